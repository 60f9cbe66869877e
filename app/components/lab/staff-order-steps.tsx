import { FieldError, type OrderReply, StepButton } from '#app/components/orders/step-parts.tsx'
import { type LabOrderView, MAX_REASON, PAYMENT_METHODS } from '#app/domain/lab/staff-order-view.ts'
import { MAX_PAYMENT_REFERENCE, REJECT_REASONS } from '#app/domain/lab/status-flow.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'

/**
 * The laboratory's next steps on an order: the steps its status allows (status-flow.ts), the
 * report once verified, the payment while none is recorded, and the ways out.
 */
export function LabNextSteps({
  data: d,
  replyFor,
}: {
  data: LabOrderView
  replyFor: (intent: string) => OrderReply | null
}) {
  const t = useT('lab')
  const { order, next } = d
  const assign = replyFor('assign')
  const cancel = replyFor('cancel')
  const reject = replyFor('reject')
  return (
    <>
      {next.includes('collector_assigned') ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="from" value={order.status} />
          <div>
            <label htmlFor="collector" className="field-label">
              {order.collectorName
                ? t('staff.action.changeCollector')
                : t('staff.action.collector')}
            </label>
            <select
              id="collector"
              name="collector"
              className="field-input"
              defaultValue={assign?.values.collector ?? order.collectorUserId ?? ''}
              aria-invalid={assign?.fieldErrors.collector ? true : undefined}
              aria-describedby={assign?.fieldErrors.collector ? 'collector-error' : undefined}
            >
              <option value="">{t('staff.action.chooseCollector')}</option>
              {d.collectors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="assign" className="btn-primary">
            {t('staff.action.assign')}
          </button>
          <FieldError id="collector-error" message={assign?.fieldErrors.collector} />
        </Form>
      ) : null}
      {next.includes('collected') ? (
        <StepButton intent="collected" label={t('staff.action.collected')} />
      ) : null}
      {order.status === 'collected' && order.sampleId ? (
        <p className="mt-3">
          <Link className="btn-secondary" to={`/staff/lab/${order.number}/label`}>
            {t('staff.order.printLabel')}
          </Link>
        </p>
      ) : null}
      {next.includes('received') ? (
        <StepButton intent="received" label={t('staff.action.received')} />
      ) : null}
      {next.includes('results_entered') ? (
        <>
          <p className="mt-3 text-slate-700">{t('staff.action.completeHint')}</p>
          <StepButton intent="complete" label={t('staff.action.complete')} />
        </>
      ) : null}
      {order.status === 'results_entered' ? (
        <p className="mt-3 text-slate-700">
          {d.isPathologist ? t('staff.action.verifyBelow') : t('staff.action.waitingPathologist')}
        </p>
      ) : null}
      {next.includes('released') ? (
        <StepButton intent="release" label={t('staff.action.release')} />
      ) : null}
      {d.reportReady ? (
        <p className="mt-3 flex flex-wrap gap-2">
          <Link className="btn-secondary" to={`/staff/lab/${order.number}/report`}>
            {t('staff.action.readReport')}
          </Link>
          <Link
            className="btn-secondary"
            to={`/staff/lab/${order.number}/report.pdf`}
            reloadDocument
          >
            {t('staff.action.reportPdf')}
          </Link>
        </p>
      ) : null}
      {order.payment === null && order.status !== 'cancelled' ? (
        <PaymentForm total={order.totalInr} reply={replyFor('payment')} />
      ) : null}
      {next.includes('cancelled') ? (
        <details className="mt-4" open={Boolean(cancel)}>
          <summary className="cursor-pointer font-semibold">
            {t('staff.action.cancelOrder')}
          </summary>
          <Form method="post" className="mt-2">
            <label htmlFor="cancel-reason" className="field-label">
              {t('staff.action.cancelReason')}
            </label>
            <textarea
              id="cancel-reason"
              name="reason"
              rows={2}
              maxLength={MAX_REASON}
              required
              className="field-input"
              defaultValue={cancel?.values.reason ?? ''}
              aria-invalid={cancel?.fieldErrors.reason ? true : undefined}
              aria-describedby={cancel?.fieldErrors.reason ? 'cancel-reason-error' : undefined}
            />
            <FieldError id="cancel-reason-error" message={cancel?.fieldErrors.reason} />
            <button type="submit" name="intent" value="cancel" className="btn-secondary mt-2">
              {t('staff.action.cancel')}
            </button>
          </Form>
        </details>
      ) : null}
      {next.includes('rejected') ? (
        <details className="mt-4" open={Boolean(reject)}>
          <summary className="cursor-pointer font-semibold">
            {t('staff.action.rejectSample')}
          </summary>
          <Form method="post" className="mt-2">
            <label htmlFor="reject-reason" className="field-label">
              {t('staff.action.rejectReason')}
            </label>
            <select
              id="reject-reason"
              name="reason"
              className="field-input"
              defaultValue={reject?.values.reason ?? ''}
              aria-invalid={reject?.fieldErrors.reason ? true : undefined}
              aria-describedby={reject?.fieldErrors.reason ? 'reject-reason-error' : undefined}
            >
              <option value="">{t('staff.action.chooseReason')}</option>
              {REJECT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`staff.reject.${reason}`)}
                </option>
              ))}
            </select>
            <FieldError id="reject-reason-error" message={reject?.fieldErrors.reason} />
            <label htmlFor="reject-note" className="field-label mt-2">
              {t('staff.action.rejectNote')}
            </label>
            <textarea
              id="reject-note"
              name="note"
              rows={2}
              maxLength={MAX_REASON}
              className="field-input"
              defaultValue={reject?.values.note ?? ''}
            />
            <button type="submit" name="intent" value="reject" className="btn-secondary mt-2">
              {t('staff.action.reject')}
            </button>
          </Form>
        </details>
      ) : null}
    </>
  )
}

function PaymentForm({ total, reply }: { total: number; reply: OrderReply | null }) {
  const t = useT('lab')
  return (
    <details className="mt-4" open={Boolean(reply)}>
      <summary className="cursor-pointer font-semibold">{t('staff.payment.title')}</summary>
      <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-3">
        <fieldset className="sm:col-span-3">
          <legend className="field-label">{t('staff.payment.method')}</legend>
          <div className="flex gap-4">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="method"
                  value={method}
                  defaultChecked={(reply?.values.method ?? 'cash') === method}
                />
                {t(`staff.payment.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="amount" className="field-label">
            {t('staff.payment.amount')}
          </label>
          <input
            id="amount"
            name="amount"
            inputMode="numeric"
            className="field-input"
            defaultValue={reply?.values.amount ?? String(total)}
            aria-invalid={reply?.fieldErrors.amount ? true : undefined}
            aria-describedby={reply?.fieldErrors.amount ? 'amount-error' : undefined}
          />
          <FieldError id="amount-error" message={reply?.fieldErrors.amount} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="reference" className="field-label">
            {t('staff.payment.reference')}
          </label>
          <input
            id="reference"
            name="reference"
            maxLength={MAX_PAYMENT_REFERENCE}
            className="field-input"
            defaultValue={reply?.values.reference ?? ''}
          />
        </div>
        <div className="sm:col-span-3">
          <button type="submit" name="intent" value="payment" className="btn-secondary">
            {t('staff.payment.record')}
          </button>
        </div>
      </Form>
    </details>
  )
}
