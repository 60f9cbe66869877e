import { formatRupees, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import type { MedicineOrderPage } from './order-view.ts'

/** The medicines being ordered, with the e-prescription they came from and the total. */
export function OrderCart({ page }: { page: MedicineOrderPage }) {
  const t = useT('pharmacy')
  const locale = useLocale()
  const { lines } = page
  return (
    <section aria-labelledby="order-lines" className="mt-6">
      <h2 id="order-lines" className="text-xl font-bold text-slate-900">
        {t('order.cart.title')}
      </h2>
      {page.prescription ? (
        <p className="mt-2 rounded-md border border-brand-700 bg-brand-50 p-3 text-slate-800">
          {t('order.ePrescription', {
            number: page.prescription.number,
            doctor: page.prescription.doctorName,
          })}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {t('order.cart.empty')}{' '}
          <Link to="/medicines" className="font-semibold">
            {t('order.cart.browse')}
          </Link>
        </p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {lines.map((line) => (
              <li key={line.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
                <span className="min-w-0 flex-1">
                  <Link to={`/medicines/${line.slug}`} className="font-semibold">
                    {line.name}
                  </Link>
                  <span className="block text-sm text-slate-600">
                    {line.pack}
                    {line.prescriptionOnly ? (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 font-semibold text-amber-900">
                        {t('order.cart.rx')}
                      </span>
                    ) : null}
                  </span>
                </span>
                <span className="text-sm text-slate-700 tabular-nums">
                  {t('order.cart.line', {
                    packs: line.quantity,
                    price: formatRupees(line.unitPriceInr, locale),
                  })}
                </span>
                <span className="font-semibold tabular-nums">
                  {formatRupees(line.amountInr, locale)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
            <Link to="/medicines/cart" className="font-semibold">
              {t('order.cart.edit')}
            </Link>
            <span className="text-lg font-bold">
              {t('order.cart.total', { total: formatRupees(page.totalInr, locale) })}
            </span>
          </p>
        </>
      )}
    </section>
  )
}
