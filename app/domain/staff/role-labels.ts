import type { Role } from '#app/db/schema/role-values.ts'
import type { MessageKey } from '#app/utils/i18n/catalogs.ts'

/** A role's name in the staff screens' lists (lower case, as a plain word). */
export const ROLE_LABELS = {
  patient: 'role.patient',
  staff: 'role.staff',
  dispatcher: 'role.dispatcher',
  lab: 'role.lab',
  pharmacist: 'role.pharmacist',
  doctor: 'role.doctor',
  admin: 'role.admin',
} as const satisfies Record<Role, MessageKey<'staff'>>
