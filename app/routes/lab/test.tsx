import { data } from 'react-router'
import type { Route } from './+types/test'
import { JsonLd } from '#app/components/json-ld.tsx'
import {
  AddToBooking,
  OtherName,
  Preparation,
  Related,
  TestFacts,
  useLabWords,
} from '#app/components/lab/lab-test-parts.tsx'
import { SITE } from '#app/content/site.ts'
import { labTestView } from '#app/domain/lab/catalogue-view.server.ts'
import { medicalTestJsonLd } from '#app/domain/lab/structured-data.ts'
import { categoryRef } from '#app/domain/lab/labels.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import {
  Message,
  useLocale,
  useNumberFormat,
  useT,
  useTranslateRef,
} from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { pageMetaOr404 } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data, error }) => pageMetaOr404(data, error)

export const handle: I18nHandle = { i18n: ['lab'] }

export const policy: RoutePolicy = sharedPage

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const test = labTestView(params.slug, locale)
  if (!test)
    throw data({ title: t('catalogue.page.notFound', { site: SITE.name }) }, { status: 404 })
  return {
    test,
    meta: {
      title: t('catalogue.page.metaTitle', { name: test.name, site: SITE.name }),
      description: test.purpose,
    },
    structuredData: medicalTestJsonLd(
      `${appUrl()}${localizePath(`/lab-tests/${test.slug}`, locale)}`,
      test,
    ),
  }
}

export default function LabTestPage({ loaderData }: Route.ComponentProps) {
  const { test, structuredData } = loaderData
  const t = useT('lab')
  const words = useTranslateRef()
  const { rupees } = useNumberFormat()
  const labWords = useLabWords()
  return (
    <div className="container-page py-8 sm:py-10">
      <JsonLd data={structuredData} />
      <nav aria-label={t('catalogue.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <Link to="/lab-tests">{t('catalogue.page.all')}</Link> <span aria-hidden="true">/</span>
          </li>
          <li>
            <Link to={`/lab-tests?category=${test.category}`}>
              {words(categoryRef(test.category))}
            </Link>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">{test.name}</li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{test.name}</h1>
      <OtherName name={test.otherName} className="text-lg text-slate-700" />
      <p className="mt-3 max-w-prose text-lg text-slate-800">{test.purpose}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <Preparation fasting={test.fasting} texts={[test.preparation]} />
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-slate-900">
              {t('catalogue.page.about')}
            </h2>
            <TestFacts item={test} />
          </section>
        </div>
        <aside
          className="card order-first h-fit p-4 lg:order-none"
          aria-label={t('catalogue.page.book')}
        >
          <p className="text-3xl font-bold text-slate-900">{rupees(test.priceInr)}</p>
          <p className="mt-1 text-slate-800">
            {t('catalogue.fact.collection')}: {labWords.collection(test.homeCollection)}
          </p>
          <p className="text-slate-800">
            {t('catalogue.fact.report')}: {labWords.report(test.turnaroundHours)}
          </p>
          <AddToBooking
            item={`test:${test.slug}`}
            name={test.name}
            label={t('catalogue.page.book')}
            className="mt-4"
          />
        </aside>
      </div>

      <Measures analytes={test.analytes} source={test.source} />
      <Related clinics={test.clinics} symptoms={test.symptoms} />
      {test.packages.length > 0 ? (
        <section aria-labelledby="packages-heading" className="mt-8">
          <h2 id="packages-heading" className="text-xl font-bold text-slate-900">
            {t('catalogue.page.packages')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {test.packages.map((pkg) => (
              <li key={pkg.slug}>
                <Link to={`/lab-tests/packages/${pkg.slug}`}>{pkg.name}</Link> ·{' '}
                {rupees(pkg.priceInr)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

type TestView = Route.ComponentProps['loaderData']['test']

/** Technical terms kept in English on a Hindi page (analyte names, units, source titles). */
function English({ children }: { children: React.ReactNode }) {
  return (
    <span lang="en" translate="no">
      {children}
    </span>
  )
}

function Measures({ analytes, source }: Pick<TestView, 'analytes' | 'source'>) {
  const t = useT('lab')
  const english = useLocale() === 'en' ? undefined : 'en'
  return (
    <section aria-labelledby="measures-heading" className="mt-8">
      <h2 id="measures-heading" className="text-xl font-bold text-slate-900">
        {t('catalogue.page.measures')}
      </h2>
      {/* Name and unit above their normal values: it reads the same on a phone and a desktop. */}
      <dl className="mt-3 max-w-4xl divide-y divide-slate-200 border-y border-slate-200 text-slate-800">
        {analytes.map((analyte) => (
          <div
            key={analyte.code}
            data-analyte={analyte.code}
            className="grid gap-x-6 gap-y-1 py-2 sm:grid-cols-[minmax(0,18rem)_1fr]"
          >
            <dt className="font-semibold">
              <English>{analyte.name}</English>
              {analyte.unit ? (
                <span className="font-normal text-slate-700">
                  {' '}
                  (<English>{analyte.unit}</English>)
                </span>
              ) : null}
            </dt>
            <dd>
              {analyte.result ? <p>{analyte.result}</p> : null}
              {analyte.ranges.map((range) => (
                <p key={range}>{range}</p>
              ))}
              {analyte.bands.map((band) => (
                <p key={band} className="text-slate-700">
                  {band}
                </p>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 max-w-prose text-sm text-slate-700">{t('catalogue.page.rangesNote')}</p>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        <Message
          ns="lab"
          k="catalogue.page.source"
          components={[
            <a key="source" href={source.url} rel="noopener noreferrer" lang={english}>
              {source.name}
            </a>,
          ]}
        />
        {source.note ? (
          <>
            {' '}
            <span lang={english}>{source.note}</span>
          </>
        ) : null}
      </p>
    </section>
  )
}
