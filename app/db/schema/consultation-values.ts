// The consultation columns' allowed values, apart from the tables: browser code imports these
// without pulling drizzle-orm into the page's JavaScript.

/** Who is in a consultation room: the appointment's patient, its doctor, or the clinic's staff. */
export const ROOM_ROLES = ['patient', 'doctor', 'staff'] as const
export type RoomRole = (typeof ROOM_ROLES)[number]

/** How a phone consultation's call went, as the doctor records it. */
export const CALL_OUTCOMES = ['reached', 'no_answer', 'rescheduled'] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

/** The longest chat message and "what is the problem" note a patient can send. */
export const MAX_CHAT_MESSAGE = 2000
export const MAX_PATIENT_NOTE = 3000
