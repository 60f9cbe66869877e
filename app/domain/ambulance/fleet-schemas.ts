import { VEHICLE_DUTY, VEHICLE_KINDS } from '#app/db/schema/ambulance-values.ts'
import { MobileSchema, NameSchema } from '#app/utils/field-schemas.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

/**
 * An Indian registration number: state, district, an optional series and the number — "UP 41 AT
 * 1234". Typed any way ("up41at1234", "UP-41-AT-1234"), it is stored one way, upper case with
 * single spaces and the district and number padded ("UP 41 AT 0012"), so one vehicle cannot be
 * entered twice under two spellings.
 */
export function normalizeRegistrationNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s\-.]/g, '')
  const match = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/.exec(compact)
  if (!match) return null
  const [, state, district, series, number] = match
  return [state, district!.padStart(2, '0'), series, number!.padStart(4, '0')]
    .filter(Boolean)
    .join(' ')
}

export const RegistrationNumberSchema = z
  .string({ error: messageRef('ambulance', 'fleet.form.registrationRequired') })
  .trim()
  .min(1, messageRef('ambulance', 'fleet.form.registrationRequired'))
  .max(20, messageRef('ambulance', 'fleet.form.registrationFormat'))
  .transform((value, ctx) => {
    const normalized = normalizeRegistrationNumber(value)
    if (!normalized) {
      ctx.addIssue({
        code: 'custom',
        message: messageRef('ambulance', 'fleet.form.registrationFormat'),
      })
      return z.NEVER
    }
    return normalized
  })

export const MAX_BASE = 100

/** What an admin can change about a vehicle (its registration number stays as entered). */
const VehicleFields = {
  kind: z.enum(VEHICLE_KINDS, { error: messageRef('ambulance', 'fleet.form.kindRequired') }),
  base: z
    .string({ error: messageRef('ambulance', 'fleet.form.baseRequired') })
    .trim()
    .min(2, messageRef('ambulance', 'fleet.form.baseRequired'))
    .max(MAX_BASE, messageRef('ambulance', 'fleet.form.baseTooLong')),
  driverName: NameSchema,
  driverPhone: MobileSchema,
  duty: z.enum(VEHICLE_DUTY, { error: messageRef('ambulance', 'fleet.form.dutyRequired') }),
}

export const AddVehicleSchema = z.object({
  intent: z.literal('add'),
  registrationNumber: RegistrationNumberSchema,
  ...VehicleFields,
})

export const EditVehicleSchema = z.object({
  intent: z.literal('edit'),
  vehicleId: z.uuid(messageRef('ambulance', 'fleet.form.unknownVehicle')),
  ...VehicleFields,
})

/** The fleet page's two forms: one intent, one domain function each. */
export const FleetActionSchema = z.discriminatedUnion('intent', [
  AddVehicleSchema,
  EditVehicleSchema,
])

export type VehicleInput = Omit<z.infer<typeof EditVehicleSchema>, 'intent' | 'vehicleId'>
export type NewVehicleInput = VehicleInput & { registrationNumber: string }
