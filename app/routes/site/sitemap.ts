import { DEPARTMENTS } from '#app/content/departments.ts'
import { LAB_PACKAGES, LAB_TESTS } from '#app/content/lab-tests.ts'
import { MEDICINES } from '#app/content/medicines.ts'
import { listListedDoctorSlugs } from '#app/domain/directory/doctor-directory.server.ts'
import { listFacilitySlugs } from '#app/domain/network/facilities.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { escapeHtml } from '#app/utils/html.ts'
import { LOCALES, localizePath } from '#app/utils/i18n/locales.ts'
import { type RoutePolicy, publicFor } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = publicFor(3600)

/** Public pages that stand on their own; forms reached from them (sign-in, reset) are left out. */
const PUBLIC_PATHS = [
  '/home',
  '/doctors',
  '/find-care',
  '/lab-tests',
  '/medicines',
  '/appointments/new',
  '/ambulance',
  '/facilities',
  '/contact-us',
  '/join',
  '/privacy',
]

/**
 * Every public page in each language: the English address and the Hindi one (/hi/…), each
 * naming all its language versions (and x-default, the English one) as alternates.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const address = (path: string) => escapeHtml(`${origin}${path}`)
  const entry = (path: string, locale: (typeof LOCALES)[number]) => {
    const alternates = [
      ...LOCALES.map((other) => [other, localizePath(path, other)] as const),
      ['x-default', localizePath(path, 'en')] as const,
    ].map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(href)}"/>`,
    )
    return [
      '  <url>',
      `    <loc>${address(localizePath(path, locale))}</loc>`,
      ...alternates,
      '  </url>',
    ]
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => LOCALES.flatMap((locale) => entry(path, locale))),
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * The public pages: the fixed ones, each clinic, each lab test and package, each medicine, each
 * doctor, each facility of the network.
 */
export function sitemapPaths(
  doctorSlugs: readonly string[],
  facilitySlugs: readonly string[] = [],
): string[] {
  return [
    ...PUBLIC_PATHS,
    ...DEPARTMENTS.map((d) => `/departments/${d.slug}`),
    ...LAB_TESTS.map((test) => `/lab-tests/${test.slug}`),
    ...LAB_PACKAGES.map((pkg) => `/lab-tests/packages/${pkg.slug}`),
    ...MEDICINES.map((medicine) => `/medicines/${medicine.slug}`),
    ...doctorSlugs.map((slug) => `/doctors/${encodeURIComponent(slug)}`),
    ...facilitySlugs.map((slug) => `/facilities/${encodeURIComponent(slug)}`),
  ]
}

export async function loader() {
  const [doctorSlugs, facilitySlugs] = await Promise.all([
    listListedDoctorSlugs(),
    listFacilitySlugs(),
  ])
  const paths = sitemapPaths(doctorSlugs, facilitySlugs)
  return new Response(sitemapXml(appUrl(), paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
