import type { Route } from './+types/search'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { TextWithEnglish } from '#app/components/ui/name.tsx'
import { bookingHref, type SlotView } from '#app/domain/directory/doctor-card.ts'
import { listNextSlotViews } from '#app/domain/directory/doctor-directory.server.ts'
import { QUERY_MAX_LENGTH } from '#app/domain/search/search-entries.ts'
import {
  offersCloseNames,
  readQuery,
  searchSite,
  suggestCloseNames,
} from '#app/domain/search/search.server.ts'
import { formatClinicShort } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { getT, Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { localeFromPath } from '#app/utils/i18n/locales.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['care'] }

export const policy: RoutePolicy = sharedPage

export const meta: Route.MetaFunction = ({ data, location }) => {
  const t = getT(localeFromPath(location.pathname), 'care')
  return [
    {
      title: data?.query
        ? t('search.meta.title', { query: data.query, site: SITE.name })
        : t('search.meta.titleEmpty', { site: SITE.name }),
    },
    { name: 'description', content: t('search.meta.description', { site: SITE.name }) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  // Cut by characters, not UTF-16 units, so no half of an emoji reaches the page.
  const query = Array.from((new URL(request.url).searchParams.get('q') ?? '').trim())
    .slice(0, QUERY_MAX_LENGTH)
    .join('')
  if (!query) return { query, results: [], suggestions: [], nearDanger: false }
  const locale = requestLocale(request)
  // The symptom guide's reading: an emergency's red flags lead the results, and words that are or
  // come near an emergency get the emergency line rather than an unrelated "Did you mean".
  const reading = readQuery(query)
  const found = await searchSite(query, 20, locale, reading)
  const doctorIds = found.flatMap((result) => (result.doctorId ? [result.doctorId] : []))
  const [nextSlots, suggestions] = await Promise.all([
    listNextSlotViews(doctorIds),
    offersCloseNames(reading, found.length) ? suggestCloseNames(query, 3, locale) : [],
  ])
  const results = found.map(({ doctorId, score: _score, ...result }) => ({
    ...result,
    nextSlot: doctorId ? (nextSlots.get(doctorId) ?? null) : null,
  }))
  const nearDanger = reading.disposition === 'emergency' || reading.nearDanger
  return { query, results, suggestions, nearDanger }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results, suggestions, nearDanger } = loaderData
  const t = useT('care')
  const localize = useLocalizePath()
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('search.heading')}</h1>
      <form
        method="get"
        action={localize('/search')}
        role="search"
        className="mt-4 flex max-w-xl gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={QUERY_MAX_LENGTH}
          className="field-input mt-0"
        />
        <button type="submit" className="btn-primary">
          {t('search.submit')}
        </button>
      </form>
      <p className="mt-6 font-semibold text-slate-800" role="status">
        {!query
          ? t('search.prompt')
          : results.length === 0
            ? t('search.nothing', { query })
            : t('search.count', { count: results.length, query })}
      </p>
      {results.length > 0 ? (
        <ol className="mt-4 grid max-w-3xl gap-3" aria-label={t('search.results')}>
          {results.map((result) => (
            <li
              key={`${result.kind}-${result.slug}`}
              className={`card p-4 ${result.urgent ? 'border-2 border-red-700' : ''}`}
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
                {result.urgent ? (
                  <span className="text-red-800">{t('search.emergency')}</span>
                ) : null}
                {result.kindLabel}
              </p>
              <h2 className="text-lg font-bold">
                <Link to={result.url} className="text-brand-800 underline">
                  {result.title}
                </Link>
                {result.titleHi ? (
                  <span lang="hi" className="ml-2 font-normal text-slate-700">
                    {result.titleHi}
                  </span>
                ) : null}
              </h2>
              <p className="mt-1 text-slate-800">
                <TextWithEnglish
                  text={result.summary}
                  english={result.summaryEnglish ? [result.summaryEnglish] : []}
                />
              </p>
              {result.urgent ? <EmergencyCalls /> : null}
              {result.kind === 'doctor' ? (
                <DoctorNextSlot slug={result.slug} title={result.title} slot={result.nextSlot} />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {query && results.length === 0 ? (
        <NoResults suggestions={suggestions} nearDanger={nearDanger} />
      ) : null}
      {!query ? <Browse /> : null}
    </div>
  )
}

function EmergencyCalls() {
  const t = useT('care')
  return (
    <p className="mt-2 flex flex-wrap gap-3">
      <a href={CONTACT.emergencyPhoneHref} className="font-bold text-red-800">
        {t('search.callNow', { phone: CONTACT.emergencyPhone })}
      </a>
      <a href={`tel:${CONTACT.nationalAmbulance}`} className="font-bold text-red-800">
        {t('search.ambulance', { number: CONTACT.nationalAmbulance })}
      </a>
      <Link to="/ambulance" className="font-bold text-red-800 underline">
        {t('search.requestAmbulance')}
      </Link>
    </p>
  )
}

function DoctorNextSlot({
  slug,
  title,
  slot,
}: {
  slug: string
  title: string
  slot: SlotView | null
}) {
  const t = useT('care')
  const locale = useLocale()
  return (
    <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-800">
      <span>
        {slot ? (
          <Message
            ns="care"
            k="search.nextFree"
            values={{ time: formatClinicShort(new Date(slot.startsAt), locale) }}
            components={[<time key="time" dateTime={slot.startsAt} />]}
          />
        ) : (
          t('search.nextFreeNone')
        )}
      </span>
      <Link
        to={bookingHref(slug, slot)}
        className="btn-secondary"
        aria-label={t('search.bookLabel', { name: title })}
      >
        {t('search.book')}
      </Link>
    </p>
  )
}

function NoResults({
  suggestions,
  nearDanger,
}: {
  suggestions: Array<{ title: string; url: string }>
  /** The words come near an emergency ("koi zeher nahi khaya"): the emergency line comes first. */
  nearDanger: boolean
}) {
  const t = useT('care')
  return (
    <div className="mt-2 max-w-prose text-slate-800">
      {nearDanger ? (
        <div className="card mb-4 border-2 border-red-700 p-4">
          <p className="font-bold text-red-800">{t('search.nearDanger')}</p>
          <EmergencyCalls />
        </div>
      ) : null}
      {suggestions.length > 0 ? (
        <>
          <p>{t('search.didYouMean')}</p>
          <ul className="mt-1 list-disc pl-6">
            {suggestions.map((s) => (
              <li key={`${s.url}-${s.title}`}>
                <Link to={s.url}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-3">
        <Message
          ns="care"
          k="search.tips"
          values={{ phone: CONTACT.receptionPhone }}
          components={[
            <Link key="guide" to="/find-care" />,
            <Link key="doctors" to="/doctors" />,
            <a key="phone" href={CONTACT.receptionPhoneHref}>
              {CONTACT.receptionPhone}
            </a>,
          ]}
        />
      </p>
      <Browse />
    </div>
  )
}

function Browse() {
  const t = useT('care')
  const common = useT('common')
  return (
    <>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('search.clinics')}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {DEPARTMENTS.map((department) => (
          <li key={department.slug} className="card p-4">
            <Link className="font-semibold text-brand-800" to={`/departments/${department.slug}`}>
              {common(`department.${department.slug}`)}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{t(`clinic.${department.slug}.summary`)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        <Message
          ns="care"
          k="search.notSure"
          components={[
            <Link key="guide" to="/find-care" />,
            <Link key="contact" to="/contact-us" />,
          ]}
        />
      </p>
    </>
  )
}
