import type { ROLE_LABELS } from '#app/domain/staff/role-labels.ts'

export type Role = keyof typeof ROLE_LABELS

/** An account as the person page shows it (routes/staff/person.server.ts builds it). */
export type PersonAccount = {
  id: string
  name: string
  email: string | null
  phone: string | null
  /** ABHA number (14 digits) and address, as the holder gave them. */
  abhaNumber: string | null
  abhaAddress: string | null
  role: Role
  created: string
  disabled: boolean
  doctor: { slug: string; name: string } | null
}

/** A pathologist's or a pharmacist's registration. */
export type Credentials = { qualification: string; registrationNumber: string }
