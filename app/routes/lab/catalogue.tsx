import type { Route } from './+types/catalogue'
import {
  AddToBooking,
  OtherName,
  PriceAndAdd,
  TestFacts,
} from '#app/components/lab/lab-test-parts.tsx'
import { LAB_TESTS } from '#app/content/lab-tests.ts'
import { SITE } from '#app/content/site.ts'
import {
  isFiltered,
  LAB_CATEGORIES,
  LAB_SAMPLES,
  parseCatalogueFilters,
} from '#app/domain/lab/catalogue.ts'
import { catalogueView } from '#app/domain/lab/catalogue-view.server.ts'
import { categoryRef, sampleRef } from '#app/domain/lab/labels.ts'
import { QUERY_MAX_LENGTH } from '#app/domain/search/search-entries.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useNumberFormat, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) =>
  // Searches and filters are views of the one catalogue: one address for search engines.
  pageMeta(data, ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []))

export const handle: I18nHandle = { i18n: ['lab'] }

export const policy: RoutePolicy = sharedPage

export function loader({ request }: Route.LoaderArgs) {
  const filters = parseCatalogueFilters(new URL(request.url).searchParams)
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  return {
    filters,
    filtered: isFiltered(filters),
    ...catalogueView(filters, locale),
    // Only the filters' choices that exist (a category with no test is never offered).
    categories: LAB_CATEGORIES,
    samples: LAB_SAMPLES,
    canonical: `${appUrl()}${localizePath('/lab-tests', locale)}`,
    meta: {
      title: t('catalogue.meta.title', { site: SITE.name }),
      description: t('catalogue.meta.description', { count: LAB_TESTS.length }),
    },
  }
}

export default function LabCatalogue({ loaderData }: Route.ComponentProps) {
  const { filters, filtered, packages, tests, categories, samples } = loaderData
  const t = useT('lab')
  const words = useTranslateRef()
  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('catalogue.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('catalogue.intro')}</p>

      <Form
        // A new answer (say, after "Clear") shows its own choices in the fields.
        key={JSON.stringify(filters)}
        method="get"
        action="/lab-tests"
        role="search"
        aria-label={t('catalogue.filter.label')}
        className="card mt-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="lab-q" className="block font-semibold text-slate-800">
            {t('catalogue.filter.search')}
          </label>
          <input
            id="lab-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={QUERY_MAX_LENGTH}
            aria-describedby="lab-q-hint"
            className="field-input"
          />
          <p id="lab-q-hint" className="mt-1 text-sm text-slate-700">
            {t('catalogue.filter.searchHint')}
          </p>
        </div>
        <FilterSelect
          name="category"
          label={t('catalogue.filter.category')}
          anyLabel={t('catalogue.filter.categoryAny')}
          value={filters.category}
          options={categories.map((c) => ({ value: c, label: words(categoryRef(c)) }))}
        />
        <FilterSelect
          name="sample"
          label={t('catalogue.filter.sample')}
          anyLabel={t('catalogue.filter.sampleAny')}
          value={filters.sample}
          options={samples.map((s) => ({ value: s, label: words(sampleRef(s)) }))}
        />
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            name="fasting"
            value="no"
            defaultChecked={filters.noFasting}
            className="size-5"
          />
          {t('catalogue.filter.noFasting')}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            name="home"
            value="1"
            defaultChecked={filters.homeCollection}
            className="size-5"
          />
          {t('catalogue.filter.home')}
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            {t('catalogue.filter.apply')}
          </button>
          {filtered ? <Link to="/lab-tests">{t('catalogue.filter.clear')}</Link> : null}
        </div>
      </Form>

      <p className="mt-6 font-semibold text-slate-800" role="status">
        {packages.length + tests.length === 0 ? (
          <Message ns="lab" k="catalogue.status.none" components={[<Link to="/lab-tests" />]} />
        ) : (
          [
            packages.length > 0 ? t('catalogue.status.packages', { count: packages.length }) : '',
            tests.length > 0 ? t('catalogue.status.tests', { count: tests.length }) : '',
          ]
            .filter(Boolean)
            .join(' · ')
        )}
      </p>

      {packages.length > 0 ? (
        <section aria-labelledby="packages-heading" className="mt-6">
          <h2 id="packages-heading" className="text-2xl font-bold text-slate-900">
            {t('catalogue.packages.title')}
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg) => (
              <li key={pkg.slug} className="card flex flex-col p-4">
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {tests.length > 0 ? (
        <section aria-labelledby="tests-heading" className="mt-8">
          <h2 id="tests-heading" className="text-2xl font-bold text-slate-900">
            {t('catalogue.tests.title')}
          </h2>
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {tests.map((test) => (
              <li key={test.slug} className="card flex flex-col p-3 sm:p-4">
                <h3 className="text-lg font-bold">
                  <Link to={`/lab-tests/${test.slug}`} className="text-brand-800">
                    {test.name}
                  </Link>
                </h3>
                <OtherName name={test.otherName} />
                <p className="mt-1 text-slate-800">{test.purpose}</p>
                <TestFacts item={test} inline />
                <PriceAndAdd priceInr={test.priceInr} item={`test:${test.slug}`} name={test.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

type Loaded = Route.ComponentProps['loaderData']

function PackageCard({ pkg }: { pkg: Loaded['packages'][number] }) {
  const t = useT('lab')
  const { rupees } = useNumberFormat()
  return (
    <>
      <h3 className="text-lg font-bold">
        <Link to={`/lab-tests/packages/${pkg.slug}`} className="text-brand-800">
          {pkg.name}
        </Link>
      </h3>
      <OtherName name={pkg.otherName} />
      <p className="mt-1 text-slate-800">{pkg.purpose}</p>
      <p className="mt-2 text-slate-800">
        {t('catalogue.packages.tests', { count: pkg.testCount })}
        {pkg.forSex ? <> · {t(`catalogue.forSex.${pkg.forSex}`)}</> : null}
      </p>
      <p className="mt-auto pt-3">
        <span className="text-2xl font-bold text-slate-900">{rupees(pkg.priceInr)}</span>{' '}
        <span className="text-slate-700">
          {t('catalogue.packages.separately', { amount: rupees(pkg.separatelyInr) })}
        </span>
      </p>
      {pkg.savingInr > 0 ? (
        <p className="font-semibold text-green-800">
          {t('catalogue.packages.saving', { amount: rupees(pkg.savingInr) })}
        </p>
      ) : null}
      <AddToBooking item={`package:${pkg.slug}`} name={pkg.name} />
    </>
  )
}

function FilterSelect({
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  name: string
  label: string
  anyLabel: string
  value: string | null
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  const id = `lab-${name}`
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="field-input">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
