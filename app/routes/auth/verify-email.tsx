import type { Route } from './+types/verify-email'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { SITE } from '#app/content/site.ts'
import { verifyEmailAddress } from '#app/domain/accounts/register.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, NOINDEX, { name: 'referrer', content: 'same-origin' })

export async function loader({ request }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'auth')
  const token = new URL(request.url).searchParams.get('token')
  if (token && token.length <= 2000) {
    const result = await verifyEmailAddress(token)
    if (result.ok) {
      return redirectWithToast(
        localizedPath(request, '/account'),
        { type: 'success', title: t('verify.confirmed') },
        { headers: result.headers },
      )
    }
  }
  return {
    meta: {
      title: t('verify.metaTitle', { site: SITE.name }),
      description: t('verify.metaDescription'),
    },
  }
}

export default function VerifyEmail() {
  const t = useT('auth')
  return (
    <AuthLayout title={t('verify.failedTitle')} intro={<p>{t('verify.failedIntro')}</p>}>
      <p>
        <Message
          ns="auth"
          k="verify.askAgain"
          components={[<AuthLink key="account" to="/account" />]}
        />
      </p>
    </AuthLayout>
  )
}
