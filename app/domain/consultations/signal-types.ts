import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

/**
 * Call signalling between the patient's and the doctor's browser, relayed by the server to the
 * other party only (POST /consultations/:id/signal, field `signal` = one of these as JSON). The
 * browser imports only the type; the server validates every signal with `parseSignal` before it
 * stores or relays it, so a malformed or oversized one never reaches the other browser.
 */

/** A session description (offer or answer) is a few KB; 20 000 characters leaves room for both media. */
export const MAX_SDP_CHARS = 20_000
export const MAX_CANDIDATE_CHARS = 1_000
/** The whole `signal` field: the largest SDP plus its JSON wrapping. */
export const MAX_SIGNAL_CHARS = MAX_SDP_CHARS + 200

/** The 400 answer's message for a malformed signal (put into words in the page's language). */
export const SIGNAL_MALFORMED = messageRef('call', 'error.malformed')
const MALFORMED = SIGNAL_MALFORMED

const Sdp = z.string(MALFORMED).min(1, MALFORMED).max(MAX_SDP_CHARS, MALFORMED)

const Candidate = z
  .object({
    candidate: z.string(MALFORMED).max(MAX_CANDIDATE_CHARS, MALFORMED),
    sdpMid: z.string(MALFORMED).max(64, MALFORMED).nullish(),
    sdpMLineIndex: z
      .number(MALFORMED)
      .int(MALFORMED)
      .min(0, MALFORMED)
      .max(64, MALFORMED)
      .nullish(),
    usernameFragment: z.string(MALFORMED).max(256, MALFORMED).nullish(),
  })
  .strict()

export const SignalSchema = z.discriminatedUnion(
  'type',
  [
    /** I joined the call and want to connect: the other side answers with an offer. */
    z.object({ type: z.literal('ready') }).strict(),
    z.object({ type: z.literal('offer'), sdp: Sdp }).strict(),
    z.object({ type: z.literal('answer'), sdp: Sdp }).strict(),
    /** One network address of mine; null: I have no more. */
    z.object({ type: z.literal('candidate'), candidate: Candidate.nullable() }).strict(),
    /** What I send now (mute, camera off, audio only): the other side shows it. */
    z.object({ type: z.literal('media'), audio: z.boolean(), video: z.boolean() }).strict(),
    /** I left the call (the room stays open). */
    z.object({ type: z.literal('bye') }).strict(),
  ],
  { error: MALFORMED },
)

export type Signal = z.infer<typeof SignalSchema>
export type SignalType = Signal['type']

/**
 * The signal in a form field's text, or null when it is not JSON, too long or not one of the
 * shapes above (the caller answers 400 with `call:error.malformed`).
 */
export function parseSignal(text: unknown): Signal | null {
  if (typeof text !== 'string' || text.length > MAX_SIGNAL_CHARS) return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = SignalSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}
