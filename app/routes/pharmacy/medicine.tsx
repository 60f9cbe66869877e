import { data } from 'react-router'
import type { Route } from './+types/medicine'
import { JsonLd } from '#app/components/json-ld.tsx'
import {
  AddToCart,
  AsPrinted,
  OtherName,
  ScheduleBadge,
} from '#app/components/pharmacy/medicine-parts.tsx'
import { SITE } from '#app/content/site.ts'
import { MAX_QUANTITY } from '#app/db/schema/pharmacy-values.ts'
import { drugJsonLd, medicineView } from '#app/domain/pharmacy/catalogue-view.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useLocale, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { pageMetaOr404 } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

// A shared page (cached for visitors without cookies): it never reads the cart or the session.

export const meta: Route.MetaFunction = ({ data, error }) => pageMetaOr404(data, error)

export const handle: I18nHandle = { i18n: ['medicines'] }

export const policy: RoutePolicy = sharedPage

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'medicines')
  const medicine = medicineView(params.slug, locale)
  if (!medicine) throw data({ title: t('page.notFound', { site: SITE.name }) }, { status: 404 })
  return {
    medicine,
    meta: {
      title: t('page.metaTitle', {
        name: medicine.name,
        strength: medicine.strength,
        site: SITE.name,
      }),
      description: medicine.uses,
    },
    structuredData: drugJsonLd(
      `${appUrl()}${localizePath(`/medicines/${medicine.slug}`, locale)}`,
      medicine,
    ),
  }
}

export default function MedicinePage({ loaderData }: Route.ComponentProps) {
  const { medicine, structuredData } = loaderData
  const t = useT('medicines')
  const { rupees } = useNumberFormat()
  const english = useLocale() === 'en' ? undefined : 'en'
  const name = `${medicine.name} ${medicine.strength}`
  return (
    <div className="container-page py-8 sm:py-10">
      <JsonLd data={structuredData} />
      <nav aria-label={t('page.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <Link to="/medicines">{t('page.all')}</Link> <span aria-hidden="true">/</span>
          </li>
          <li>
            <Link to={`/medicines?category=${medicine.category}`}>
              {t(`category.${medicine.category}`)}
            </Link>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">
            {medicine.name} <AsPrinted>{medicine.strength}</AsPrinted>
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        {medicine.name} <AsPrinted>{medicine.strength}</AsPrinted>
      </h1>
      <OtherName name={medicine.otherName} className="text-lg text-slate-700" />
      <p className="mt-3">
        <ScheduleBadge schedule={medicine.schedule} />
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="uses-heading">
            <h2 id="uses-heading" className="text-xl font-bold text-slate-900">
              {t('page.uses')}
            </h2>
            <p className="mt-2 max-w-prose text-lg text-slate-800">{medicine.uses}</p>
            <p className="mt-3 max-w-prose rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900">
              {t('page.advice')}
            </p>
          </section>

          <section aria-labelledby="prescription-heading">
            <h2 id="prescription-heading" className="text-xl font-bold text-slate-900">
              {t('page.prescription')}
            </h2>
            <p className="mt-2 max-w-prose text-slate-800">{t(`schedule.${medicine.schedule}`)}</p>
          </section>

          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-slate-900">
              {t('page.about')}
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-3 text-slate-800 sm:grid-cols-2">
              <Fact term={t('page.fact.composition')}>
                <AsPrinted>{medicine.composition}</AsPrinted>
              </Fact>
              <Fact term={t('page.fact.strength')}>
                <AsPrinted>{medicine.strength}</AsPrinted>
              </Fact>
              <Fact term={t('page.fact.form')}>{t(`form.${medicine.form}`)}</Fact>
              <Fact term={t('page.fact.pack')}>{medicine.pack}</Fact>
              <Fact term={t('page.fact.category')}>{t(`category.${medicine.category}`)}</Fact>
            </dl>
          </section>

          <section aria-labelledby="brands-heading">
            <h2 id="brands-heading" className="text-xl font-bold text-slate-900">
              {t('page.brands')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {medicine.brands.map((brand) => (
                <li
                  key={brand}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-900"
                >
                  <AsPrinted>{brand}</AsPrinted>
                </li>
              ))}
            </ul>
            <p className="mt-2 max-w-prose text-sm text-slate-700">{t('page.brandsNote')}</p>
          </section>
        </div>

        <aside className="card order-first h-fit p-4 lg:order-none" aria-label={t('page.price')}>
          <p className="text-sm text-slate-700">{t('page.price')}</p>
          <p className="text-3xl font-bold text-slate-900">{rupees(medicine.mrpInr)}</p>
          <p className="mt-1 text-slate-800">{medicine.pack}</p>
          {medicine.counterOnly ? (
            <p className="mt-4 font-semibold text-red-900">{t('page.counter')}</p>
          ) : (
            <AddToCart
              slug={medicine.slug}
              name={name}
              maxQuantity={MAX_QUANTITY}
              label={t('page.add')}
              className="mt-4"
            />
          )}
          {medicine.prescription ? (
            <p className="mt-4">
              <Link to="/medicines/order" className="font-semibold">
                {t('page.upload')}
              </Link>
            </p>
          ) : null}
        </aside>
      </div>

      {medicine.sameComposition.length > 0 ? (
        <section aria-labelledby="same-heading" className="mt-8">
          <h2 id="same-heading" className="text-xl font-bold text-slate-900">
            {t('page.same')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {medicine.sameComposition.map((other) => (
              <li key={other.slug}>
                <Link to={`/medicines/${other.slug}`}>
                  {other.name} <AsPrinted>{other.strength}</AsPrinted> · {t(`form.${other.form}`)}
                </Link>{' '}
                · {rupees(other.mrpInr)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="mt-8 max-w-prose text-sm text-slate-700">
        <Message
          ns="medicines"
          k="page.source"
          components={[
            <a key="source" href={medicine.source.url} rel="noopener noreferrer" lang={english}>
              {medicine.source.name}
            </a>,
          ]}
        />
      </p>
    </div>
  )
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}
