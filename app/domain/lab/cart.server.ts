import { LAB_CART_COOKIE, MAX_CART_ITEMS } from '#app/db/schema/lab-values.ts'
import { type CartItem, itemKey, parseItemKey } from './cart.ts'

// The cart lives in a cookie of its own, on the booking page's path only: no account is needed to
// book, it works without JavaScript, and nothing personal is in it (catalogue slugs). Anything in
// it that is not in the catalogue is dropped when it is read.

const CART_COOKIE = LAB_CART_COOKIE
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60

export function readCart(request: Request): CartItem[] {
  const header = request.headers.get('Cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name !== CART_COOKIE || !value) continue
    const items = decodeURIComponent(value)
      .split(',')
      .map(parseItemKey)
      .filter((item): item is CartItem => item !== null)
    return items.slice(0, MAX_CART_ITEMS)
  }
  return []
}

/** The Set-Cookie header that stores the cart (or clears it when empty). */
export function cartCookie(cart: readonly CartItem[]): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : ''
  const value = encodeURIComponent(cart.map(itemKey).join(','))
  const maxAge = cart.length ? SEVEN_DAYS_SECONDS : 0
  return `${CART_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}
