import { Form } from 'react-router'
import type { Route } from './+types/logout'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { SITE } from '#app/content/site.ts'
import { signOut } from '#app/domain/accounts/sign-in.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Logout | ${SITE.name}` },
  { name: 'description', content: `Sign out of your ${SITE.name} account on this device.` },
  { name: 'robots', content: 'noindex' },
]

/** Showing the page never signs anyone out: only the form's POST does. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  return { signedInAs: user?.name ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(authHeaders(request, context))
  return redirectWithToast('/logout', { type: 'success', title: 'You are signed out' }, { headers })
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedInAs) {
    return (
      <AuthLayout title="Logout" intro={<p>You are signed out on this device.</p>}>
        <p className="flex flex-wrap gap-4">
          <AuthLink to="/home">Go to the home page</AuthLink>
          <AuthLink to="/login">Log in again</AuthLink>
        </p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title="Logout" intro={<p>You are signed in as {loaderData.signedInAs}.</p>}>
      <Form method="post">
        <button type="submit" className="btn-primary w-full">
          Sign out of this device
        </button>
      </Form>
    </AuthLayout>
  )
}
