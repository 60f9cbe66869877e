import { useLocation } from 'react-router'
import type { Route } from './+types/catalogue'
import {
  AddToCart,
  AsPrinted,
  OtherName,
  ScheduleBadge,
} from '#app/components/pharmacy/medicine-parts.tsx'
import { MEDICINES } from '#app/content/medicines.ts'
import { SITE } from '#app/content/site.ts'
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_FORMS,
  isFiltered,
  parseMedicineFilters,
} from '#app/domain/pharmacy/catalogue.ts'
import { medicineListView } from '#app/domain/pharmacy/catalogue-view.server.ts'
import { QUERY_MAX_LENGTH } from '#app/domain/search/search-entries.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

// A shared page (cached for visitors without cookies): it never reads the cart or the session.

export const meta: Route.MetaFunction = ({ data }) =>
  // Searches and filters are views of the one catalogue: one address for search engines.
  pageMeta(data, ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []))

export const handle: I18nHandle = { i18n: ['medicines'] }

export const policy: RoutePolicy = sharedPage

export function loader({ request }: Route.LoaderArgs) {
  const filters = parseMedicineFilters(new URL(request.url).searchParams)
  const locale = requestLocale(request)
  const t = getT(locale, 'medicines')
  return {
    filters,
    filtered: isFiltered(filters),
    ...medicineListView(filters, locale),
    categories: CATALOGUE_CATEGORIES,
    forms: CATALOGUE_FORMS,
    canonical: `${appUrl()}${localizePath('/medicines', locale)}`,
    meta: {
      title: t('catalogue.meta.title', { site: SITE.name }),
      description: t('catalogue.meta.description', { count: MEDICINES.length }),
    },
  }
}

export default function MedicineCatalogue({ loaderData }: Route.ComponentProps) {
  const { filters, filtered, medicines, categories, forms, count, pages } = loaderData
  const t = useT('medicines')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('catalogue.title')}</h1>
          <p className="mt-2 max-w-prose text-slate-700">{t('catalogue.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/medicines/order" className="btn-primary">
            {t('catalogue.upload')}
          </Link>
          <Link to="/medicines/cart" className="btn-secondary">
            {t('catalogue.viewCart')}
          </Link>
        </div>
      </div>

      {/* The ways to order come first; once a visitor searches, the results do. */}
      {filtered ? null : <HowToOrder />}

      <Form
        // A new answer (say, after "Clear") shows its own choices in the fields.
        key={JSON.stringify(filters)}
        method="get"
        action="/medicines"
        role="search"
        aria-label={t('catalogue.filter.label')}
        className="card mt-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2 lg:col-span-4">
          <label htmlFor="medicine-q" className="block font-semibold text-slate-800">
            {t('catalogue.filter.search')}
          </label>
          <input
            id="medicine-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={QUERY_MAX_LENGTH}
            aria-describedby="medicine-q-hint"
            className="field-input"
          />
          <p id="medicine-q-hint" className="mt-1 text-sm text-slate-700">
            {t('catalogue.filter.searchHint')}
          </p>
        </div>
        <FilterSelect
          name="category"
          label={t('catalogue.filter.category')}
          anyLabel={t('catalogue.filter.categoryAny')}
          value={filters.category}
          options={categories.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        />
        <FilterSelect
          name="form"
          label={t('catalogue.filter.form')}
          anyLabel={t('catalogue.filter.formAny')}
          value={filters.form}
          options={forms.map((f) => ({ value: f, label: t(`form.${f}`) }))}
        />
        <FilterSelect
          name="prescription"
          label={t('catalogue.filter.prescription')}
          anyLabel={t('catalogue.filter.prescriptionAny')}
          value={filters.prescription}
          options={[
            { value: 'otc', label: t('catalogue.filter.prescriptionOtc') },
            { value: 'rx', label: t('catalogue.filter.prescriptionRx') },
          ]}
        />
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className="btn-primary">
            {t('catalogue.filter.apply')}
          </button>
          {filtered ? (
            <Link to="/medicines" className="min-h-11 content-center">
              {t('catalogue.filter.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 font-semibold text-slate-800" role="status">
        {count === 0 ? (
          <Message
            ns="medicines"
            k="catalogue.status.none"
            components={[<Link key="all" to="/medicines" />]}
          />
        ) : (
          <>
            {t('catalogue.status.count', { count })}
            {pages > 1
              ? ` · ${t('catalogue.pages.showing', { from: loaderData.from, to: loaderData.to })}`
              : null}
          </>
        )}
      </p>

      {medicines.length > 0 ? (
        <section aria-labelledby="medicines-heading" className="mt-4">
          <h2 id="medicines-heading" className="sr-only">
            {t('catalogue.list.title')}
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2">
            {medicines.map((medicine) => (
              <li key={medicine.slug} className="card flex flex-col p-3 sm:p-4">
                <MedicineCard medicine={medicine} redirectTo={here} />
              </li>
            ))}
          </ul>
          <Pager filters={filters} page={loaderData.page} pages={pages} />
        </section>
      ) : null}
      {filtered ? <HowToOrder /> : null}
    </div>
  )
}

/** Previous and next pages of the results, as plain links that keep the search and filters. */
function Pager({
  filters,
  page,
  pages,
}: {
  filters: Route.ComponentProps['loaderData']['filters']
  page: number
  pages: number
}) {
  const t = useT('medicines')
  if (pages <= 1) return null
  const href = (to: number) => {
    const query = new URLSearchParams()
    for (const name of ['q', 'category', 'form', 'prescription'] as const) {
      const value = filters[name]
      if (value) query.set(name, value)
    }
    if (to > 1) query.set('page', String(to))
    const search = query.toString()
    return search ? `/medicines?${search}` : '/medicines'
  }
  return (
    <nav aria-label={t('catalogue.pages.label')} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary" rel="prev">
          {t('catalogue.pages.previous')}
        </Link>
      ) : null}
      <span className="text-slate-700">{t('catalogue.pages.of', { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn-secondary" rel="next">
          {t('catalogue.pages.next')}
        </Link>
      ) : null}
    </nav>
  )
}

function HowToOrder() {
  const t = useT('medicines')
  return (
    <section
      aria-labelledby="how-heading"
      className="mt-8 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-4 text-slate-900"
    >
      <h2 id="how-heading" className="text-xl font-bold">
        {t('catalogue.how.title')}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        <li>
          <Link to="/medicines/order" className="font-semibold">
            {t('catalogue.how.upload')}
          </Link>
        </li>
        <li>{t('catalogue.how.ePrescription')}</li>
        <li>{t('catalogue.how.cart')}</li>
      </ol>
      <p className="mt-2 max-w-prose">{t('catalogue.how.rules')}</p>
    </section>
  )
}

type Listed = Route.ComponentProps['loaderData']['medicines'][number]

function MedicineCard({ medicine, redirectTo }: { medicine: Listed; redirectTo: string }) {
  const t = useT('medicines')
  const { rupees } = useNumberFormat()
  const name = `${medicine.name} ${medicine.strength}`
  return (
    <>
      <h3 className="text-lg font-bold">
        <Link to={`/medicines/${medicine.slug}`} className="text-brand-800">
          {medicine.name} <AsPrinted>{medicine.strength}</AsPrinted>
        </Link>
      </h3>
      <OtherName name={medicine.otherName} className="text-sm text-slate-700" />
      <p className="mt-1 text-slate-800">
        {t(`form.${medicine.form}`)} · {medicine.pack}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <Message
          ns="medicines"
          k="catalogue.brands"
          values={{ brands: medicine.brands.join(', ') }}
          components={[<AsPrinted key="brands" />]}
        />
      </p>
      <p className="mt-2">
        <ScheduleBadge schedule={medicine.schedule} />
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
        <p>
          <span className="text-sm text-slate-700">{t('catalogue.mrp')} </span>
          <span className="text-xl font-bold text-slate-900">{rupees(medicine.mrpInr)}</span>
        </p>
        {medicine.counterOnly ? (
          <p className="font-semibold text-red-900">{t('catalogue.counterOnly')}</p>
        ) : (
          <AddToCart slug={medicine.slug} name={name} redirectTo={redirectTo} />
        )}
      </div>
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
  const id = `medicine-${name}`
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
