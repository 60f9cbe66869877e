import { z } from '#app/utils/zod.ts'

/** A flash message shown on the next page. The id tells two identical toasts apart. */
export const ToastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(['success', 'error', 'info']).default('info'),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
})

export type Toast = z.infer<typeof ToastSchema>
