import { data } from 'react-router'
import type { Route } from './+types/package'
import {
  AddToBooking,
  OtherName,
  Preparation,
  Related,
  TestFacts,
  useLabWords,
} from '#app/components/lab/lab-test-parts.tsx'
import { SITE } from '#app/content/site.ts'
import { labPackageView } from '#app/domain/lab/catalogue-view.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { pageMetaOr404 } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data, error }) => pageMetaOr404(data, error)

export const handle: I18nHandle = { i18n: ['lab'] }

export const policy: RoutePolicy = sharedPage

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const pkg = labPackageView(params.slug, locale)
  if (!pkg)
    throw data({ title: t('catalogue.package.notFound', { site: SITE.name }) }, { status: 404 })
  return {
    pkg,
    meta: {
      title: t('catalogue.package.metaTitle', { name: pkg.name, site: SITE.name }),
      description: pkg.purpose,
    },
  }
}

export default function LabPackagePage({ loaderData }: Route.ComponentProps) {
  const { pkg } = loaderData
  const t = useT('lab')
  const { rupees } = useNumberFormat()
  const labWords = useLabWords()
  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label={t('catalogue.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <Link to="/lab-tests">{t('catalogue.page.all')}</Link> <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">{pkg.name}</li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{pkg.name}</h1>
      <OtherName name={pkg.otherName} className="text-lg text-slate-700" />
      <p className="mt-3 max-w-prose text-lg text-slate-800">{pkg.purpose}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <Preparation fasting={pkg.fasting} texts={pkg.preparations} />
          <section aria-labelledby="tests-heading">
            <h2 id="tests-heading" className="text-xl font-bold text-slate-900">
              {t('catalogue.package.tests')}
            </h2>
            <ul className="mt-3 grid gap-3">
              {pkg.tests.map((test) => (
                <li key={test.slug} className="border-b border-slate-200 pb-3">
                  <h3 className="text-lg font-bold">
                    <Link to={`/lab-tests/${test.slug}`} className="text-brand-800">
                      {test.name}
                    </Link>
                  </h3>
                  <p className="text-slate-800">{test.purpose}</p>
                  <TestFacts item={test} inline />
                  <p className="mt-1 font-semibold text-slate-900">{rupees(test.priceInr)}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside
          className="card order-first h-fit p-4 lg:order-none"
          aria-label={t('catalogue.package.book')}
        >
          <p className="text-3xl font-bold text-slate-900">{rupees(pkg.priceInr)}</p>
          <p className="text-slate-700">
            {t('catalogue.packages.separately', { amount: rupees(pkg.separatelyInr) })}
          </p>
          {pkg.savingInr > 0 ? (
            <p className="font-semibold text-green-800">
              {t('catalogue.packages.saving', { amount: rupees(pkg.savingInr) })}
            </p>
          ) : null}
          <p className="mt-2 text-slate-800">
            {t('catalogue.packages.tests', { count: pkg.testCount })}
            {pkg.forSex ? <> · {labWords.forSex(pkg.forSex)}</> : null}
          </p>
          <p className="text-slate-800">
            {t('catalogue.fact.collection')}: {labWords.collection(pkg.homeCollection)}
          </p>
          <AddToBooking
            item={`package:${pkg.slug}`}
            name={pkg.name}
            label={t('catalogue.package.book')}
            className="mt-4"
          />
        </aside>
      </div>

      <Related clinics={pkg.clinics} symptoms={pkg.symptoms} />
    </div>
  )
}
