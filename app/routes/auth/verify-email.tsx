import type { Route } from './+types/verify-email'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { SITE } from '#app/content/site.ts'
import { verifyEmailAddress } from '#app/domain/accounts/register.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your e-mail | ${SITE.name}` },
  { name: 'description', content: 'Confirm the e-mail address of your account.' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token && token.length <= 2000) {
    const result = await verifyEmailAddress(token)
    if (result.ok) {
      return redirectWithToast(
        '/account',
        { type: 'success', title: 'Your e-mail address is confirmed' },
        { headers: result.headers },
      )
    }
  }
  return null
}

export default function VerifyEmail() {
  return (
    <AuthLayout
      title="This link did not work"
      intro={<p>The confirmation link has expired or is incomplete.</p>}
    >
      <p>
        Log in and ask for a new confirmation e-mail from{' '}
        <AuthLink to="/account">your account page</AuthLink>.
      </p>
    </AuthLayout>
  )
}
