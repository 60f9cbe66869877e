import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import type {
  allowedDecisions,
  DecisionSchema,
  JoinFields,
} from '#app/domain/network/application-schema.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { z } from '#app/utils/zod.ts'

type RejectReason = Extract<z.output<typeof DecisionSchema>, { intent: 'reject' }>['reason']

/**
 * The decisions an application's status allows, each its own form carrying the status the page
 * showed: approve (the listing is created), ask for more, or reject with a reason.
 */
export function ApplicationDecisions({
  kind,
  email,
  status,
  allowed,
  reasons,
  result,
}: {
  kind: NonNullable<JoinFields['kind']>
  email: string
  status: Parameters<typeof allowedDecisions>[0]
  allowed: ReturnType<typeof allowedDecisions>
  /** The reasons a rejection can give, in order. */
  reasons: readonly RejectReason[]
  result: SubmissionResult<string[]> | undefined
}) {
  const t = useT('applications')
  const tj = useT('join')
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  // Each decision is its own form; an answer goes back to the form it came from.
  const intent = (result?.initialValue as { intent?: string } | undefined)?.intent
  const lastResult = (which: string) =>
    navigation.state === 'idle' && intent === which ? result : null
  const [approveForm] = useForm({ id: 'application-approve', lastResult: lastResult('approve') })
  const [askForm, askFields] = useForm<{ question: string }>({
    id: 'application-ask',
    lastResult: lastResult('ask'),
  })
  const [rejectForm, rejectFields] = useForm<{ reason: string; note: string }>({
    id: 'application-reject',
    lastResult: lastResult('reject'),
  })
  // Decided meanwhile by someone else: the form the answer belongs to may be gone from the page
  // (its decision no longer allowed), so the answer is said above the forms that are left.
  const formShown = { approve: allowed.approve, ask: allowed.askMore, reject: allowed.reject }
  const orphan =
    navigation.state === 'idle' && !formShown[intent as keyof typeof formShown]
      ? (result?.error?.[''] ?? undefined)
      : undefined
  if (!allowed.askMore && !allowed.approve && !allowed.reject)
    return orphan ? <FormErrors errors={orphan} className="mt-8" /> : null
  return (
    <section aria-labelledby="app-decide" className="mt-8 space-y-4">
      <h2 id="app-decide" className="text-xl font-bold text-slate-900">
        {t('decide.title')}
      </h2>
      <FormErrors errors={orphan} />
      {allowed.approve ? (
        <Form
          method="post"
          {...getFormProps(approveForm)}
          className="rounded-md border border-green-700 bg-white p-4"
        >
          <FormErrors id={approveForm.errorId} errors={approveForm.errors} className="mb-3" />
          <input type="hidden" name="status" value={status} />
          <p>
            {t(kind === 'doctor' ? 'decide.approveHelp.doctor' : 'decide.approveHelp.facility')}
          </p>
          {kind === 'doctor' ? (
            <div className="mt-3 flex items-start gap-2">
              <input
                type="checkbox"
                id="create-account"
                name="createAccount"
                className="mt-1 size-5"
                aria-describedby="create-account-hint"
              />
              <div>
                <label htmlFor="create-account" className="font-semibold">
                  {t('decide.createAccount', { email })}
                </label>
                <p id="create-account-hint" className="text-sm text-slate-700">
                  {t('decide.createAccountHint')}
                </p>
              </div>
            </div>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="approve"
            disabled={sending}
            className="btn-primary mt-3"
          >
            {t('decide.approve')}
          </button>
        </Form>
      ) : null}
      {allowed.askMore ? (
        <Form
          method="post"
          {...getFormProps(askForm)}
          className="rounded-md border border-slate-300 bg-white p-4"
        >
          <FormErrors id={askForm.errorId} errors={askForm.errors} className="mb-3" />
          <input type="hidden" name="status" value={status} />
          <label htmlFor={askFields.question.id} className="field-label">
            {t('decide.question')}
          </label>
          <p id="question-hint" className="text-sm text-slate-600">
            {t('decide.questionHint')}
          </p>
          <textarea
            {...getTextareaProps(askFields.question, { ariaDescribedBy: 'question-hint' })}
            key={askFields.question.key}
            rows={3}
            className="field-input"
          />
          <FieldErrors id={askFields.question.errorId} errors={askFields.question.errors} />
          <button
            type="submit"
            name="intent"
            value="ask"
            disabled={sending}
            className="btn-secondary mt-2"
          >
            {t('decide.ask')}
          </button>
        </Form>
      ) : null}
      {allowed.reject ? (
        <Form
          method="post"
          {...getFormProps(rejectForm)}
          className="rounded-md border border-alert-700 bg-white p-4"
        >
          <FormErrors id={rejectForm.errorId} errors={rejectForm.errors} className="mb-3" />
          <input type="hidden" name="status" value={status} />
          <label htmlFor={rejectFields.reason.id} className="field-label">
            {t('decide.reason')}
          </label>
          <select
            {...getSelectProps(rejectFields.reason)}
            key={rejectFields.reason.key}
            className="field-input"
          >
            <option value="">{t('decide.chooseReason')}</option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {tj(`reason.${reason}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={rejectFields.reason.errorId} errors={rejectFields.reason.errors} />
          <label htmlFor={rejectFields.note.id} className="field-label mt-2">
            {t('decide.note')}
          </label>
          <textarea
            {...getTextareaProps(rejectFields.note)}
            key={rejectFields.note.key}
            rows={2}
            className="field-input"
          />
          <FieldErrors id={rejectFields.note.errorId} errors={rejectFields.note.errors} />
          <button
            type="submit"
            name="intent"
            value="reject"
            disabled={sending}
            className="btn-secondary mt-2"
          >
            {t('decide.reject')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
