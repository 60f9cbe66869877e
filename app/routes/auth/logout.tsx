import type { Route } from './+types/logout'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { SITE } from '#app/content/site.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Logout | ${SITE.name}` },
  { name: 'description', content: `Sign out of your ${SITE.name} account on this device.` },
  { name: 'robots', content: 'noindex' },
]

export default function Logout() {
  return (
    <AuthLayout
      title="Logout"
      intro={<p>You are not signed in on this device, so there is nothing to sign out of.</p>}
    >
      <p className="flex flex-wrap gap-3">
        <AuthLink to="/home">Go to the home page</AuthLink>
        <AuthLink to="/login">Log in</AuthLink>
      </p>
    </AuthLayout>
  )
}
