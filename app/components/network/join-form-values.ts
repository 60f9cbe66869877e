import type { JoinFields } from '#app/domain/network/application-schema.ts'
import type { AccreditationBody, FacilityService } from '#app/domain/network/facilities-view.ts'
import type { keptValue } from '#app/domain/network/join-values.ts'

export type JoinFormValues = JoinFields & { documents?: string }

export type ApplicationFilePurpose = Parameters<typeof keptValue>[1]

/** A document kept from an earlier try of this form. */
export type KeptDocument = { id: string; name: string; purpose: ApplicationFilePurpose }

/** The lists the form offers, as the database allows them (the route passes them in). */
export type JoinChoices = {
  kinds: readonly NonNullable<JoinFields['kind']>[]
  services: readonly FacilityService[]
  accreditationBodies: readonly AccreditationBody[]
  purposes: readonly ApplicationFilePurpose[]
  /** The most documents one application holds. */
  maxFiles: number
}
