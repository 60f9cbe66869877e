import { Name } from '#app/components/ui/name.tsx'
import type { LabOrderView } from '#app/domain/lab/staff-order-view.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

/** The patient and the order, as the laboratory's staff order page shows them. */
export function LabOrderDetails({ data: { order, items } }: { data: LabOrderView }) {
  const t = useT('lab')
  return (
    <section aria-labelledby="order-title" className="card">
      <h2 id="order-title" className="text-xl font-bold text-slate-900">
        {t('staff.order.patient')}
      </h2>
      <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2">
        <dt className="font-semibold">{t('staff.order.name')}</dt>
        <dd>
          <Name>{order.patientName}</Name>
        </dd>
        <dt className="font-semibold">{t('staff.order.ageSexLabel')}</dt>
        <dd>{order.ageSex}</dd>
        <dt className="font-semibold">{t('staff.order.phone')}</dt>
        <dd>
          <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
        </dd>
        {order.email ? (
          <>
            <dt className="font-semibold">{t('staff.order.email')}</dt>
            <dd className="break-all">{order.email}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('staff.order.tests')}</dt>
        <dd>
          <ul className="list-disc pl-5">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{t('staff.order.where')}</dt>
        <dd>
          {order.mode === 'home' ? (
            <>
              {t('staff.order.home', { day: order.day, window: order.window ?? '' })}
              <br />
              <span translate="no">{order.address}</span>, {order.pinCode}
              {order.area ? ` (${order.area})` : ''}
            </>
          ) : (
            t('staff.order.visit', { day: order.day })
          )}
        </dd>
        {order.referredBy ? (
          <>
            <dt className="font-semibold">{t('staff.order.referredBy')}</dt>
            <dd>
              <Name>{order.referredBy}</Name>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('staff.order.collector')}</dt>
        <dd>{order.collectorName ? <Name>{order.collectorName}</Name> : '—'}</dd>
        <dt className="font-semibold">{t('staff.order.sampleId')}</dt>
        <dd>
          {order.sampleId ? (
            <>
              <span className="font-mono" data-testid="sample-id">
                {order.sampleId}
              </span>{' '}
              · <Link to={`/staff/lab/${order.number}/label`}>{t('staff.order.printLabel')}</Link>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt className="font-semibold">{t('staff.order.total')}</dt>
        <dd>
          ₹{order.totalInr}
          {order.payment
            ? ` · ${t('staff.order.paid', { amount: order.payment.amount, method: order.payment.method, at: order.payment.at })}`
            : ` · ${t('staff.order.unpaid')}`}
        </dd>
        {order.cancelReason ? (
          <>
            <dt className="font-semibold">{t('staff.order.cancelReason')}</dt>
            <dd>{order.cancelReason}</dd>
          </>
        ) : null}
        {order.rejectReason ? (
          <>
            <dt className="font-semibold">{t('staff.order.rejectReason')}</dt>
            <dd>{order.rejectReason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
