import { formatRupees, Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import type { LabBookingPage } from './booking-page.ts'

/** The tests and packages in the cart, each removable, with the total and any fasting needed. */
export function LabCart({ page }: { page: LabBookingPage }) {
  const t = useT('lab')
  const locale = useLocale()
  const { items } = page
  return (
    <section aria-labelledby="cart-heading" className="mt-6">
      <h2 id="cart-heading" className="text-xl font-bold text-slate-900">
        {t('cart.title')}
      </h2>
      {page.advisedBy && items.length > 0 ? (
        <p className="mt-2 text-slate-700">
          <Message
            ns="lab"
            k="cart.advisedBy"
            values={{ doctor: page.advisedBy }}
            components={[<span key="doctor" translate="no" />]}
          />
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {t('cart.empty')}{' '}
          <Link to="/lab-tests" className="font-semibold">
            {t('cart.browse')}
          </Link>
        </p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
                <span className="min-w-0 flex-1">
                  <Link
                    to={
                      item.kind === 'test'
                        ? `/lab-tests/${item.slug}`
                        : `/lab-tests/packages/${item.slug}`
                    }
                    className="font-semibold"
                  >
                    {locale === 'hi' ? item.nameHi : item.name}
                  </Link>
                  {item.kind === 'package' ? (
                    <span className="ml-2 text-sm text-slate-600">{t('cart.package')}</span>
                  ) : null}
                </span>
                <span className="font-semibold tabular-nums">
                  {formatRupees(item.priceInr, locale)}
                </span>
                <Form method="post">
                  <input type="hidden" name="item" value={item.key} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="btn-link min-h-11 text-sm"
                    aria-label={t('cart.removeNamed', {
                      name: locale === 'hi' ? item.nameHi : item.name,
                    })}
                  >
                    {t('cart.remove')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
            <Link to="/lab-tests" className="font-semibold">
              {t('cart.addMore')}
            </Link>
            <span className="text-lg font-bold">
              {t('cart.total', { total: formatRupees(page.totalInr, locale) })}
            </span>
          </p>
          {page.fastingHours !== null ? (
            <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800">
              {t('book.fasting', { hours: page.fastingHours })}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
