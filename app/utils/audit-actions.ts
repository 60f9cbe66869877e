/**
 * What the audit log records, as codes (stored, and what the staff filter by) that the staff
 * catalogue names in both languages (`audit.action.<code>`, `audit.subject.<type>`).
 */
export const AUDIT_ACTIONS = [
  'account.created',
  'account.deleted',
  'account.disabled',
  'account.enabled',
  'account.exported',
  'account.viewed',
  'ambulance.assigned',
  'ambulance.board_viewed',
  'ambulance.cancelled',
  'ambulance.kept_separate',
  'ambulance.merged',
  'ambulance.note_added',
  'ambulance.status_changed',
  'ambulance.vehicle_added',
  'ambulance.vehicle_changed',
  'appointment.cancelled',
  'appointment.created',
  'appointment.rescheduled',
  'appointment.status_changed',
  'appointment.viewed',
  'consultation.call_outcome',
  'consultation.ended',
  'consultation.started',
  'contact_message.replied',
  'contact_message.status_changed',
  'contact_message.viewed',
  'doctor.account_linked',
  'doctor.created',
  'doctor.hours_added',
  'doctor.hours_removed',
  'doctor.time_off_added',
  'doctor.time_off_removed',
  'doctor.updated',
  'notices.changed',
  'family_member.added',
  'family_member.removed',
  'family_member.updated',
  'password.changed',
  'password.reset',
  'phone_number.verified',
  'prescription.cancelled',
  'prescription.issued',
  'profile.updated',
  'role.changed',
  'sessions.revoked_all',
  'sign_in.failure',
  'sign_in.success',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_SUBJECTS = [
  'ambulance_request',
  'ambulance_vehicle',
  'appointment',
  'contact_message',
  'doctor',
  'family_member',
  'prescription',
  'user',
] as const
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number]

export const isAuditAction = (code: string): code is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(code)
export const isAuditSubject = (type: string): type is AuditSubject =>
  (AUDIT_SUBJECTS as readonly string[]).includes(type)
