/** Where the offline page is served from; the service worker precaches it under this address. */
export const OFFLINE_PATH = '/offline'

/** Public pages: the same for every visitor who is not signed in. */
const PUBLIC_PAGE =
  /^\/(home|contact-us|doctors(\/[\w-]+)?|departments\/[\w-]+|find-care|search|privacy)\/?$/

/**
 * Whether a page may be kept for offline use. Never an account, staff or doctor page, a private
 * appointment link, a sign-in form or a form's answer — only the public pages above.
 */
export function isStorablePage(url: URL): boolean {
  return PUBLIC_PAGE.test(url.pathname)
}
