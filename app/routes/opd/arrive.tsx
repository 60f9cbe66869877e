import { data } from 'react-router'
import type { Route } from './+types/arrive'
import { SITE } from '#app/content/site.ts'
import { bookingsToArriveAt, findOpdFacility } from '#app/domain/opd/index.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['opd'] }

/** Shows a signed-in patient's own bookings: never cached. */
export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * The clinic's check-in page, opened by the QR poster (issue 49 item 2). It checks no one in by
 * itself: presence is the patient's own word on their manage page, which only the holder of the
 * booking's private link opens (decision 0022). Here a signed-in patient finds today's bookings
 * at this clinic with a link to each manage page; anyone else is told to open their booking's
 * link, or to go to the desk.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'opd')
  const clinic = await findOpdFacility(params.clinic)
  if (!clinic) throw data({ message: t('arrive.notFound') }, { status: 404 })
  const user = await getOptionalUser(request)
  const bookings = user ? await bookingsToArriveAt(user.id, clinic.id) : null
  const name = locale === 'hi' && clinic.nameHi ? clinic.nameHi : clinic.name
  return {
    meta: {
      title: t('arrive.metaTitle', { clinic: name, site: SITE.name }),
      description: t('arrive.intro'),
    },
    clinic: { slug: clinic.slug, name },
    bookings:
      bookings?.map((b) => ({
        doctorName: b.doctorName,
        time: formatClinicTime(b.startsAt, locale),
        href: `${b.managePath}?arrive=${clinic.slug}`,
      })) ?? null,
  }
}

export default function ArriveAtClinic({ loaderData: d, params }: Route.ComponentProps) {
  const t = useT('opd')
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        {t('arrive.title', { clinic: d.clinic.name })}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('arrive.intro')}</p>
      {d.bookings ? (
        <section aria-labelledby="arrive-yours" className="card mt-6">
          <h2 id="arrive-yours" className="text-xl font-bold text-slate-900">
            {t('arrive.yours')}
          </h2>
          {d.bookings.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('arrive.none')}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {d.bookings.map((b) => (
                <li key={b.href}>
                  <Link to={b.href} className="btn-primary" data-testid="arrive-booking">
                    {t('arrive.open', { doctor: b.doctorName, time: b.time })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <p className="mt-4">
          <Link to={`/login?redirectTo=${encodeURIComponent(`/opd/arrive/${params.clinic}`)}`}>
            {t('arrive.signIn')}
          </Link>
        </p>
      )}
      <p className="mt-6 text-slate-700">{t('arrive.walkIn')}</p>
    </div>
  )
}
