import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/account'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { MOBILE_CHANNELS, type MobileChannel } from '#app/db/schema/family-values.ts'
import {
  getProfile,
  listActiveSessions,
  signOutEverywhere,
  updateProfile,
} from '#app/domain/accounts/account-data.server.ts'
import {
  AddEmailSchema,
  ChangePasswordSchema,
  ProfileSchema,
} from '#app/domain/accounts/auth-schemas.ts'
import { addEmailAndPassword } from '#app/domain/accounts/register.server.ts'
import type { NoticesSchema } from '#app/domain/accounts/notice-schemas.ts'
import type { z } from '#app/utils/zod.ts'
import { AccountActionSchema } from '#app/domain/accounts/auth-schemas.server.ts'
import { changePassword } from '#app/domain/accounts/password.server.ts'
import { updateNoticePreferences } from '#app/domain/accounts/notice-preferences.server.ts'
import { getAuth } from '#app/domain/accounts/auth.server.ts'
import { accountContactPhone } from '#app/domain/accounts/contact-phone.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { authHeaders, readSession } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import { readForm } from '#app/utils/read-form.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, type Translate, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `auth`: the profile and password forms' messages; `family`: the link to the family page. */
export const handle: I18nHandle = { i18n: ['account', 'auth', 'family', 'reviews'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { sessionId } = await readSession(request)
  const [profile, sessions] = await Promise.all([
    getProfile(user.id),
    listActiveSessions(user.id, sessionId),
  ])
  if (!profile) throw redirect(localizedPath(request, '/login'))
  const t = getT(requestLocale(request), 'account')
  return data({
    profile,
    sessions,
    role: user.role,
    meta: {
      title: t('account.meta.title', { site: SITE.name }),
      description: t('account.meta.description'),
    },
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const hide = { hideFields: ['currentPassword', 'newPassword', 'password'] }
  const submission = parseWithZod(await readForm(request), { schema: AccountActionSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(hide) }, { status: 400 })
  const input = submission.value
  const t = getT(requestLocale(request), 'account')
  const here = localizedPath(request, '/account')
  switch (input.intent) {
    case 'profile':
      await updateProfile(user.id, input, context.clientIp)
      return redirectWithToast(here, { type: 'success', title: t('account.toast.saved') })
    case 'password': {
      const result = await changePassword(input, authHeaders(request, context))
      if (!result.ok) {
        return data(
          {
            intent,
            result: submission.reply({
              ...hide,
              fieldErrors: { currentPassword: [t('account.errors.wrongCurrentPassword')] },
            }),
          },
          { status: 400 },
        )
      }
      return redirectWithToast(
        here,
        {
          type: 'success',
          title: t('account.toast.passwordChanged'),
          description: t('account.toast.otherDevicesSignedOut'),
        },
        { headers: result.headers },
      )
    }
    case 'sign-out-everywhere':
      await signOutEverywhere(user.id, context.clientIp)
      return redirectWithToast(localizedPath(request, '/login'), {
        type: 'success',
        title: t('account.toast.signedOutEverywhere'),
      })
    case 'add-email':
      await addEmailAndPassword(user.id, input, requestLocale(request), context.clientIp || null)
      return redirectWithToast(here, {
        type: 'info',
        title: t('addEmail.toast'),
        description: t('addEmail.toastDescription'),
      })
    case 'notices':
      await updateNoticePreferences(user.id, input, context.clientIp)
      return redirectWithToast(here, { type: 'success', title: t('notices.toast.saved') })
    case 'resend-verification':
      if (!user.email) return redirect(here)
      await getAuth().api.sendVerificationEmail({
        body: { email: user.email },
        headers: authHeaders(request, context),
      })
      return redirectWithToast(here, {
        type: 'info',
        title: t('account.toast.verificationSent'),
      })
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, sessions, role } = loaderData
  const t = useT('account')
  const locale = useLocale()
  const localize = useLocalizePath()
  const signedInAs =
    profile.email ?? (profile.phoneNumber ? formatIndianPhone(profile.phoneNumber) : '')
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('account.title')}</h1>
      <p className="mt-2 text-slate-700">
        {role !== 'patient' ? (
          <Message
            ns="account"
            k="account.signedInAsRole"
            values={{ email: signedInAs, role: t(`account.role.${role}`) }}
            components={[<strong key="email" />]}
          />
        ) : (
          <Message
            ns="account"
            k="account.signedInAs"
            values={{ email: signedInAs }}
            components={[<strong key="email" />]}
          />
        )}
      </p>
      {profile.emailVerified || !profile.email ? null : (
        <Form method="post" className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-4">
          <p className="text-slate-900">{t('account.unverified')}</p>
          <button
            type="submit"
            name="intent"
            value="resend-verification"
            className="btn-secondary mt-3"
          >
            {t('account.resendVerification')}
          </button>
        </Form>
      )}
      {role === 'staff' || role === 'admin' ? (
        <p className="mt-4">
          <Link className="btn-secondary" to="/staff">
            {t('account.staffDashboard')}
          </Link>
        </p>
      ) : role === 'dispatcher' ? (
        <p className="mt-4">
          <Link className="btn-secondary" to="/staff/ambulance">
            {t('account.ambulanceBoard')}
          </Link>
        </p>
      ) : role === 'lab' ? (
        <p className="mt-4">
          <Link className="btn-secondary" to="/staff/lab">
            {t('account.labBoard')}
          </Link>
        </p>
      ) : role === 'pharmacist' ? (
        <p className="mt-4">
          <Link className="btn-secondary" to="/staff/pharmacy">
            {t('account.pharmacyBoard')}
          </Link>
        </p>
      ) : null}
      <FamilyLink />
      {role === 'patient' ? <ReportsLink /> : null}
      {role === 'patient' ? <MedicinesLink /> : null}
      {role === 'patient' ? <ReviewsLink /> : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <ProfileForm
          profile={profile}
          result={actionData?.intent === 'profile' ? actionData.result : undefined}
        />
        <MobileCard phoneNumber={profile.phoneNumber} />
        <NoticesForm
          profile={profile}
          result={actionData?.intent === 'notices' ? actionData.result : undefined}
        />
        {profile.hasPassword ? (
          <PasswordForm
            result={actionData?.intent === 'password' ? actionData.result : undefined}
          />
        ) : profile.email ? null : (
          <AddEmailForm
            result={actionData?.intent === 'add-email' ? actionData.result : undefined}
          />
        )}
        <section aria-labelledby="sessions-title" className="card">
          <h2 id="sessions-title" className="text-xl font-bold text-slate-900">
            {t('sessions.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            {sessions.map((s) => (
              <li key={s.id} className="text-sm text-slate-800">
                <strong>{describeDevice(s.userAgent, t)}</strong>
                {s.current ? t('sessions.thisDevice') : null}
                <br />
                {s.ipAddress
                  ? t('sessions.signedInFrom', {
                      when: formatClinicMedium(new Date(s.createdAt), locale),
                      ip: s.ipAddress,
                    })
                  : t('sessions.signedIn', {
                      when: formatClinicMedium(new Date(s.createdAt), locale),
                    })}
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
              {t('sessions.signOutEverywhere')}
            </button>
          </Form>
        </section>
        <section aria-labelledby="data-title" className="card">
          <h2 id="data-title" className="text-xl font-bold text-slate-900">
            {t('data.title')}
          </h2>
          <p className="mt-2 text-slate-700">
            <Message
              ns="account"
              k="data.text"
              components={[<Link key="privacy" to="/privacy" />]}
            />
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <a className="btn-secondary" href={localize('/account/export')} download>
              {t('data.download')}
            </a>
            <Link className="btn-secondary" to="/account/delete">
              {t('data.delete')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}

/** The mobile number the person signs in with by code, and where to add or change it. */
function MobileCard({ phoneNumber }: { phoneNumber: string | null }) {
  const t = useT('account')
  return (
    <section aria-labelledby="mobile-title" className="card">
      <h2 id="mobile-title" className="text-xl font-bold text-slate-900">
        {t('mobile.title')}
      </h2>
      <p className="mt-2 text-slate-700">
        {phoneNumber ? (
          <Message
            ns="account"
            k="mobile.current"
            values={{ phone: formatIndianPhone(phoneNumber) }}
            components={[<strong key="phone" translate="no" className="whitespace-nowrap" />]}
          />
        ) : (
          t('mobile.none')
        )}
      </p>
      <p className="mt-4">
        <Link className="btn-secondary" to="/account/mobile">
          {phoneNumber ? t('mobile.change') : t('mobile.add')}
        </Link>
      </p>
    </section>
  )
}

/** A card leading to one of the patient's own pages (laboratory reports, medicine orders). */
function PatientPageLink({
  id,
  to,
  title,
  text,
  open,
}: {
  id: string
  to: string
  title: string
  text: string
  open: string
}) {
  return (
    <section aria-labelledby={id} className="card mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <p className="mt-4">
        <Link className="btn-secondary" to={to}>
          {open}
        </Link>
      </p>
    </section>
  )
}

function ReportsLink() {
  const t = useT('account')
  return (
    <PatientPageLink
      id="reports-link-title"
      to="/account/reports"
      title={t('account.reports.title')}
      text={t('account.reports.text')}
      open={t('account.reports.open')}
    />
  )
}

function MedicinesLink() {
  const t = useT('account')
  return (
    <PatientPageLink
      id="medicines-link-title"
      to="/account/medicines"
      title={t('account.medicines.title')}
      text={t('account.medicines.text')}
      open={t('account.medicines.open')}
    />
  )
}

function ReviewsLink() {
  const t = useT('reviews')
  return (
    <PatientPageLink
      id="reviews-link-title"
      to="/account/reviews"
      title={t('account.title')}
      text={t('account.linkText')}
      open={t('account.linkOpen')}
    />
  )
}

function FamilyLink() {
  const t = useT('family')
  return (
    <section aria-labelledby="family-link-title" className="card mt-8">
      <h2 id="family-link-title" className="text-xl font-bold text-slate-900">
        {t('link.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('link.text')}</p>
      <p className="mt-4">
        <Link className="btn-secondary" to="/account/family">
          {t('link.open')}
        </Link>
      </p>
    </section>
  )
}

function describeDevice(userAgent: string | null, t: Translate<'account'>): string {
  if (!userAgent) return t('device.unknown')
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : t('device.anyBrowser')
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
            : t('device.unknownSystem')
  return t('device.describe', { browser, system })
}

type Result = NonNullable<Route.ComponentProps['actionData']>['result'] | undefined

function ProfileForm({
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
function AddEmailForm({ result }: { result: Result }) {
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

function PasswordForm({ result }: { result: Result }) {
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

/**
 * How notices reach the person: their mobile by SMS, WhatsApp or not at all, and e-mail on or off
 * (only offered with an address). A plain form: radio buttons and a box work without JavaScript.
 */
function NoticesForm({
  profile,
  result,
}: {
  profile: {
    email: string | null
    phone: string | null
    phoneNumber: string | null
    phoneNumberVerified: boolean
    mobileChannel: MobileChannel
    emailNotices: boolean
  }
  result: Result
}) {
  const t = useT('account')
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof NoticesSchema>>({
    id: 'notices-form',
    lastResult: navigation.state === 'idle' ? result : null,
  })
  const phone = accountContactPhone(profile)
  const hintId = `${fields.mobileChannel.id}-hint`
  return (
    <section aria-labelledby="notices-title" className="card">
      <h2 id="notices-title" className="text-xl font-bold text-slate-900">
        {t('notices.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('notices.intro')}</p>
      {/* Remounted when the saved choice changes, so the boxes show what is stored. */}
      <Form
        method="post"
        {...getFormProps(form)}
        key={`${profile.mobileChannel}-${profile.emailNotices}`}
        className="mt-4"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="notices" />
        <fieldset
          aria-describedby={hintId}
          aria-invalid={fields.mobileChannel.errors ? true : undefined}
        >
          <legend className="field-label">{t('notices.mobile.legend')}</legend>
          <p id={hintId} className="mt-0.5 text-sm text-slate-600">
            {phone
              ? t('notices.mobile.number', { phone: formatIndianPhone(phone) })
              : t('notices.mobile.noNumber')}
          </p>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {MOBILE_CHANNELS.map((channel) => (
              <label key={channel} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={fields.mobileChannel.name}
                  value={channel}
                  defaultChecked={profile.mobileChannel === channel}
                  className="size-5"
                />
                {t(`notices.mobile.${channel}`)}
              </label>
            ))}
          </div>
          <FieldErrors id={fields.mobileChannel.errorId} errors={fields.mobileChannel.errors} />
        </fieldset>
        {profile.email ? (
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={fields.emailNotices.name}
              defaultChecked={profile.emailNotices}
              className="size-5"
            />
            {t('notices.email.label', { email: profile.email })}
          </label>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">{t('notices.essential')}</p>
        <button type="submit" className="btn-primary mt-4">
          {t('notices.save')}
        </button>
      </Form>
    </section>
  )
}
