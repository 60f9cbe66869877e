/**
 * One cookie's value from a request, decoded; null when it is absent or not ours to read (a value
 * that does not decode is treated as absent, never as an error).
 */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie') ?? ''
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60

/**
 * The Set-Cookie header of a small, HttpOnly, site-wide cookie kept for seven days (a cart), or
 * clearing it when `value` is empty.
 */
export function weekCookie(name: string, value: string): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : ''
  const maxAge = value ? SEVEN_DAYS_SECONDS : 0
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}
