import { data } from 'react-router'
import type { Route } from './+types/opd-poster'
import { ClinicChooser } from '#app/components/opd/clinic-chooser.tsx'
import { SITE } from '#app/content/site.ts'
import { findOpdFacility, listOpdFacilities } from '#app/domain/opd/opd-day.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { DESK_ROLES } from './opd-desk.server.ts'

export const handle: I18nHandle = { i18n: ['opd', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The poster's words in both languages at once: the people reading it read either. */
function bothLanguages() {
  const en = getT('en', 'opd')
  const hi = getT('hi', 'opd')
  const both = (key: 'poster.scan' | 'poster.how' | 'poster.noBooking') => ({
    en: en(key),
    hi: hi(key),
  })
  return { scan: both('poster.scan'), how: both('poster.how'), noBooking: both('poster.noBooking') }
}

/**
 * A clinic's check-in QR poster for the desk to print (issue 49 item 2): the QR opens the
 * clinic's check-in page /opd/arrive/<clinic>, which leads a booked patient to "I have arrived"
 * on their own manage page (decision 0022). The QR is an SVG drawn on the server (qrcode, as the
 * documents' verification codes).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, DESK_ROLES)
  const t = getT(requestLocale(request), 'opd')
  const clinics = await listOpdFacilities()
  const asked = new URL(request.url).searchParams.get('clinic')
  const clinic = (asked ? await findOpdFacility(asked) : null) ?? clinics[0] ?? null
  if (asked && clinic?.slug !== asked)
    throw data({ message: t('arrive.notFound') }, { status: 404 })
  const meta = { title: t('poster.metaTitle', { site: SITE.name }), description: t('poster.intro') }
  if (!clinic) return { meta, clinics, clinic: null, url: '', svg: '', words: bothLanguages() }
  const url = `${appUrl()}/opd/arrive/${clinic.slug}`
  const { default: qrcode } = await import('qrcode')
  const svg = await qrcode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return {
    meta,
    clinics,
    clinic: { slug: clinic.slug, name: clinic.name, nameHi: clinic.nameHi || clinic.name },
    url,
    svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    words: bothLanguages(),
  }
}

function Both({ words }: { words: { en: string; hi: string } }) {
  return (
    <>
      <span lang="hi" className="block">
        {words.hi}
      </span>
      <span lang="en" className="block">
        {words.en}
      </span>
    </>
  )
}

export default function OpdPoster({ loaderData: d }: Route.ComponentProps) {
  const t = useT('opd')
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold text-slate-900">{t('poster.title')}</h1>
        <p className="mt-2 text-slate-700">{t('poster.intro')}</p>
        <ClinicChooser
          id="poster-clinic"
          clinics={d.clinics}
          chosen={d.clinic?.slug}
          className="mt-3"
        />
        <p className="mt-2 text-sm text-slate-600">{t('poster.print')}</p>
      </div>
      {d.clinic ? (
        <section
          aria-label={t('poster.title')}
          className="mx-auto max-w-xl rounded-xl border-4 border-slate-900 bg-white p-6 text-center print:border-0"
          data-testid="poster"
        >
          <p className="text-3xl font-bold text-slate-900">
            <span lang="hi" className="block">
              {d.clinic.nameHi}
            </span>
            <span lang="en" className="block text-2xl">
              {d.clinic.name}
            </span>
          </p>
          <p className="mt-4 text-2xl font-bold text-slate-900">
            <Both words={d.words.scan} />
          </p>
          <img
            src={d.svg}
            alt={t('poster.qrAlt', { url: d.url })}
            width={320}
            height={320}
            className="mx-auto mt-4 h-80 w-80 max-w-full"
            data-testid="poster-qr"
          />
          <p className="mt-2 font-mono text-sm break-all text-slate-700">{d.url}</p>
          <p className="mt-4 text-lg text-slate-800">
            <Both words={d.words.how} />
          </p>
          <p className="mt-3 text-lg text-slate-800">
            <Both words={d.words.noBooking} />
          </p>
        </section>
      ) : (
        <p>{t('desk.noClinic')}</p>
      )}
    </div>
  )
}
