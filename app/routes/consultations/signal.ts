import { data } from 'react-router'
import type { Route } from './+types/signal'
import { requireRoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { ROOM_KEY_PARAM } from '#app/domain/rooms/room-paths.ts'
import { relaySignal } from '#app/domain/consultations/room.server.ts'
import { parseSignal, SIGNAL_MALFORMED } from '#app/domain/consultations/signal-types.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

// At most SIGNAL_LIMIT per participant and room (app/domain/consultations/room.server.ts).
export const policy: RoutePolicy = { ...personal, ownPostLimit: true, postLimit: 'signal' }

const STATUS = { conflict: 409, invalid: 400, forbidden: 403, 'not-found': 404 } as const

/**
 * Signals are only ever posted. Without a loader React Router would answer any GET (a link
 * followed, a crawler, a prefetch) with 400 "Unexpected Server Error"; this says what is wrong.
 */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

/**
 * Call signalling: one browser's offer, answer, network candidate or media state, passed to the
 * other participant through the database (so the two may be on different server processes).
 * Answers 204, or a JSON `{ error }` the call panel shows; a malformed signal never reaches the
 * other side.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request)
  const key = form.get(ROOM_KEY_PARAM)
  const access = await requireRoomAccess(request, params.id, typeof key === 'string' ? key : null)
  const locale = requestLocale(request)
  const signal = parseSignal(form.get('signal'))
  if (!signal)
    return data({ error: translateRefOnServer(locale, SIGNAL_MALFORMED) }, { status: 400 })
  try {
    await relaySignal(access, JSON.stringify(signal))
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { error: translateRefOnServer(locale, error.message) },
      { status: error.message.endsWith('tooMany') ? 429 : STATUS[error.kind] },
    )
  }
  return new Response(null, { status: 204 })
}
