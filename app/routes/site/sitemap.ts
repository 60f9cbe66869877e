import { DEPARTMENTS } from '#app/content/departments.ts'
import { listListedDoctorSlugs } from '#app/domain/directory/doctor-directory.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { escapeHtml } from '#app/utils/html.ts'

/** Public pages that stand on their own; forms reached from them (sign-in, reset) are left out. */
const PUBLIC_PATHS = [
  '/home',
  '/doctors',
  '/find-care',
  '/appointments/new',
  '/contact-us',
  '/privacy',
]

export async function loader() {
  const origin = appUrl()
  const doctorSlugs = await listListedDoctorSlugs()
  const paths = [
    ...PUBLIC_PATHS,
    ...DEPARTMENTS.map((d) => `/departments/${d.slug}`),
    ...doctorSlugs.map((slug) => `/doctors/${encodeURIComponent(slug)}`),
  ]
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
