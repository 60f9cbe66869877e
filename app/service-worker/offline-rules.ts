/** Where the offline page is served from; the service worker precaches it under this address. */
export const OFFLINE_PATH = '/offline'
/** The Hindi offline page, for navigations to Hindi pages (/hi/…). */
export const OFFLINE_PATH_HINDI = '/hi/offline'

/** The offline page in the language of the page that could not be reached. */
export function offlinePathFor(url: URL): string {
  return url.pathname === '/hi' || url.pathname.startsWith('/hi/')
    ? OFFLINE_PATH_HINDI
    : OFFLINE_PATH
}

/** Public pages, in English or under /hi: the same for every visitor who is not signed in. */
const PUBLIC_PAGE =
  /^(?:\/hi)?\/(home|contact-us|doctors(\/[\w-]+)?|departments\/[\w-]+|find-care|search|privacy)\/?$/

/**
 * Whether a page may be kept for offline use. Never an account, staff or doctor page, a private
 * appointment link, a sign-in form or a form's answer — only the public pages above.
 */
export function isStorablePage(url: URL): boolean {
  return PUBLIC_PAGE.test(url.pathname)
}
