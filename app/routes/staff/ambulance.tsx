import { data } from 'react-router'
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
import { DomainError } from '#app/utils/domain-errors.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
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
  const formData = await readForm(request)
  const values = Object.fromEntries(
    [...formData.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
  // An empty field is a field left out (the expected time is optional).
  const parsed = DispatchActionSchema.safeParse(
    Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
  )
  const requestId = values.requestId ?? ''
  if (!parsed.success) {
    const reply: BoardReply = {
      requestId,
      intent: values.intent ?? '',
      error: parsed.error.issues[0]!.message,
      values,
    }
    return data(reply, { status: 400 })
  }
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const form = parsed.data
  try {
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
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const status = error.kind === 'conflict' ? 409 : error.kind === 'not-found' ? 404 : 400
    const reply: BoardReply = { requestId, intent: form.intent, error: error.message, values }
    return data(reply, { status })
  }
  const t = getT(requestLocale(request), 'ambulance')
  return redirectWithToast(localizedPath(request, '/staff/ambulance'), {
    type: 'success',
    title: t(`board.done.${form.intent}`),
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
