import { data, redirect } from 'react-router'
import type { Route } from './+types/opd'
import { bookDemoPatientToday, openDemoOpdToday } from '#app/domain/seed/demo-opd.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { localizedPath } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * Demo mode only: puts the demo doctor in OPD today at the main clinic (any weekday), then opens
 * the desk. Browser tests and demonstrations start the clinic's day with it. With `name`, it also
 * books the demo doctor's first free time today for that name, whatever the hour, and answers
 * with the booking's private page instead.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!getEnv().DEMO_MODE) throw data(null, { status: 404 })
  const name = String((await request.formData()).get('name') ?? '').trim()
  if (name) {
    const path = await bookDemoPatientToday(name.slice(0, 100))
    if (!path) throw data(null, { status: 404 })
    return redirect(path)
  }
  const clinic = await openDemoOpdToday()
  if (!clinic) throw data(null, { status: 404 })
  return redirect(localizedPath(request, `/staff/opd?clinic=${clinic}`))
}
