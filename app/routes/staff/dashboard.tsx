import { data, redirect, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/dashboard'
import { SITE } from '#app/content/site.ts'
import {
  AmbulanceResponseFigures,
  type LabelledDay,
} from '#app/components/ambulance/response-figures.tsx'
import { ambulanceFigures } from '#app/domain/ambulance/figures.server.ts'
import type { AmbulanceFigures, DayFigures } from '#app/domain/ambulance/figures.ts'
import { countUndeliveredMail } from '#app/domain/staff/waiting-work.server.ts'
import { clinicToday, formatClinicDay } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { INTL_LOCALE, type Locale } from '#app/utils/i18n/locales.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import type { loader as staffLayoutLoader } from './layout.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['ambulance'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin', 'dispatcher', 'lab', 'pharmacist'])
  // The laboratory's people and the pharmacists have one page of work: their board, their queue.
  if (user.role === 'lab') throw redirect(localizedPath(request, '/staff/lab'))
  if (user.role === 'pharmacist') throw redirect(localizedPath(request, '/staff/pharmacy'))
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  // The counts of appointments and messages come from the staff layout's loader; a dispatcher
  // sees none of them, only the ambulance figures.
  const frontDesk = user.role !== 'dispatcher'
  return data({
    meta: {
      title: t('dashboard.metaTitle', { site: SITE.name }),
      description: t('dashboard.metaDescription'),
    },
    name: user.name,
    frontDesk,
    failedMail: frontDesk ? await countUndeliveredMail() : 0,
    today: clinicToday(),
    ambulance: labelledFigures(await ambulanceFigures(), locale),
  })
}

/** The days put into words on the server: the browser's date names may differ from Node's. */
function labelledFigures(figures: AmbulanceFigures, locale: Locale) {
  const short = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const label = (d: DayFigures): LabelledDay => ({
    ...d,
    short: short.format(new Date(`${d.day}T00:00:00Z`)),
    long: formatClinicDay(d.day, locale),
  })
  return { ...figures, today: label(figures.today), days: figures.days.map(label) }
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT('staff')
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('dashboard.title')}</h1>
      <p className="mt-2 text-slate-700">{t('dashboard.welcome', { name: loaderData.name })}</p>
      {loaderData.frontDesk ? (
        <FrontDesk failedMail={loaderData.failedMail} today={loaderData.today} />
      ) : null}
      <AmbulanceResponseFigures figures={loaderData.ambulance} />
    </>
  )
}

function FrontDesk({ failedMail, today }: { failedMail: number; today: string }) {
  const t = useT('staff')
  const counts = useRouteLoaderData<typeof staffLayoutLoader>('routes/staff/layout')
  return (
    <>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="card">
          <dt className="text-slate-700">{t('dashboard.toConfirm')}</dt>
          <dd className="text-3xl font-extrabold text-brand-800">
            {counts?.appointmentsToConfirm ?? 0}
          </dd>
        </div>
        <div className="card">
          <dt className="text-slate-700">{t('dashboard.newMessages')}</dt>
          <dd className="text-3xl font-extrabold text-brand-800">
            <span data-testid="new-messages">{counts?.newMessages ?? 0}</span>
          </dd>
        </div>
        <div className="card">
          <dt className="text-slate-700">{t('dashboard.failedMail')}</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{failedMail}</dd>
        </div>
      </dl>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link className="btn-primary" to={`/staff/appointments?date=${today}`}>
          {t('dashboard.today')}
        </Link>
        <Link className="btn-secondary" to="/staff/appointments?status=requested">
          {t('dashboard.toConfirm')}
        </Link>
        <Link className="btn-secondary" to="/staff/messages?status=new">
          {t('dashboard.newMessagesLink')}
        </Link>
      </p>
    </>
  )
}
