import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { NotFoundContent } from '#app/components/layout/not-found-content.tsx'
import { Toaster } from '#app/components/ui/toaster.tsx'
import { getEnv } from '#app/utils/env.server.ts'
import { readSession } from '#app/utils/session.server.ts'
import { getToast } from '#app/utils/toast.server.ts'
import { useNonce } from '#app/utils/nonce.tsx'
import stylesheet from '#app/styles/app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const [{ toast, headers }, session] = await Promise.all([getToast(request), readSession(request)])
  for (const cookie of session.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  const env = getEnv()
  return data(
    {
      toast,
      user: session.user ? { name: session.user.name, role: session.user.role } : null,
      serviceWorker: env.NODE_ENV === 'production' && !env.DISABLE_SERVICE_WORKER,
    },
    { headers },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5c6b" />
        {rootData?.serviceWorker ? <meta name="service-worker" content="enabled" /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader user={loaderData.user} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster toast={loaderData.toast} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title = status === 404 ? 'Page not found' : status === 403 ? 'No access' : 'Something went wrong'
  return (
    <>
      <title>{`${title} | MainDoctor`}</title>
      <SiteHeader user={rootData?.user ?? null} />
      <main id="main" tabIndex={-1} className="outline-none">
        {status === 404 ? <NotFoundContent /> : status === 403 ? <ForbiddenContent /> : <ServerErrorContent />}
      </main>
      <SiteFooter />
    </>
  )
}

function ForbiddenContent() {
  return (
    <section className="container-page py-16">
      <p className="eyebrow">Error 403</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">You do not have access to this page</h1>
      <p className="mt-4 max-w-prose text-slate-700">
        This page is for clinic staff. If you think you should see it, ask an administrator to check your account.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <a className="btn-primary" href="/account">
          My account
        </a>
        <a className="btn-secondary" href="/home">
          Home page
        </a>
      </p>
    </section>
  )
}

function ServerErrorContent() {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-slate-900">Sorry, something went wrong</h1>
      <p className="mt-4 max-w-prose text-slate-700">
        We could not show this page just now. Nothing you sent has been lost: please try again in
        a moment. If you need help urgently, call the emergency line at the top of the page.
      </p>
      <p className="mt-6">
        <a className="btn-primary" href="/home">
          Back to the home page
        </a>
      </p>
    </section>
  )
}
