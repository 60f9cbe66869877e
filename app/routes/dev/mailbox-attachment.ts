import { data } from 'react-router'
import type { Route } from './+types/mailbox-attachment'
import { findDevMailboxAttachment } from '#app/domain/mail/dev-mailbox.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** Downloads an attachment of a locally delivered mail (demo mode only), e.g. appointment.ics. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!getEnv().DEMO_MODE) throw data(null, { status: 404 })
  const attachment = await findDevMailboxAttachment(params.id, Number(params.index))
  if (!attachment) throw data(null, { status: 404 })
  const filename = attachment.filename.replace(/[^\w.-]/g, '_')
  return new Response(attachment.content, {
    headers: {
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  })
}
