import { z } from 'zod'
import { ROLES } from '#app/db/schema/auth.ts'

/** What an admin can do on a person's page: one intent, one domain function each. */
export const PersonActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('role'),
    role: z.enum(ROLES, { error: 'Choose a role from the list.' }),
  }),
  z.object({ intent: z.literal('disable') }),
  z.object({ intent: z.literal('enable') }),
  z.object({
    intent: z.literal('link-doctor'),
    doctor: z.string().trim().max(100, 'Choose a doctor from the list.').optional(),
  }),
])
