import { data, Outlet } from 'react-router'
import type { Route } from './+types/layout'
import { countWaitingRequests } from '#app/domain/ambulance/dispatch.server.ts'
import { countLabOrdersWaiting } from '#app/domain/lab/lab-board.server.ts'
import { countApplicationsWaiting } from '#app/domain/network/application-admin.server.ts'
import { countPharmacyOrdersWaiting } from '#app/domain/pharmacy/pharmacy-board.server.ts'
import { countAppointmentsNeedingAttention } from '#app/domain/staff/staff-appointments.server.ts'
import { countNewContactMessages } from '#app/domain/staff/contact-inbox.server.ts'
import { countPendingReviews } from '#app/domain/network/reviews.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { NavLink } from '#app/utils/i18n/links.tsx'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['staff'] }

export const policy: RoutePolicy = personal

export async function loader({ request }: Route.LoaderArgs) {
  // Each page below guards itself too: a dispatcher gets in here, but only the overview and the
  // ambulance pages let them through; the laboratory's people only the laboratory's pages, the
  // pharmacists only the pharmacy's.
  const user = await requireRole(request, ['staff', 'admin', 'dispatcher', 'lab', 'pharmacist'])
  const dispatcher = user.role === 'dispatcher'
  const lab = user.role === 'lab'
  const pharmacist = user.role === 'pharmacist'
  const frontDesk = !dispatcher && !lab && !pharmacist
  const [
    ambulancesWaiting,
    appointmentsToConfirm,
    newMessages,
    labWaiting,
    pharmacyWaiting,
    reviewsWaiting,
    applicationsWaiting,
  ] = await Promise.all([
    frontDesk || dispatcher ? countWaitingRequests() : 0,
    frontDesk ? countAppointmentsNeedingAttention() : 0,
    frontDesk ? countNewContactMessages() : 0,
    frontDesk || lab ? countLabOrdersWaiting(clinicToday()) : 0,
    frontDesk || pharmacist ? countPharmacyOrdersWaiting() : 0,
    frontDesk ? countPendingReviews() : 0,
    user.role === 'admin' ? countApplicationsWaiting() : 0,
  ])
  return data({
    role: user.role,
    ambulancesWaiting,
    appointmentsToConfirm,
    newMessages,
    labWaiting,
    pharmacyWaiting,
    reviewsWaiting,
    applicationsWaiting,
  })
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-2 rounded px-3 py-2 font-semibold no-underline ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50'}`

function Count({ n, label }: { n: number; label: string }) {
  if (n === 0) return null
  return (
    <span className="rounded-full bg-alert-700 px-2 text-sm text-white">
      {n}
      <span className="sr-only"> {label}</span>
    </span>
  )
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const t = useT('staff')
  const dispatcher = loaderData.role === 'dispatcher'
  const lab = loaderData.role === 'lab'
  const pharmacist = loaderData.role === 'pharmacist'
  // The laboratory's people and the pharmacists see only their own pages.
  const ownPagesOnly = lab || pharmacist
  return (
    <div className="container-page grid gap-6 py-8 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={t('nav.label')} className="lg:sticky lg:top-4 lg:self-start">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {/* The laboratory's people and the pharmacists have no overview: /staff sends them on. */}
          {ownPagesOnly ? null : (
            <li>
              <NavLink to="/staff" end className={linkClass}>
                {t('nav.overview')}
              </NavLink>
            </li>
          )}
          {ownPagesOnly ? null : (
            <li>
              {/* `end`: the fleet page has its own link. */}
              <NavLink to="/staff/ambulance" end className={linkClass}>
                {t('nav.ambulance')}{' '}
                <Count n={loaderData.ambulancesWaiting} label={t('nav.ambulancesWaiting')} />
              </NavLink>
            </li>
          )}
          {dispatcher || pharmacist ? null : (
            <li>
              <NavLink to="/staff/lab" className={linkClass}>
                {t('nav.lab')} <Count n={loaderData.labWaiting} label={t('nav.labWaiting')} />
              </NavLink>
            </li>
          )}
          {dispatcher || lab ? null : (
            <li>
              <NavLink to="/staff/pharmacy" className={linkClass}>
                {t('nav.pharmacy')}{' '}
                <Count n={loaderData.pharmacyWaiting} label={t('nav.pharmacyWaiting')} />
              </NavLink>
            </li>
          )}
          {dispatcher || ownPagesOnly ? null : (
            <>
              <li>
                <NavLink to="/staff/opd" className={linkClass}>
                  {t('nav.opd')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/staff/appointments" className={linkClass}>
                  {t('nav.appointments')}{' '}
                  <Count n={loaderData.appointmentsToConfirm} label={t('nav.toConfirm')} />
                </NavLink>
              </li>
              <li>
                <NavLink to="/staff/messages" className={linkClass}>
                  {t('nav.messages')} <Count n={loaderData.newMessages} label={t('nav.new')} />
                </NavLink>
              </li>
              <li>
                <NavLink to="/staff/reviews" className={linkClass}>
                  {t('nav.reviews')}{' '}
                  <Count n={loaderData.reviewsWaiting} label={t('nav.reviewsWaiting')} />
                </NavLink>
              </li>
              <li>
                <NavLink to="/staff/people" className={linkClass}>
                  {t('nav.people')}
                </NavLink>
              </li>
            </>
          )}
          {loaderData.role === 'admin' ? (
            <li>
              <NavLink to="/staff/ambulance/fleet" className={linkClass}>
                {t('nav.fleet')}
              </NavLink>
            </li>
          ) : null}
          {loaderData.role === 'admin' ? (
            <li>
              <NavLink to="/staff/doctors" className={linkClass}>
                {t('nav.doctors')}
              </NavLink>
            </li>
          ) : null}
          {loaderData.role === 'admin' ? (
            <li>
              <NavLink to="/staff/applications" className={linkClass}>
                {t('nav.applications')}
                <Count n={loaderData.applicationsWaiting} label={t('nav.applicationsWaiting')} />
              </NavLink>
            </li>
          ) : null}
          {loaderData.role === 'admin' ? (
            <li>
              <NavLink to="/staff/audit" className={linkClass}>
                {t('nav.audit')}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}
