import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/account'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import {
  getProfile,
  listActiveSessions,
  signOutEverywhere,
  updateProfile,
} from '#app/domain/accounts/account-data.server.ts'
import { ChangePasswordSchema, ProfileSchema } from '#app/domain/accounts/auth-schemas.ts'
import { AccountActionSchema } from '#app/domain/accounts/auth-schemas.server.ts'
import { changePassword } from '#app/domain/accounts/password.server.ts'
import { getAuth } from '#app/domain/accounts/auth.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { authHeaders, readSession } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `My account | ${SITE.name}` },
  { name: 'description', content: 'Your profile, password, signed-in devices and your data.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { sessionId } = await readSession(request)
  const [profile, sessions] = await Promise.all([
    getProfile(user.id),
    listActiveSessions(user.id, sessionId),
  ])
  if (!profile) throw redirect('/login')
  return data({ profile, sessions, role: user.role })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const hide = { hideFields: ['currentPassword', 'newPassword'] }
  const submission = parseWithZod(await readForm(request), { schema: AccountActionSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(hide) }, { status: 400 })
  const input = submission.value
  switch (input.intent) {
    case 'profile':
      await updateProfile(user.id, input, context.clientIp)
      return redirectWithToast('/account', { type: 'success', title: 'Your details are saved' })
    case 'password': {
      const result = await changePassword(input, authHeaders(request, context))
      if (!result.ok) {
        return data(
          {
            intent,
            result: submission.reply({
              ...hide,
              fieldErrors: { currentPassword: ['That is not your current password'] },
            }),
          },
          { status: 400 },
        )
      }
      return redirectWithToast(
        '/account',
        {
          type: 'success',
          title: 'Your password is changed',
          description: 'Other devices were signed out.',
        },
        { headers: result.headers },
      )
    }
    case 'sign-out-everywhere':
      await signOutEverywhere(user.id, context.clientIp)
      return redirectWithToast('/login', {
        type: 'success',
        title: 'You are signed out on every device',
      })
    case 'resend-verification':
      await getAuth().api.sendVerificationEmail({
        body: { email: user.email },
        headers: authHeaders(request, context),
      })
      return redirectWithToast('/account', {
        type: 'info',
        title: 'We have sent the confirmation e-mail again',
      })
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, sessions, role } = loaderData
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">My account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <strong>{profile.email}</strong>
        {role !== 'patient' ? ` (${role})` : null}.
      </p>
      {profile.emailVerified ? null : (
        <Form method="post" className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-4">
          <p className="text-slate-900">
            Please confirm your e-mail address with the link we sent you, so that appointment
            confirmations reach you.
          </p>
          <button
            type="submit"
            name="intent"
            value="resend-verification"
            className="btn-secondary mt-3"
          >
            Send the confirmation e-mail again
          </button>
        </Form>
      )}
      {role === 'staff' || role === 'admin' ? (
        <p className="mt-4">
          <Link className="btn-secondary" to="/staff">
            Open the staff dashboard
          </Link>
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <ProfileForm
          profile={profile}
          result={actionData?.intent === 'profile' ? actionData.result : undefined}
        />
        <PasswordForm result={actionData?.intent === 'password' ? actionData.result : undefined} />
        <section aria-labelledby="sessions-title" className="card">
          <h2 id="sessions-title" className="text-xl font-bold text-slate-900">
            Signed-in devices
          </h2>
          <ul className="mt-4 space-y-3">
            {sessions.map((s) => (
              <li key={s.id} className="text-sm text-slate-800">
                <strong>{describeDevice(s.userAgent)}</strong>
                {s.current ? ' — this device' : null}
                <br />
                Signed in {formatClinicMedium(new Date(s.createdAt))}
                {s.ipAddress ? ` from ${s.ipAddress}` : ''}
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-4">
            <button
              type="submit"
              name="intent"
              value="sign-out-everywhere"
              className="btn-secondary"
            >
              Sign out everywhere
            </button>
          </Form>
        </section>
        <section aria-labelledby="data-title" className="card">
          <h2 id="data-title" className="text-xl font-bold text-slate-900">
            Your data
          </h2>
          <p className="mt-2 text-slate-700">
            Download everything we hold about your account, or delete the account. Read our{' '}
            <Link to="/privacy">privacy notice</Link>.
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <a className="btn-secondary" href="/account/export" download>
              Download my data
            </a>
            <Link className="btn-secondary" to="/account/delete">
              Delete my account
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}

function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser'
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'unknown system'
  return `${browser} on ${system}`
}

type Result = NonNullable<Route.ComponentProps['actionData']>['result'] | undefined

function ProfileForm({
  profile,
  result,
}: {
  profile: { name: string; phone: string | null }
  result: Result
}) {
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
        Your details
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="profile" />
        <InputField field={fields.name} label="Full name" autoComplete="name" />
        <InputField
          field={fields.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="10 digits, with or without +91"
        />
        <button type="submit" className="btn-primary">
          Save details
        </button>
      </Form>
    </section>
  )
}

function PasswordForm({ result }: { result: Result }) {
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
        Change password
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="password" />
        <InputField
          field={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <InputField
          field={fields.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. Other devices will be signed out."
        />
        <button type="submit" className="btn-primary">
          Change password
        </button>
      </Form>
    </section>
  )
}
