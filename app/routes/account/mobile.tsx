import type { Route } from './+types/mobile'
import { PhoneSignIn, type PhoneStepData } from '#app/components/phone-sign-in.tsx'
import { SITE } from '#app/content/site.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { handlePhoneStep } from '#app/routes/auth/phone-sign-in.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirect } from 'react-router'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `auth`: the mobile-number forms are the sign-in page's. */
export const handle: I18nHandle = { i18n: ['account', 'auth'] }

export const policy: RoutePolicy = {
  ...personal,
  postLimit: 'sign-in',
  postLimitShownByRoute: true,
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  const t = getT(requestLocale(request), 'account')
  return {
    meta: {
      title: t('mobile.meta.title', { site: SITE.name }),
      description: t('mobile.meta.description'),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const formData = await readForm(request)
  if (!String(formData.get('intent')).startsWith('phone-'))
    throw redirect(localizedPath(request, '/account/mobile'))
  return handlePhoneStep(formData, request, context, 'account', {
    userId: user.id,
    headers: authHeaders(request, context),
  })
}

export default function Mobile({ actionData }: Route.ComponentProps) {
  const t = useT('account')
  return (
    <div className="container-page flex justify-center py-10">
      <section aria-labelledby="mobile-title" className="card w-full max-w-md">
        <h1 id="mobile-title" className="text-2xl font-bold text-slate-900">
          {t('mobile.pageTitle')}
        </h1>
        <p className="mt-2 mb-6 text-slate-700">{t('mobile.intro')}</p>
        <PhoneSignIn
          page="account"
          reply={(actionData as PhoneStepData | undefined) ?? null}
          redirectTo={null}
        />
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm">
          <Link to="/account" className="font-semibold text-brand-800">
            {t('mobile.back')}
          </Link>
        </p>
      </section>
    </div>
  )
}
