import {
  FieldError,
  invalidField as invalid,
  type OrderReply,
  StepButton,
} from '#app/components/orders/step-parts.tsx'
import {
  MAX_NOTE,
  MEDICINE_PAYMENT_METHODS,
  type PharmacyOrderView,
  REJECT_REASONS,
} from '#app/domain/pharmacy/staff-order-view.ts'
import { type MedicineOrderStatus, PHARMACY_CANCELLABLE } from '#app/domain/pharmacy/staff-flow.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { FormAlert } from './staff-form-alert.tsx'

type CheckReply = OrderReply

/**
 * The pharmacy's next steps on an order: packing and sending it on by anyone of the pharmacy, the
 * hand-over with its payment, and — for a pharmacist — turning it down; calling it off after the
 * check.
 */
const STEP_HINT: Partial<Record<MedicineOrderStatus, 'next.awaitingPatient' | 'next.finished'>> = {
  awaiting_patient: 'next.awaitingPatient',
  delivered: 'next.finished',
  collected: 'next.finished',
  rejected: 'next.finished',
  cancelled: 'next.finished',
}

export function PharmacyNextSteps({
  data: d,
  replyFor,
}: {
  data: PharmacyOrderView
  replyFor: (...intents: string[]) => OrderReply | null
}) {
  const t = useT('pharmacyStaff')
  const { order } = d
  const hint = STEP_HINT[order.status]
  const canReject =
    d.isPharmacist && (order.status === 'submitted' || order.status === 'awaiting_patient')
  return (
    <>
      {order.status === 'submitted' ? (
        <p className="mt-2 text-slate-800">
          {d.isPharmacist ? t('next.checkBelow') : t('next.pharmacistOnly')}
        </p>
      ) : null}
      {hint ? <p className="mt-2 text-slate-800">{t(hint)}</p> : null}
      {order.status === 'out_for_delivery' || order.status === 'ready_for_pickup' ? (
        <p className="mt-2 text-slate-800">{t('next.handOver')}</p>
      ) : null}
      {order.status === 'confirmed' ? (
        <StepButton intent="packed" label={t('action.packed')} />
      ) : null}
      {order.status === 'packed' ? (
        order.mode === 'delivery' ? (
          <StepButton intent="out" label={t('action.out')} />
        ) : (
          <StepButton intent="ready" label={t('action.ready')} />
        )
      ) : null}
      {order.status === 'out_for_delivery' || order.status === 'ready_for_pickup' ? (
        <HandOverForm data={d} reply={replyFor('handover')} />
      ) : null}
      {canReject ? <RejectForm reply={replyFor('reject')} /> : null}
      {PHARMACY_CANCELLABLE.includes(order.status) ? (
        <CancelForm reply={replyFor('cancel')} seen={order.status} />
      ) : null}
    </>
  )
}

function HandOverForm({ data: d, reply }: { data: PharmacyOrderView; reply: CheckReply | null }) {
  const t = useT('pharmacyStaff')
  const { order } = d
  const method = reply?.values.method ?? order.paymentMethod
  return (
    <Form method="post" className="mt-3 grid gap-3">
      <FormAlert reply={reply} />
      <fieldset>
        <legend className="field-label">{t('handOver.method')}</legend>
        <div className="flex flex-wrap gap-4">
          {MEDICINE_PAYMENT_METHODS.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="method" value={m} defaultChecked={method === m} />
              {t(`payment.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="paid" className="field-label">
          {t('handOver.amount')}
        </label>
        <input
          id="paid"
          name="paidInr"
          inputMode="numeric"
          autoComplete="off"
          className="field-input w-32"
          defaultValue={reply?.values.paidInr ?? String(order.totalInr)}
          {...invalid(reply, 'paidInr', 'paid')}
        />
        <FieldError id="paid-error" message={reply?.fieldErrors.paidInr} />
      </div>
      <div>
        <label htmlFor="handover-note" className="field-label">
          {t('handOver.note')}
        </label>
        <textarea
          id="handover-note"
          name="note"
          rows={2}
          maxLength={MAX_NOTE}
          className="field-input"
          defaultValue={reply?.values.note ?? ''}
          {...invalid(reply, 'note', 'handover-note')}
        />
        <FieldError id="handover-note-error" message={reply?.fieldErrors.note} />
      </div>
      <div>
        <button type="submit" name="intent" value="handover" className="btn-primary">
          {order.mode === 'delivery' ? t('action.delivered') : t('action.collected')}
        </button>
      </div>
    </Form>
  )
}

function RejectForm({ reply }: { reply: CheckReply | null }) {
  const t = useT('pharmacyStaff')
  return (
    <details className="mt-4" open={Boolean(reply)}>
      <summary className="cursor-pointer font-semibold">{t('reject.title')}</summary>
      <Form method="post" className="mt-2 grid gap-2">
        <FormAlert reply={reply} />
        <div>
          <label htmlFor="reject-reason" className="field-label">
            {t('reject.reason')}
          </label>
          <select
            id="reject-reason"
            name="reason"
            className="field-input"
            defaultValue={reply?.values.reason ?? ''}
            {...invalid(reply, 'reason', 'reject-reason')}
          >
            <option value="">{t('reject.choose')}</option>
            {REJECT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reject.${reason}`)}
              </option>
            ))}
          </select>
          <FieldError id="reject-reason-error" message={reply?.fieldErrors.reason} />
        </div>
        <div>
          <label htmlFor="reject-note" className="field-label">
            {t('reject.note')}
          </label>
          <textarea
            id="reject-note"
            name="rejectNote"
            rows={2}
            maxLength={MAX_NOTE}
            className="field-input"
            defaultValue={reply?.values.rejectNote ?? ''}
            {...invalid(reply, 'rejectNote', 'reject-note')}
          />
          <FieldError id="reject-note-error" message={reply?.fieldErrors.rejectNote} />
        </div>
        <div>
          <button type="submit" name="intent" value="reject" className="btn-secondary">
            {t('reject.submit')}
          </button>
        </div>
      </Form>
    </details>
  )
}

function CancelForm({ reply, seen }: { reply: CheckReply | null; seen: string }) {
  const t = useT('pharmacyStaff')
  return (
    <details className="mt-4" open={Boolean(reply)}>
      <summary className="cursor-pointer font-semibold">{t('cancel.title')}</summary>
      <Form method="post" className="mt-2 grid gap-2">
        {/* The status this page showed: a colleague's step since then stops the cancel. */}
        <input type="hidden" name="seen" value={seen} />
        <FormAlert reply={reply} />
        <div>
          <label htmlFor="cancel-reason" className="field-label">
            {t('cancel.reason')}
          </label>
          <p id="cancel-reason-hint" className="text-sm text-slate-700">
            {t('cancel.hint')}
          </p>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={2}
            maxLength={MAX_NOTE}
            className="field-input"
            defaultValue={reply?.values.reason ?? ''}
            aria-invalid={reply?.fieldErrors.reason ? true : undefined}
            aria-describedby={
              reply?.fieldErrors.reason
                ? 'cancel-reason-hint cancel-reason-error'
                : 'cancel-reason-hint'
            }
          />
          <FieldError id="cancel-reason-error" message={reply?.fieldErrors.reason} />
        </div>
        <div>
          <button type="submit" name="intent" value="cancel" className="btn-secondary">
            {t('cancel.submit')}
          </button>
        </div>
      </Form>
    </details>
  )
}
