import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import {
  AddEmailSchema,
  ChangePasswordSchema,
  ProfileSchema,
} from '#app/domain/accounts/auth-schemas.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/** The account action's answer to this form, if it was the one sent. */
type Result = SubmissionResult<string[]> | undefined

export function ProfileForm({
  profile,
  result,
}: {
  profile: { name: string; phone: string | null }
  result: Result
}) {
  const t = useT('account')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'profile-form',
    lastResult: navigation.state === 'idle' ? result : null,
    defaultValue: { intent: 'profile', name: profile.name, phone: profile.phone ?? '' },
    constraint: getZodConstraint(ProfileSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  })
  return (
    <section aria-labelledby="profile-title" className="card">
      <h2 id="profile-title" className="text-xl font-bold text-slate-900">
        {t('profile.title')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="profile" />
        <InputField field={fields.name} label={t('profile.name')} autoComplete="name" />
        <InputField
          field={fields.phone}
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('profile.phoneHint')}
        />
        <button type="submit" className="btn-primary">
          {t('profile.save')}
        </button>
      </Form>
    </section>
  )
}

/** A second way in for an account made with a mobile number: an e-mail address and a password. */
export function AddEmailForm({ result }: { result: Result }) {
  const t = useT('account')
  const auth = useT('auth')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'add-email-form',
    lastResult: navigation.state === 'idle' ? result : null,
    constraint: getZodConstraint(AddEmailSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddEmailSchema }),
  })
  return (
    <section aria-labelledby="add-email-title" className="card">
      <h2 id="add-email-title" className="text-xl font-bold text-slate-900">
        {t('addEmail.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('addEmail.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="add-email" />
        <InputField
          field={fields.email}
          label={auth('field.email')}
          type="email"
          autoComplete="email"
        />
        <InputField
          field={fields.password}
          label={auth('field.password')}
          type="password"
          autoComplete="new-password"
          hint={auth('field.newPasswordHint')}
        />
        <button type="submit" className="btn-primary">
          {t('addEmail.submit')}
        </button>
      </Form>
    </section>
  )
}

export function PasswordForm({ result }: { result: Result }) {
  const t = useT('account')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'password-form',
    lastResult: navigation.state === 'idle' ? result : null,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  })
  return (
    <section aria-labelledby="password-title" className="card">
      <h2 id="password-title" className="text-xl font-bold text-slate-900">
        {t('password.title')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="password" />
        <InputField
          field={fields.currentPassword}
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
        />
        <InputField
          field={fields.newPassword}
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('password.newHint')}
        />
        <button type="submit" className="btn-primary">
          {t('password.submit')}
        </button>
      </Form>
    </section>
  )
}
