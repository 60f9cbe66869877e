import { data } from 'react-router'
import type { Route } from './+types/slots'
import { listSlotOptions } from '#app/domain/appointments/slot-options.server.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, page } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = page

/** GET /api/slots?doctor=<slug>&date=YYYY-MM-DD → the doctor's free times that day. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const locale = requestLocale(request)
  const slots = await listSlotOptions(params.get('doctor'), params.get('date'), { locale })
  if (slots === null)
    return data({ slots: [], error: getT(locale, 'booking')('errors.slotsQuery') }, { status: 400 })
  return data({ slots, error: null })
}
