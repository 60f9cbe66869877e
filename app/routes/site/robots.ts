import { appUrl } from '#app/utils/env.server.ts'

/** Private and transactional pages stay out of search engines; everything public is listed. */
export function loader() {
  const body = [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /api/',
    'Disallow: /appointments/manage/',
    'Disallow: /dev/',
    'Disallow: /doctor/',
    'Disallow: /staff',
    'Disallow: /search',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    'Disallow: /logout',
    '',
    `Sitemap: ${appUrl()}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
