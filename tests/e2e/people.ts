import { type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test'
import { slugFor } from '#app/domain/staff/index.ts'
import { DEMO, expect, nextClientIp, uniqueEmail, uniqueMobile } from './fixtures.ts'

/**
 * People of a test's own, made the way the clinic makes them: a patient registers with the
 * e-mail form and follows the confirmation link; an administrator adds a doctor with weekly
 * hours, and accounts for staff, which their owners open with the e-mailed set-password link.
 * A test that works with its own people and its own doctor's calendar never meets another
 * test's bookings, queue or family members, whichever runs beside it.
 *
 * All of it goes by the forms' own posts, without a page: the demo administrator is used only to
 * make them.
 */

export type Account = { name: string; email: string; password: string }
export type OwnPatient = Account & { mobile: string }
export type OwnDoctor = { slug: string; name: string; account: Account }

type Setup = { playwright: PlaywrightWorkerArgs['playwright']; baseURL: string | undefined }

/** A request context of its own (own cookies, own client address), for one person. */
async function client({ playwright, baseURL }: Setup): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
  })
}

/**
 * Posts a form as a browser without JavaScript does (a list of pairs may repeat a name, as
 * checkboxes do), expecting the redirect that means done; answers where it leads.
 */
async function postForm(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string> | Array<[string, string]>,
) {
  const response = await request.post(path, {
    data: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  })
  const status = response.status()
  const answer = status >= 400 ? (await response.text()).slice(0, 300) : ''
  expect(status, `${path} answered ${answer}`).toBe(302)
  return new URL(response.headers()['location'] ?? '', 'http://x').pathname
}

/** The first link to `path` in the newest mail to `to` in the local mailbox, once it arrives. */
async function linkInMail(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mailbox')).text()
        for (const item of html.split('data-testid="mail"').slice(1)) {
          if (!item.includes(`data-testid="mail-to">${to}<`)) continue
          const found = new RegExp(`https?://[^\\s<"]+${path}\\?token=[^\\s<"]+`).exec(item)?.[0]
          if (found) link = found.replace(/&amp;/g, '&')
          return Boolean(found)
        }
        return false
      },
      { timeout: 15_000, intervals: [200] },
    )
    .toBe(true)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** A patient who registered by e-mail and confirmed the address, with a mobile of their own. */
export async function ownPatient(setup: Setup, name = 'Kamla Devi'): Promise<OwnPatient> {
  const request = await client(setup)
  const patient = {
    name,
    email: uniqueEmail('patient'),
    password: `own-patient-${crypto.randomUUID().slice(0, 8)}`,
    mobile: uniqueMobile(),
  }
  await postForm(request, '/register', {
    name: patient.name,
    phone: patient.mobile,
    email: patient.email,
    password: patient.password,
    consent: 'on',
  })
  const confirm = await request.get(await linkInMail(request, patient.email, '/verify-email'), {
    maxRedirects: 0,
  })
  expect(confirm.status(), 'the confirmation link').toBe(302)
  await request.dispose()
  return patient
}

async function asAdmin(setup: Setup): Promise<APIRequestContext> {
  const admin = await client(setup)
  await postForm(admin, '/login', DEMO.admin)
  return admin
}

/** Opens an account the administrator made: its owner sets a password from the e-mailed link. */
async function openAccount(setup: Setup, admin: APIRequestContext, account: Account) {
  const owner = await client(setup)
  const link = await linkInMail(admin, account.email, '/reset-password')
  const token = new URL(link, 'http://x').searchParams.get('token')!
  await postForm(owner, '/reset-password', { token, password: account.password })
  await owner.dispose()
}

async function createAccount(
  setup: Setup,
  admin: APIRequestContext,
  role: 'staff' | 'dispatcher' | 'lab' | 'pharmacist' | 'doctor',
  name: string,
  doctor?: string,
): Promise<Account> {
  const account = {
    name,
    email: uniqueEmail(role),
    password: `own-${role}-${crypto.randomUUID().slice(0, 8)}`,
  }
  await postForm(admin, '/staff/people', {
    name: account.name,
    email: account.email,
    role,
    ...(doctor ? { doctor } : {}),
  })
  await openAccount(setup, admin, account)
  return account
}

/** A member of staff (the front desk) with an account of their own. */
export async function ownStaff(
  setup: Setup,
  role: 'staff' | 'dispatcher' | 'lab' | 'pharmacist' = 'staff',
): Promise<Account> {
  const admin = await asAdmin(setup)
  const account = await createAccount(setup, admin, role, `Desk ${role} ${Date.now() % 100_000}`)
  await admin.dispose()
  return account
}

/**
 * A doctor of the given clinic, listed and bookable, with an account of their own: hours every
 * day of the week (`from`–`until`, `slotMinutes` each), so a test finds free times whatever the
 * day it runs.
 */
export async function ownDoctor(
  setup: Setup,
  options: {
    department: string
    from?: string
    until?: string
    slotMinutes?: number
    location?: string
    /** How the doctor consults: in person, by phone, by video (all three unless said). */
    modes?: Array<'in_person' | 'phone' | 'video'>
  },
): Promise<OwnDoctor> {
  const admin = await asAdmin(setup)
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`
  // Letters only after the title: the name is a person's, and the slug is made from it.
  const letters = [...suffix].map((digit) => 'abcdefghij'[Number(digit)]).join('')
  const name = `Dr. Test ${letters[0]!.toUpperCase()}${letters.slice(1)}`
  const page = await postForm(admin, '/staff/doctors/new', [
    ['intent', 'doctor'],
    ['name', name],
    ['department', options.department],
    ['qualifications', 'MBBS'],
    ['registrationNumber', `UPMC-${suffix}`],
    ['council', 'upmc'],
    ['gender', 'female'],
    ['languages', 'Hindi, English'],
    ['experienceYears', '5'],
    ['feeInr', '300'],
    ...(options.modes ?? ['in_person', 'phone', 'video']).map(
      (mode) => ['modes', mode] as [string, string],
    ),
    ['active', 'on'],
  ])
  for (let weekday = 1; weekday <= 7; weekday++) {
    await postForm(admin, page, {
      intent: 'add-hours',
      weekday: String(weekday),
      startTime: options.from ?? '09:00',
      endTime: options.until ?? '17:00',
      slotMinutes: String(options.slotMinutes ?? 15),
      location: options.location ?? 'Room 9, MainDoctor Clinic',
    })
  }
  // The name is this run's own, so the slug is the name's, with no number added.
  const slug = slugFor(name)
  const account = await createAccount(setup, admin, 'doctor', name, slug)
  await admin.dispose()
  return { slug, name, account }
}
