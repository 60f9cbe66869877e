import type { Role } from '#app/db/schema/auth.ts'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'

/** Where each kind of account starts its work. */
const HOME_BY_ROLE: Record<Role, string> = {
  patient: '/account/appointments',
  doctor: '/doctor',
  staff: '/staff',
  dispatcher: '/staff/ambulance',
  lab: '/staff/lab',
  pharmacist: '/staff/pharmacy',
  admin: '/staff',
}

/** The part of the site each kind of account works in (a patient goes anywhere on the site). */
const AREA_BY_ROLE: Record<Exclude<Role, 'patient'>, string> = {
  doctor: '/doctor',
  staff: '/staff',
  dispatcher: '/staff/ambulance',
  lab: '/staff/lab',
  pharmacist: '/staff/pharmacy',
  admin: '/staff',
}

/** Whether a path (in either language: /hi/staff/… is in /staff) lies in an area. */
function isWithin(to: string, area: string) {
  const path = localizePath(to, 'en')
  return path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`)
}

/**
 * Where sign-in leads. Patients go where they were going (a safe path on this site) or to their
 * appointments; staff, dispatchers, doctors and admins go to their own area, or to the page of that area they
 * were sent away from (a shared link to /staff/appointments/… still opens).
 */
export function landingAfterSignIn(role: Role, redirectTo: string | null | undefined): string {
  const home = HOME_BY_ROLE[role]
  const wanted = redirectTo ? safeRedirectPath(redirectTo, home) : home
  if (role === 'patient') return wanted
  return isWithin(wanted, AREA_BY_ROLE[role]) ? wanted : home
}
