import type { Route } from './+types/account'
import { data } from 'react-router'
import { AddEmailForm, PasswordForm, ProfileForm } from '#app/components/account/account-forms.tsx'
import {
  DataCard,
  FamilyLink,
  MedicinesLink,
  MobileCard,
  RecordsLink,
  ReportsLink,
  ReviewsLink,
} from '#app/components/account/account-cards.tsx'
import { AbhaForm } from '#app/components/account/abha-form.tsx'
import { SessionsCard } from '#app/components/account/account-sessions.tsx'
import { NoticesForm } from '#app/components/account/notices-form.tsx'
import { MOBILE_CHANNELS } from '#app/db/schema/family-values.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { accountPage, answerAccountForm } from './account.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `auth`: the profile and password forms' messages; `family`: the link to the family page. */
export const handle: I18nHandle = { i18n: ['account', 'auth', 'family', 'reviews', 'abha'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return data(await accountPage(request, user))
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args.request)
  return answerAccountForm(args, user)
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, sessions, role } = loaderData
  const t = useT('account')
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
      {role === 'patient' ? <RecordsLink /> : null}
      {role === 'patient' ? <ReportsLink /> : null}
      {role === 'patient' ? <MedicinesLink /> : null}
      {role === 'patient' ? <ReviewsLink /> : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <ProfileForm
          profile={profile}
          result={actionData?.intent === 'profile' ? actionData.result : undefined}
        />
        <MobileCard phoneNumber={profile.phoneNumber} />
        <AbhaForm
          profile={profile}
          result={actionData?.intent === 'abha' ? actionData.result : undefined}
        />
        <NoticesForm
          profile={profile}
          channels={MOBILE_CHANNELS}
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
        <SessionsCard sessions={sessions} />
        <DataCard />
      </div>
    </div>
  )
}
