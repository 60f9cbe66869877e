import type { Route } from './+types/export'
import { exportAccountData } from '#app/domain/privacy/account-records.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { getDb } from '#app/db/client.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** "Download my data": everything we hold about the signed-in account, as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const exported = await exportAccountData(user.id)
  await recordAudit(getDb(), {
    action: 'account.exported',
    actorUserId: user.id,
    subjectType: 'user',
    subjectId: user.id,
    ipAddress: context.clientIp,
  })
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="maindoctor-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    },
  })
}
