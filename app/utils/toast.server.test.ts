import { describe, expect, it } from 'vitest'
import { getToast, redirectWithToast, serializeToast, toastCookie } from './toast.server.ts'

const cookieHeaderOf = (setCookie: string) => setCookie.split(';')[0]!

describe('the toast cookie', () => {
  const toast = {
    id: 'a1b2',
    type: 'success' as const,
    title: 'अपॉइंटमेंट बुक हो गया',
    description: 'Confirmation sent — "quotes", + / = signs',
  }

  it('is written exactly as React Router writes its signed cookie', async () => {
    expect(serializeToast(toast)).toBe(await toastCookie().serialize(toast))
  })

  it('is read back once on the next page, and not when its signature is wrong', async () => {
    const response = redirectWithToast('/appointments/manage/x', toast)
    const setCookie = response.headers.get('Set-Cookie')!
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Max-Age=60/)
    const next = new Request('http://localhost/', {
      headers: { Cookie: cookieHeaderOf(setCookie) },
    })
    const read = await getToast(next)
    expect(read.toast).toMatchObject({ ...toast, id: expect.any(String) })
    expect(read.headers.get('Set-Cookie')).toMatch(/^md_toast=; Max-Age=0/)

    // The signature's first character changed. (Not its last: of a 32-byte HMAC in unpadded
    // base64, the last character's two lowest bits are padding, and "A" → "B" changes only those:
    // the same signature one time in sixteen.)
    const sent = cookieHeaderOf(setCookie)
    const equals = sent.indexOf('=')
    const value = decodeURIComponent(sent.slice(equals + 1))
    const dot = value.lastIndexOf('.')
    const signature = value.slice(dot + 1)
    const changed = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1)
    const forged = `${sent.slice(0, equals)}=${encodeURIComponent(value.slice(0, dot + 1) + changed)}`
    const refused = await getToast(
      new Request('http://localhost/', { headers: { Cookie: forged } }),
    )
    expect(refused.toast).toBeNull()
  })
})
