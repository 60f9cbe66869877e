import { z } from 'zod'

/** What the two browsers of a call tell each other through the server. */
export const SignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('offer'), sdp: z.string().max(20_000) }),
  z.object({ type: z.literal('answer'), sdp: z.string().max(20_000) }),
  z.object({
    type: z.literal('candidate'),
    candidate: z
      .object({
        candidate: z.string().max(1000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
  z.object({ type: z.literal('media'), audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal('bye') }),
])
export type Signal = z.infer<typeof SignalSchema>
