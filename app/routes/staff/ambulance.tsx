import type { Route } from './+types/ambulance'
import { DispatchBoard } from '#app/components/ambulance/dispatch-board.tsx'
import { SITE } from '#app/content/site.ts'
import type { BoardReply } from '#app/domain/ambulance/board-view.ts'
import { DispatchActionSchema } from '#app/domain/ambulance/dispatch-schemas.ts'
import {
  addDispatchNote,
  assignVehicle,
  auditBoardView,
  cancelByDispatcher,
  keepSeparate,
  loadBoard,
  mergeDuplicate,
  moveStatus,
} from '#app/domain/ambulance/dispatch.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { orderAction, type Posted, type Refusal } from '#app/routes/order-action.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['ambulance', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

const DISPATCH_ROLES = ['staff', 'admin', 'dispatcher'] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, DISPATCH_ROLES)
  await auditBoardView({ userId: user.id, ipAddress: context.clientIp || null })
  const t = getT(requestLocale(request), 'ambulance')
  return {
    meta: { title: t('board.meta.title', { site: SITE.name }), description: '' },
    board: await loadBoard(),
    now: new Date().toISOString(),
    // Without JavaScript a request is worked on in a view of its own that stays still (typing is
    // never reloaded away); the board itself reloads every few seconds.
    focus: new URL(request.url).searchParams.get('request'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, DISPATCH_ROLES)
  const locale = requestLocale(request)
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  // The board puts messages into words itself: a refusal carries the message's reference.
  const reply = (refusal: Refusal, posted: Posted): BoardReply => ({
    requestId: posted.values.requestId ?? '',
    intent: posted.intent,
    error: refusal.error ?? Object.values(refusal.fieldErrors)[0] ?? '',
    values: posted.values,
  })
  return orderAction(request, {
    schema: DispatchActionSchema,
    locale,
    // An empty field is a field left out (the expected time is optional).
    dropEmpty: true,
    invalid: (issues) => ({ error: issues[0]!.message, fieldErrors: {} }),
    reply,
    act: async (form) => {
      switch (form.intent) {
        case 'assign':
          await assignVehicle(form.requestId, form.vehicleId, form.eta ?? null, actor)
          break
        case 'move':
          await moveStatus(form.requestId, form.from, form.to, form.eta ?? null, actor)
          break
        case 'cancel':
          await cancelByDispatcher(form.requestId, form.reason, actor)
          break
        case 'merge':
          await mergeDuplicate(form.requestId, actor)
          break
        case 'separate':
          await keepSeparate(form.requestId, actor)
          break
        case 'note':
          await addDispatchNote(form.requestId, form.note, actor)
          break
      }
      const t = getT(locale, 'ambulance')
      return redirectWithToast(localizedPath(request, '/staff/ambulance'), {
        type: 'success',
        title: t(`board.done.${form.intent}`),
      })
    },
  })
}

export default function AmbulanceBoard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DispatchBoard
      board={loaderData.board}
      now={loaderData.now}
      pageReply={actionData ?? null}
      focus={loaderData.focus}
    />
  )
}
