import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { CancelPrescriptionSchema } from '#app/domain/prescriptions/prescription-schema.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'

/** The cancellation reason's rules as the browser shows them (required, its length). */
export const CANCEL_REASON_CONSTRAINT = getZodConstraint(CancelPrescriptionSchema).reason

/** Cancelling the issued prescription without a new one: the reason, then the button. */
export function CancelPrescriptionForm({
  result,
  prescription,
}: {
  result: SubmissionResult<string[]> | undefined
  prescription: { id: string; number: string }
}) {
  const t = useT('prescription')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'prescription-cancel',
    lastResult: navigation.state === 'idle' ? result : null,
    constraint: getZodConstraint(CancelPrescriptionSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelPrescriptionSchema }),
  })
  return (
    <section
      aria-labelledby="rx-cancel-title"
      className="no-print mt-6 rounded-md border border-red-700 p-4"
    >
      <h2 id="rx-cancel-title" className="text-xl font-bold">
        {t('cancelForm.title', { number: prescription.number })}
      </h2>
      <p className="mt-1">{t('cancelForm.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="prescriptionId" value={prescription.id} />
        <InputField
          field={fields.reason}
          label={t('form.cancelReason')}
          hint={t('form.cancelReasonHint')}
        />
        <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
          {t('cancelForm.submit', { number: prescription.number })}
        </button>
        <p className="mt-3">
          <Link to=".">{t('form.backToIssued')}</Link>
        </p>
      </Form>
    </section>
  )
}
