import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { AccountAbhaSchema } from '#app/domain/accounts/abha-schema.ts'
import { formatAbhaNumber } from '#app/domain/abha/index.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/**
 * The holder's own ABHA number and address (issue 50): both optional, an empty field removes what
 * was kept. A plain form that works without JavaScript; with it, Conform checks as you type.
 */
export function AbhaForm({
  profile,
  result,
}: {
  profile: { abhaNumber: string | null; abhaAddress: string | null }
  result: SubmissionResult<string[]> | undefined
}) {
  const t = useT('account')
  const abha = useT('abha')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'abha-form',
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: {
      intent: 'abha',
      abhaNumber: profile.abhaNumber ? formatAbhaNumber(profile.abhaNumber) : '',
      abhaAddress: profile.abhaAddress ?? '',
    },
    constraint: getZodConstraint(AccountAbhaSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccountAbhaSchema }),
  })
  return (
    <section aria-labelledby="abha-title" className="card">
      <h2 id="abha-title" className="text-xl font-bold text-slate-900">
        {t('abha.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('abha.intro')}</p>
      {/* Remounted when what is kept changes, so the fields show it after saving. */}
      <Form
        method="post"
        {...getFormProps(form)}
        key={`${profile.abhaNumber}-${profile.abhaAddress}`}
        className="mt-4"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="abha" />
        <InputField
          field={fields.abhaNumber}
          label={abha('number')}
          hint={abha('numberHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <InputField
          field={fields.abhaAddress}
          label={abha('address')}
          hint={abha('addressHint')}
          autoComplete="off"
        />
        <button type="submit" className="btn-primary">
          {t('abha.save')}
        </button>
      </Form>
    </section>
  )
}
