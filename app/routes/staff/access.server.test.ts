import { parseHTML } from 'linkedom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appClient } from '#tests/support/app-client.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// Who may open the staff area, through the whole pipeline: the guards in loaders and actions, the
// refusal page and where it is shown.
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', DEMO_MODE: '1' }, demoMode: true })
afterAll(async () => {
  await app.close()
})
const { signIn, get, post } = appClient(app)

const REFUSED = 'You do not have access to this page'
const NO_SUCH_APPOINTMENT = '/staff/appointments/00000000-0000-4000-8000-000000000000'

async function page(path: string, cookie: string) {
  const response = await get(path, cookie)
  const { document } = parseHTML(response.body) as unknown as { document: Document }
  return {
    status: response.status,
    heading: document.querySelector('h1')?.textContent?.trim(),
    /** The staff area's own navigation, which frames a refusal inside the area. */
    staffNavigation: document.querySelector('nav[aria-label="Staff"]'),
    links: [
      ...(document.querySelector('nav[aria-label="Staff"]')?.querySelectorAll('a') ?? []),
    ].map((link) => link.textContent?.trim()),
    text: document.querySelector('main')?.textContent ?? '',
    subheadings: [...document.querySelectorAll('h2')].map((h2) => h2.textContent?.trim()),
  }
}

describe('the staff area', () => {
  const cookies: Record<string, string> = {}
  beforeAll(async () => {
    for (const [role, password] of [
      ['patient', 'Demo-Patient-2026'],
      ['doctor', 'Demo-Doctor-2026'],
      ['staff', 'Demo-Staff-2026'],
      ['dispatcher', 'Demo-Dispatch-2026'],
    ])
      cookies[role!] = await signIn(`${role}@demo.maindoctor.in`, password!)
  })

  it('refuses patients and doctors the dashboard (403) and lets staff in', async () => {
    for (const role of ['patient', 'doctor']) {
      const refused = await page('/staff', cookies[role]!)
      expect(refused.status, role).toBe(403)
      expect(refused.heading).toBe(REFUSED)
    }
    const desk = await page('/staff', cookies.staff!)
    expect(desk.status).toBe(200)
    expect(desk.heading).toBe('Staff dashboard')
  })

  it('refuses patients and doctors the staff pages, and staff the admin’s, in loaders and actions', async () => {
    for (const role of ['patient', 'doctor', 'staff']) {
      // The front desk finds patients at /staff/people; managing accounts stays the admin's.
      const paths =
        role === 'staff'
          ? ['/staff/audit']
          : ['/staff/appointments', '/staff/messages', '/staff/people', '/staff/audit']
      for (const path of paths) {
        const refused = await page(path, cookies[role]!)
        expect(refused.status, `${role} ${path}`).toBe(403)
        expect(refused.heading).toBe(REFUSED)
        // Staff stay inside their area: the refusal is shown within the staff navigation.
        expect(Boolean(refused.staffNavigation), `${role} ${path}`).toBe(role === 'staff')
      }
      const posted = await post(
        role === 'staff' ? '/staff/people' : NO_SUCH_APPOINTMENT,
        { from: 'requested', to: 'confirmed', name: 'X Y', email: 'x@example.com', role: 'admin' },
        cookies[role],
      )
      expect(posted.status, `${role} posts`).toBe(403)
    }
  })

  it('gives a dispatcher the overview and the ambulance pages only', async () => {
    const overview = await page('/staff', cookies.dispatcher!)
    expect(overview.status).toBe(200)
    expect(overview.links).toEqual(['Overview', expect.stringMatching(/^Ambulance/)])
    expect(overview.subheadings).toContain('Ambulance')
    expect(overview.text).not.toContain('Appointments to confirm')
    for (const path of ['/staff/appointments', '/staff/people', '/staff/ambulance/fleet'])
      expect((await page(path, cookies.dispatcher!)).status, path).toBe(403)
    const posted = await post('/staff/appointments/new', { name: 'X Y' }, cookies.dispatcher)
    expect(posted.status).toBe(403)
  })
})
