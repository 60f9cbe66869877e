import { DEMO, expect, holdScripts, signIn, test, waitForHydration } from './fixtures.ts'

test('the emergency pop-up opens by keyboard, keeps focus inside and closes with Escape', async ({
  page,
}) => {
  await page.goto('/home')
  // The focus trap is JavaScript's: before hydration the link opens the page's own section.
  await waitForHydration(page)
  const trigger = page.getByRole('link', { name: '24/7 Emergency' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Emergency help, 24 hours a day' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: /Call \+91 99350 10108/ })).toHaveAttribute(
    'href',
    'tel:+919935010108',
  )
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/919935010108',
  )
  await expect(dialog.getByRole('link', { name: 'Make Appointment' })).toHaveAttribute(
    'href',
    '/home#appointment',
  )
  // Focus is trapped: tabbing many times never leaves the dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate(() => {
      const active = document.activeElement
      return !active || active === document.body || Boolean(active.closest('dialog'))
    })
    expect(inside).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the emergency pop-up still opens and shows the numbers', async ({ page }) => {
    await page.goto('/home')
    await page.getByRole('link', { name: '24/7 Emergency' }).click()
    await expect(page).toHaveURL(/#emergency-help$/)
    await expect(page.getByRole('link', { name: /Call \+91 99350 10108/ })).toBeVisible()
  })

  test('the mobile menu opens and lists the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/contact-us')
    await page.getByText('Menu', { exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Cardiology' })).toBeVisible()
    await menu.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })
})

test('the departments menu lists the seven clinics and works by keyboard', async ({ page }) => {
  await page.goto('/contact-us')
  // Escape closing the menu is JavaScript's (a <details> opens and closes without it).
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  const toggle = nav.getByText('Departments', { exact: true })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const links = nav.locator('details[open] ul a')
  await expect(links).toHaveText([
    'Neurology',
    'Cardiology',
    'Pathology',
    'Laboratory',
    'Pediatric',
    'Cardiac',
    'General Medicine',
  ])
  await page.keyboard.press('Escape')
  await expect(links.first()).toBeHidden()
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await nav.getByRole('link', { name: 'Cardiology' }).click()
  await expect(page).toHaveURL(/\/departments\/cardiology$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardiology clinic')
})

test('a menu opened before the page hydrated stays open when it does', async ({ page }) => {
  // The scripts are held back until the menu is open, as on a slow phone.
  const release = await holdScripts(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  // Not until "load": the held scripts may have been asked for before it.
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' })
  const menu = page
    .getByRole('navigation', { name: 'Main', exact: true })
    .locator('details')
    .first()
  await menu.locator('summary').click()
  await expect(menu).toHaveAttribute('open', '')
  release()
  await waitForHydration(page)
  await expect(menu).toHaveAttribute('open', '')
  // Hydrated, the menu still closes on its own: Escape.
  await menu.locator('summary').press('Escape')
  await expect(menu).not.toHaveAttribute('open', '')
})

test('the header search box searches', async ({ page }) => {
  await page.goto('/home')
  await page.locator('#site-search').fill('heart pain')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=heart\+pain$/)
  await expect(page.getByRole('main').getByRole('status')).toContainText('results for “heart pain”')
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
  ).toContainText('Emergency')
})

test('what was typed in the search box while the scripts loaded is kept when they arrive', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/home', { waitUntil: 'domcontentloaded' })
  const box = page.locator('#site-search')
  await box.fill('heart pain')
  release()
  await waitForHydration(page)
  await expect(box).toHaveValue('heart pain')
  // The box still has the focus: suggestions are offered for it, and Enter searches for it.
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toContainText('Emergency')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=heart\+pain$/)
})

test('the header shows the address, hours, emergency line and social links', async ({ page }) => {
  await page.goto('/home')
  const banner = page.getByRole('banner')
  await expect(banner).toContainText('Haidergarh, Barabanki district, Uttar Pradesh')
  await expect(banner).toContainText('Mon–Fri 8:00 am – 7:00 pm')
  await expect(banner.getByRole('link', { name: /Emergency line/ })).toHaveAttribute(
    'href',
    'tel:+919935010108',
  )
  await expect(
    banner.getByRole('navigation', { name: 'Social media' }).getByRole('link'),
  ).toHaveCount(4)
  await expect(banner.getByRole('link', { name: 'Login/Signup' }).first()).toHaveAttribute(
    'href',
    '/login',
  )
})

for (const account of [null, 'patient', 'staff'] as const) {
  test(`the main navigation is one row within the window from 1280 px, a menu below (${account ?? 'signed out'})`, async ({
    page,
  }) => {
    if (account) await signIn(page, DEMO[account])
    for (const width of [1024, 1180]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/contact-us')
      await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden()
      await expect(page.getByText('Menu', { exact: true })).toBeVisible()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `no sideways scrolling at ${width}px`,
      ).toBeLessThanOrEqual(width)
    }
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/contact-us')
      const nav = page.getByRole('navigation', { name: 'Main', exact: true })
      // Every link and button of the row shares one line (their vertical centres agree), and
      // the row ends inside the window: nothing is pushed off to the right.
      const { centres, right, scrollWidth } = await nav.evaluate((element) => {
        const items = [...element.querySelectorAll('a, summary, button')].filter(
          (item) =>
            item.getClientRects().length > 0 &&
            !item.closest('details:not([open]) > :not(summary)'),
        )
        return {
          centres: items.map((item) => {
            const box = item.getBoundingClientRect()
            return Math.round(box.top + box.height / 2)
          }),
          right: Math.max(...items.map((item) => item.getBoundingClientRect().right)),
          scrollWidth: document.documentElement.scrollWidth,
        }
      })
      expect(centres.length, `links in the row at ${width}px`).toBeGreaterThan(5)
      expect(
        Math.max(...centres) - Math.min(...centres),
        `one row at ${width}px`,
      ).toBeLessThanOrEqual(2)
      expect(right, `the row ends inside the window at ${width}px`).toBeLessThanOrEqual(width)
      expect(scrollWidth, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(width)
      const banner = page.getByRole('banner')
      if (account) {
        await expect(nav.getByTestId('account-menu')).toBeVisible()
        await expect(nav.getByRole('link', { name: 'Book appointment' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Login/Signup' })).toHaveCount(0)
      } else {
        await expect(banner.getByRole('link', { name: 'Login/Signup' })).toBeVisible()
      }
    }
    if (account) {
      // The account menu opens and holds the person's own pages and sign-out.
      await page.getByTestId('account-menu').locator('summary').click()
      const menu = page.getByTestId('account-menu')
      await expect(
        menu.getByRole('link', {
          name: account === 'staff' ? 'Staff dashboard' : 'My appointments',
        }),
      ).toBeVisible()
      await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'My account' }),
      ).toBeVisible()
    }
  })
}
