import { parseHTML } from 'linkedom'
import { afterAll, describe, expect, it } from 'vitest'
import { appClient } from '#tests/support/app-client.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'
import {
  type DemoAccount,
  HINDI_PUBLIC_PAGES,
  HINDI_SIGNED_IN_PAGES,
  hindiPageProblems,
} from '#tests/support/hindi-pages.ts'

// Pages as the server writes them, read the way a browser without JavaScript gets them: their
// heading, title, description and frame; every page in Hindi (the language, the frame, the
// heading and no English interface word: tests/support/hindi-pages.ts). The browser tests check
// a sample of the same pages after hydration, with axe (tests/e2e/a11y.spec.ts, hindi.spec.ts).
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', DEMO_MODE: '1' }, demoMode: true })
afterAll(async () => {
  await app.close()
})
const { signIn, get } = appClient(app)

const PASSWORDS: Record<DemoAccount, string> = {
  patient: 'Demo-Patient-2026',
  doctor: 'Demo-Doctor-2026',
  staff: 'Demo-Staff-2026',
  dispatcher: 'Demo-Dispatch-2026',
  lab: 'Demo-Lab-2026',
  pathologist: 'Demo-Pathology-2026',
  pharmacist: 'Demo-Pharmacy-2026',
  admin: 'Demo-Admin-2026',
}

/** Pages whose answer is "not found", in Hindi. */
const NOT_FOUND = new Set([
  '/hi/missing-page',
  '/hi/no/such/page',
  '/hi/prescriptions/verify/no-such-code-0000',
])

async function expectHindi(path: string, cookie?: string) {
  const response = await get(path, cookie)
  expect(response.status, `${path} answers a page`).toBe(NOT_FOUND.has(path) ? 404 : 200)
  expect(hindiPageProblems(response.body, path), `${path} is a Hindi page`).toEqual([])
}

const PAGES = [
  { path: '/home', heading: /MainDoctor/, title: /MainDoctor — find the right doctor/ },
  { path: '/contact-us', heading: 'Contact us', title: 'Contact us | MainDoctor' },
  { path: '/login', heading: 'Login Here', title: 'Login | MainDoctor' },
  { path: '/register', heading: 'Register', title: 'Register | MainDoctor' },
  { path: '/forget-password', heading: 'Reset Password', title: 'Reset Password | MainDoctor' },
  { path: '/logout', heading: 'Logout', title: 'Logout | MainDoctor' },
  { path: '/search?q=fever', heading: 'Search', title: 'Search: fever | MainDoctor' },
]

async function page(path: string) {
  const response = await get(path)
  const { document } = parseHTML(response.body) as unknown as { document: Document }
  const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? ''
  return { status: response.status, document, text }
}

describe('the pages of the specification', () => {
  it.each(PAGES)(
    '$path answers 200 with its heading, title, description and frame',
    async ({ path, heading, title }) => {
      const { status, document, text } = await page(path)
      expect(status).toBe(200)
      expect(document.querySelectorAll('h1')).toHaveLength(1)
      expect(text('h1')).toMatch(heading)
      expect(document.title).toMatch(title)
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        /.{40,}/,
      )
      // The shared header and footer are on every screen.
      expect(document.querySelector('body > header nav[aria-label="Main"]')).not.toBeNull()
      expect(text('footer')).toContain('All rights reserved')
    },
  )

  it('each has its own title', async () => {
    const titles = new Set<string>()
    for (const { path } of PAGES) titles.add((await page(path)).document.title)
    expect(titles.size).toBe(PAGES.length)
  })

  it('an unknown path is a real 404 page with the header, footer and useful links', async () => {
    const { status, document, text } = await page('/no/such/page')
    expect(status).toBe(404)
    expect(text('h1')).toBe('We could not find that page')
    expect(document.querySelector('body > header nav[aria-label="Main"]')).not.toBeNull()
    const links = [...document.querySelectorAll('main a')].map((link) => [
      link.textContent?.trim(),
      link.getAttribute('href'),
    ])
    expect(links).toEqual(
      expect.arrayContaining([
        ['Home page', '/home'],
        ['Our departments', expect.any(String)],
        ['Contact us', '/contact-us'],
      ]),
    )
  })
})

describe('every public page is in Hindi under /hi', () => {
  it.each(HINDI_PUBLIC_PAGES)('%s', async (path) => {
    await expectHindi(path)
  })
})

describe('every signed-in page is in Hindi under /hi', () => {
  it.each(HINDI_SIGNED_IN_PAGES)('for the %s', async (account, paths) => {
    const cookie = await signIn(`${account}@demo.maindoctor.in`, PASSWORDS[account])
    // The sign-in's welcome is read in English first, as the demo accounts use the site.
    await get('/contact-us', cookie)
    for (const path of paths) await expectHindi(path, cookie)
  })
})

describe('the check itself', () => {
  it('finds an English page, an English heading and English words', async () => {
    const english = await get('/contact-us')
    expect(hindiPageProblems(english.body, '/contact-us')).toEqual(
      expect.arrayContaining([
        '<html lang="en">, not "hi"',
        expect.stringMatching(/^the main heading .* is not Hindi$/),
        expect.stringMatching(/^English words: /),
      ]),
    )
    const hindi = await get('/hi/contact-us')
    const withEnglish = hindi.body.replace('</main>', '<p>Please wait</p></main>')
    expect(hindiPageProblems(withEnglish, '/hi/contact-us')).toEqual([
      'English words: Please, wait',
    ])
    const marked = hindi.body.replace('</main>', '<p lang="en">Please wait</p></main>')
    expect(hindiPageProblems(marked, '/hi/contact-us')).toEqual([])
  })
})
