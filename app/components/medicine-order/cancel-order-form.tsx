import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { OrderFormReply } from './order-view.ts'

/** Cancelling the order until it is packed, with an optional reason. */
export function CancelOrderForm({ actionData }: { actionData: OrderFormReply }) {
  const t = useT('pharmacy')
  return (
    <section aria-labelledby="cancel-title" className="mt-8">
      <details className="rounded-md border border-slate-300 p-3">
        <summary id="cancel-title" className="cursor-pointer font-semibold">
          {t('cancel.title')}
        </summary>
        <Form method="post" className="mt-3 space-y-3">
          {actionData?.intent === 'cancel' && actionData.formError ? (
            <FormErrors errors={[actionData.formError]} />
          ) : null}
          <div>
            <label htmlFor="cancel-reason" className="field-label">
              {t('cancel.reason')}
            </label>
            <textarea
              id="cancel-reason"
              name="reason"
              rows={2}
              maxLength={500}
              aria-describedby="cancel-reason-error"
              className="field-input"
            />
            <FieldErrors
              id="cancel-reason-error"
              errors={
                actionData?.intent === 'cancel' && actionData.fieldErrors.reason
                  ? [actionData.fieldErrors.reason]
                  : undefined
              }
            />
          </div>
          <button type="submit" name="intent" value="cancel" className="btn-secondary">
            {t('cancel.button')}
          </button>
        </Form>
      </details>
    </section>
  )
}
