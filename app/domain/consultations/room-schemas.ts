import { z } from '#app/utils/zod.ts'
import {
  CALL_OUTCOMES,
  MAX_CHAT_MESSAGE,
  MAX_PATIENT_NOTE,
} from '#app/db/schema/consultation-values.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

/** Each form of the room says what it is for in `intent`; the action reads the matching schema. */
export const ROOM_INTENTS = [
  'message',
  'note',
  'document',
  'start',
  'end',
  'outcome',
  'leave',
  'import',
] as const
export type RoomIntent = (typeof ROOM_INTENTS)[number]

/** Optional text: an empty box arrives as undefined (Conform), read as ''. */
const Text = (max: number, tooLong: ReturnType<typeof messageRef>) =>
  z.string().trim().max(max, tooLong).optional()

/** A chat message: words, an attached photo or PDF, or both (the file is checked by the server). */
export const ChatMessageSchema = z.object({
  intent: z.literal('message'),
  body: Text(MAX_CHAT_MESSAGE, messageRef('consultation', 'chat.tooLong')),
})

/** The files themselves are read and checked by the server (app/utils/files). */
export const ShareDocumentsSchema = z.object({ intent: z.literal('document') })

/** "Share medical history": the problem in the patient's own words. */
export const PatientNoteSchema = z.object({
  intent: z.literal('note'),
  note: Text(MAX_PATIENT_NOTE, messageRef('consultation', 'history.tooLong')),
})

export const CallOutcomeSchema = z.object({
  intent: z.literal('outcome'),
  outcome: z.enum(CALL_OUTCOMES, { message: messageRef('consultation', 'phone.outcomeRequired') }),
})
