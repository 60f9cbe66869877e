import { appUrl } from '#app/utils/env.server.ts'
import { LOCALES, localizePath } from '#app/utils/i18n/locales.ts'
import { type RoutePolicy, publicFor } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = publicFor(3600)

/** Private and transactional pages, in either language. */
const PRIVATE_PATHS = [
  '/account',
  '/api/',
  '/appointments/manage/',
  '/dev/',
  '/doctor/',
  '/staff',
  '/search',
  '/reset-password',
  '/verify-email',
  '/logout',
]

/** Private and transactional pages stay out of search engines; everything public is listed. */
export function loader() {
  const body = [
    'User-agent: *',
    ...LOCALES.flatMap((locale) =>
      PRIVATE_PATHS.map((path) => `Disallow: ${localizePath(path, locale)}`),
    ),
    '',
    `Sitemap: ${appUrl()}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
