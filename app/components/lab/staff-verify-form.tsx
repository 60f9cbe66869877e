import { FieldError, type OrderReply, RefusalAlert } from '#app/components/orders/step-parts.tsx'
import type { LabOrderView } from '#app/domain/lab/staff-order-view.ts'
import { MAX_CRITICAL_NOTE, MAX_REMARKS } from '#app/domain/lab/status-flow.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/** A pathologist's check and signature, with the second look critical values need. */
export function VerifyForm({ data: d, reply }: { data: LabOrderView; reply: OrderReply | null }) {
  const t = useT('lab')
  if (!d.isPathologist) return null
  const critical = d.critical
  const ownCritical = critical.some((c) => c.byViewer)
  return (
    <section aria-labelledby="verify-title" className="card mt-6">
      <h2 id="verify-title" className="text-xl font-bold text-slate-900">
        {t('staff.verify.title')}
      </h2>
      <RefusalAlert message={reply?.error} />
      <Form method="post" className="mt-3 grid gap-3">
        {critical.length > 0 ? (
          <div className="rounded border-2 border-alert-700 p-3">
            <p className="font-bold text-alert-700">{t('staff.verify.criticalTitle')}</p>
            <ul className="mt-1 list-disc pl-5">
              {critical.map((c) => (
                <li key={c.name}>
                  {c.name}: <span className="font-mono">{c.value}</span> {c.unit} ({c.flag})
                </li>
              ))}
            </ul>
            {ownCritical ? (
              <p className="mt-2 font-semibold">{t('staff.verify.ownCritical')}</p>
            ) : null}
            <label className="mt-3 flex items-start gap-2">
              <input
                type="checkbox"
                name="criticalChecked"
                className="mt-1"
                defaultChecked={reply?.values.criticalChecked === 'on'}
                aria-invalid={reply?.fieldErrors.criticalChecked ? true : undefined}
                aria-describedby={
                  reply?.fieldErrors.criticalChecked ? 'critical-checked-error' : undefined
                }
              />
              <span>{t('staff.verify.criticalChecked')}</span>
            </label>
            <FieldError id="critical-checked-error" message={reply?.fieldErrors.criticalChecked} />
            <label htmlFor="critical-note" className="field-label mt-2">
              {t('staff.verify.criticalNote')}
            </label>
            <textarea
              id="critical-note"
              name="criticalNote"
              rows={2}
              maxLength={MAX_CRITICAL_NOTE}
              className="field-input"
              defaultValue={reply?.values.criticalNote ?? ''}
              aria-invalid={reply?.fieldErrors.criticalNote ? true : undefined}
              aria-describedby={reply?.fieldErrors.criticalNote ? 'critical-note-error' : undefined}
            />
            <FieldError id="critical-note-error" message={reply?.fieldErrors.criticalNote} />
          </div>
        ) : null}
        <div>
          <label htmlFor="remarks" className="field-label">
            {t('staff.verify.remarks')}
          </label>
          <textarea
            id="remarks"
            name="remarks"
            rows={3}
            maxLength={MAX_REMARKS}
            className="field-input"
            defaultValue={reply?.values.remarks ?? d.order.remarks}
          />
        </div>
        <div>
          <button type="submit" name="intent" value="verify" className="btn-primary">
            {t('staff.verify.submit')}
          </button>
        </div>
      </Form>
    </section>
  )
}
