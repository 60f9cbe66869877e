import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { accountContactPhone } from '#app/domain/accounts/contact-phone.ts'
import { accountContactPhoneColumn } from '#app/domain/accounts/contact-phone.server.ts'
import { sendSignInCode, verifySignInCode } from '#app/domain/accounts/phone-sign-in.server.ts'
import { registerPatient } from '#app/domain/accounts/register.server.ts'
import { signInWithPassword } from '#app/domain/accounts/sign-in.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { loader as ambulanceLoader } from './ambulance/request.tsx'
import { loadBookingFormData } from './appointments/booking-form-data.server.ts'
import { getOptionalUser } from './guards.server.ts'
import { loader as labBookLoader } from './lab/book.tsx'
import { loader as medicineOrderLoader } from './pharmacy/order.tsx'

// Every form that fills in a signed-in person's mobile number fills in the same one: the mobile
// the account proved by SMS code first, then the number typed on the profile.

const IP = '203.0.113.40'
const headers = () => new Headers({ origin: 'http://localhost:3000', 'x-forwarded-for': IP })
const cookiesOf = (set: Headers) =>
  set
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
const context = { cspNonce: '', requestId: 'test', clientIp: IP }

async function codeSentTo(phone: string): Promise<string> {
  const [row] = await getDb()
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, phone), eq(mailOutbox.kind, 'account.sign-in-code')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  return /\b(\d{6})\b/.exec(row!.text)![1]!
}

/** The phone number each form shows this signed-in person, page by page. */
async function prefilledNumbers(cookie: string) {
  const request = (path: string) =>
    new Request(`http://localhost:3000${path}`, { headers: { cookie } })
  const args = (path: string) => ({ request: request(path), params: {}, context }) as never
  const lab = await labBookLoader(args('/lab-tests/book'))
  const medicines = await medicineOrderLoader(args('/medicines/order'))
  const ambulance = await ambulanceLoader(args('/ambulance'))
  const bookingRequest = request('/appointments/new')
  const booking = await loadBookingFormData(
    new URL(bookingRequest.url),
    await getOptionalUser(bookingRequest),
  )
  return {
    lab: lab.patient?.phone,
    medicines: medicines.patient.phone,
    ambulance: ambulance.phone,
    appointment: booking.patient?.phone,
  }
}

describe('accountContactPhone', () => {
  it('takes the verified sign-in mobile first, then the profile phone', () => {
    const verified = '+919812300001'
    const typed = '+919812300002'
    expect(
      accountContactPhone({ phoneNumber: verified, phoneNumberVerified: true, phone: typed }),
    ).toBe(verified)
    expect(
      accountContactPhone({ phoneNumber: verified, phoneNumberVerified: false, phone: typed }),
    ).toBe(typed)
    expect(
      accountContactPhone({ phoneNumber: null, phoneNumberVerified: false, phone: typed }),
    ).toBe(typed)
    expect(accountContactPhone({ phoneNumber: null, phoneNumberVerified: false, phone: '' })).toBe(
      null,
    )
  })
})

describeOnEachDatabase('the contact number filled in for a signed-in patient', () => {
  const MOBILE = '+919812300011'
  const TYPED = '+919812300012'
  const PROVEN = '+919812300013'
  let byCode = ''
  let both = ''
  let typedOnly = ''

  beforeAll(async () => {
    // Registered by mobile number and code: no profile phone at all.
    await sendSignInCode(MOBILE, 'en', IP)
    const signedIn = await verifySignInCode({
      phone: MOBILE,
      code: await codeSentTo(MOBILE),
      ipAddress: IP,
      registration: { name: 'Sunita Devi', locale: 'en' },
    })
    if (!signedIn.ok || !('headers' in signedIn)) throw new Error('not signed in by code')
    byCode = cookiesOf(signedIn.headers)

    // Registered by e-mail with a typed number, then proved another mobile by code.
    const ramesh = {
      name: 'Ramesh Yadav',
      email: 'ramesh.contact@example.com',
      phone: TYPED,
      password: 'contact-number-2026',
    }
    await registerPatient(ramesh, headers(), 'en')
    await getDb()
      .update(user)
      .set({ phoneNumber: PROVEN, phoneNumberVerified: true })
      .where(eq(user.email, ramesh.email))
    both = cookiesOf(
      ((await signInWithPassword(ramesh, headers())) as { headers: Headers }).headers,
    )

    // Registered by e-mail with a typed number only.
    const meena = {
      name: 'Meena Kumari',
      email: 'meena.contact@example.com',
      phone: TYPED.replace(/2$/, '4'),
      password: 'contact-number-2026',
    }
    await registerPatient(meena, headers(), 'en')
    typedOnly = cookiesOf(
      ((await signInWithPassword(meena, headers())) as { headers: Headers }).headers,
    )
  })

  it('fills in the mobile an account proved by code, on every form', async () => {
    expect(await prefilledNumbers(byCode)).toEqual({
      lab: MOBILE,
      medicines: MOBILE,
      ambulance: MOBILE,
      appointment: MOBILE,
    })
  })

  it('prefers the proven mobile to the typed number, and falls back to the typed one', async () => {
    expect(await prefilledNumbers(both)).toEqual({
      lab: PROVEN,
      medicines: PROVEN,
      ambulance: PROVEN,
      appointment: PROVEN,
    })
    const fallback = TYPED.replace(/2$/, '4')
    expect(await prefilledNumbers(typedOnly)).toEqual({
      lab: fallback,
      medicines: fallback,
      ambulance: fallback,
      appointment: fallback,
    })
  })

  it('gives lists of accounts the same number as the rule', async () => {
    const rows = await getDb()
      .select({
        phone: user.phone,
        phoneNumber: user.phoneNumber,
        phoneNumberVerified: user.phoneNumberVerified,
        contact: accountContactPhoneColumn(),
      })
      .from(user)
    expect(rows.length).toBeGreaterThanOrEqual(3)
    for (const row of rows) expect(row.contact).toBe(accountContactPhone(row))
  })
})
