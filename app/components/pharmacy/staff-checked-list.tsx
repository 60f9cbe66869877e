import type { PharmacyOrderView } from '#app/domain/pharmacy/staff-order-view.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'

export function CheckedList({ data: d }: { data: PharmacyOrderView }) {
  const t = useT('pharmacyStaff')
  return (
    <section aria-labelledby="list-title" className="card mt-6">
      <h2 id="list-title" className="text-xl font-bold text-slate-900">
        {t('list.title')}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="p-2">
                {t('list.medicine')}
              </th>
              <th scope="col" className="p-2">
                {t('list.packs')}
              </th>
              <th scope="col" className="p-2">
                {t('list.price')}
              </th>
              <th scope="col" className="p-2">
                {t('list.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-200 align-top">
                <td className="p-2">
                  <span className="font-semibold">{line.name}</span>
                  {line.brand ? (
                    <span translate="no"> · {line.brand}</span>
                  ) : (
                    <span> · {t('check.generic')}</span>
                  )}
                  {line.substituteFor ? (
                    <span className="block text-slate-700">
                      {t('list.substituteFor', { asked: line.substituteFor })}
                      {line.response ? ` · ${t(`list.response.${line.response}`)}` : ''}
                    </span>
                  ) : null}
                </td>
                <td className="p-2">{line.quantity}</td>
                <td className="p-2 whitespace-nowrap">
                  ₹{line.unitPrice}
                  {line.unitPrice < line.mrp ? (
                    <span className="text-slate-700"> ({t('list.mrp', { mrp: line.mrp })})</span>
                  ) : null}
                </td>
                <td className="p-2 whitespace-nowrap">₹{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="p-2 text-right">
                {t('list.total')}
              </th>
              <td className="p-2 font-bold whitespace-nowrap">₹{d.order.totalInr}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}
