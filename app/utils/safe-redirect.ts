const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid'
// Backslashes (browsers read them as slashes) and control characters (dropped by URL parsers).
// eslint-disable-next-line no-control-regex
const SUSPICIOUS = /[\\\u0000-\u001F\u007F]/

/**
 * A path on this site to send someone to after signing in, or `fallback`. The check is made on
 * the path as a browser would resolve it: `/.//evil.example` normalises to `//evil.example`,
 * which a browser reads as another host.
 */
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = '/account',
): string {
  if (typeof to !== 'string' || to.length > 1000 || !to.startsWith('/') || SUSPICIOUS.test(to))
    return fallback
  let url: URL
  try {
    url = new URL(to, PLACEHOLDER_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback
  const target = `${url.pathname}${url.search}${url.hash}`
  if (
    !target.startsWith('/') ||
    target.startsWith('//') ||
    /^\/[\\/]|%2f%2f|%5c/i.test(url.pathname)
  )
    return fallback
  return target
}
