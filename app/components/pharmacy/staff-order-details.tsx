import { Name } from '#app/components/ui/name.tsx'
import type { PharmacyOrderView } from '#app/domain/pharmacy/staff-order-view.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'

/** The patient and the order, as the pharmacy's staff order page shows them. */
export function PharmacyOrderDetails({ data: d }: { data: PharmacyOrderView }) {
  const { order } = d
  const t = useT('pharmacyStaff')
  return (
    <section aria-labelledby="patient-title" className="card">
      <h2 id="patient-title" className="text-xl font-bold text-slate-900">
        {t('order.patient')}
      </h2>
      <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">{t('order.name')}</dt>
        <dd>
          <Name>{order.patientName}</Name>
        </dd>
        <dt className="font-semibold">{t('order.phone')}</dt>
        <dd>
          <a href={order.phoneHref} className="font-semibold">
            {order.phone}
          </a>
        </dd>
        {order.email ? (
          <>
            <dt className="font-semibold">{t('order.email')}</dt>
            <dd className="break-all">{order.email}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('order.language')}</dt>
        <dd lang={order.locale}>{order.language}</dd>
        <dt className="font-semibold">{t('order.how')}</dt>
        <dd>
          {order.mode === 'delivery' ? (
            <>
              {t('order.delivery')}
              <br />
              <span translate="no">{order.address}</span>
              {order.pinCode ? `, ${order.pinCode}` : ''}
            </>
          ) : (
            t('order.pickup')
          )}
        </dd>
        <dt className="font-semibold">{t('order.payment')}</dt>
        <dd>
          {t(`payment.${order.paymentMethod}`)}
          {order.payment
            ? ` · ${t('order.paid', { amount: order.payment.amount, method: t(`payment.${order.payment.method}`), at: order.payment.at })}`
            : ''}
        </dd>
        <dt className="font-semibold">{t('order.placed')}</dt>
        <dd>
          {order.placedAt} · {t(`source.${order.source}`)}
        </dd>
        <dt className="font-semibold">{t('order.total')}</dt>
        <dd className="font-semibold">
          {order.checked || d.lines.length > 0 ? `₹${order.totalInr}` : t('order.totalAfterCheck')}
        </dd>
        {order.note ? (
          <>
            <dt className="font-semibold">{t('order.note')}</dt>
            <dd className="whitespace-pre-line">{order.note}</dd>
          </>
        ) : null}
        {order.checked ? (
          <>
            <dt className="font-semibold">{t('order.checkedBy')}</dt>
            <dd>
              <Name>{order.checked.name}</Name>
              {' · '}
              <span translate="no">{order.checked.registration}</span>
              <br />
              <span className="text-sm text-slate-700">{order.checked.at}</span>
            </dd>
          </>
        ) : null}
        {order.rejectReason ? (
          <>
            <dt className="font-semibold">{t('order.rejectReason')}</dt>
            <dd>{t(`reject.${order.rejectReason}`)}</dd>
          </>
        ) : null}
        {order.pharmacistNote ? (
          <>
            <dt className="font-semibold">{t('order.pharmacistNote')}</dt>
            <dd className="whitespace-pre-line">{order.pharmacistNote}</dd>
          </>
        ) : null}
        {order.cancelReason ? (
          <>
            <dt className="font-semibold">{t('order.cancelReason')}</dt>
            <dd>{order.cancelReason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
