import { formatRupees, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import type { OrderLineView } from './order-view.ts'

/** The pharmacist's list with its prices and total; a refused substitute is struck through. */
export function OrderLines({ lines, totalInr }: { lines: OrderLineView[]; totalInr: number }) {
  const t = useT('pharmacy')
  const locale = useLocale()
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-3">
              {t('lines.medicine')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('lines.packs')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('lines.price')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('lines.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.id}
              className={`border-b border-slate-200 align-top ${line.response === 'refused' ? 'text-slate-500 line-through' : ''}`}
            >
              <td className="py-2 pr-3">
                <span className="font-semibold">{line.name}</span>
                <span className="block text-sm">
                  {line.brand ? <span translate="no">{line.brand}</span> : t('lines.generic')}
                </span>
                {line.substituteFor ? (
                  <span className="block text-sm text-amber-900">
                    {t('lines.substituteFor', { name: line.substituteFor })}
                    {line.response
                      ? ` — ${t(line.response === 'accepted' ? 'lines.accepted' : 'lines.refused')}`
                      : ''}
                  </span>
                ) : null}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatRupees(line.unitPriceInr, locale)}
              </td>
              <td className="py-2 text-right tabular-nums">
                {formatRupees(line.amountInr, locale)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right">
              {t('lines.total')}
            </th>
            <td className="py-2 text-right font-bold tabular-nums">
              {formatRupees(totalInr, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
