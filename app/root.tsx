import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { useEffect } from 'react'
import type { Route } from './+types/root'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { ErrorContent } from '#app/components/layout/error-content.tsx'
import { Toaster } from '#app/components/ui/toaster.tsx'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import { readSession } from '#app/domain/accounts/session.server.ts'
import { getToast } from '#app/utils/toast.server.ts'
import { useNonce } from '#app/utils/nonce.tsx'
import { PageStyles } from '#app/utils/page-styles.tsx'
import { ScriptsAfterFirstPaint } from '#app/utils/scripts-after-paint.tsx'
import stylesheet from '#app/styles/app.css?url'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { EmbeddedMessages, useLocale, useNamespaces, useT } from '#app/utils/i18n/i18n.tsx'
import { LanguageAlternates } from '#app/utils/i18n/alternates.tsx'
import { type RoutePolicy, page } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = page

export const links: Route.LinksFunction = () => [
  // Production writes the style sheet into the page (PageStyles); development links it.
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
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
      // The site's own address, for the language alternates (search engines want full addresses).
      origin: appUrl(),
    },
    { headers },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const locale = useLocale()
  const t = useT('common')
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5c6b" />
        {rootData?.serviceWorker ? <meta name="service-worker" content="enabled" /> : null}
        <Meta />
        <LanguageAlternates origin={rootData?.origin} />
        {import.meta.env.DEV ? null : <PageStyles />}
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {children}
        <EmbeddedMessages />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <ScriptsAfterFirstPaint />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  // A page reached by a link gets every namespace its routes name, as the server's page has them.
  useNamespaces(
    useMatches().flatMap((match) => (match.handle as I18nHandle | undefined)?.i18n ?? []),
  )
  return (
    <>
      <SiteHeader user={loaderData.user} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter user={loaderData.user} />
      <Toaster toast={loaderData.toast} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A link followed without a connection: load the page the ordinary way, so the service worker
  // can answer with the copy it kept or the offline page with the phone numbers.
  useEffect(() => {
    if (!isRouteErrorResponse(error) && !navigator.onLine) window.location.reload()
  }, [error])
  return (
    <>
      <SiteHeader user={rootData?.user ?? null} />
      <main id="main" tabIndex={-1} className="outline-none">
        <ErrorContent status={status} />
      </main>
      <SiteFooter user={rootData?.user ?? null} />
    </>
  )
}
