import type { Route } from './+types/logout'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { SITE } from '#app/content/site.ts'
import { signOut } from '#app/domain/accounts/sign-in.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** Showing the page never signs anyone out: only the form's POST does. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const t = getT(requestLocale(request), 'auth')
  return {
    meta: {
      title: t('logout.metaTitle', { site: SITE.name }),
      description: t('logout.metaDescription', { site: SITE.name }),
    },
    signedInAs: user?.name ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(authHeaders(request, context))
  return redirectWithToast(
    localizedPath(request, '/logout'),
    { type: 'success', title: getT(requestLocale(request), 'auth')('logout.signedOut') },
    { headers },
  )
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const t = useT('auth')
  if (!loaderData.signedInAs) {
    return (
      <AuthLayout title={t('logout.title')} intro={<p>{t('logout.signedOutIntro')}</p>}>
        <p className="flex flex-wrap gap-4">
          <AuthLink to="/home">{t('logout.home')}</AuthLink>
          <AuthLink to="/login">{t('logout.logInAgain')}</AuthLink>
        </p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title={t('logout.title')}
      intro={<p>{t('logout.signedInAs', { name: loaderData.signedInAs })}</p>}
    >
      <Form method="post">
        <button type="submit" className="btn-primary w-full">
          {t('logout.submit')}
        </button>
      </Form>
    </AuthLayout>
  )
}
