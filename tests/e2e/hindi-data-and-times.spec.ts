import { type Page } from '@playwright/test'
import { createOnlineConsultation } from './consultation-fixtures.ts'
import { bookDirectly, DEMO, expect, findFreeSlot, signIn, test } from './fixtures.ts'

// Hindi pages show some data as it was written, in English: doctors' degrees ("MBBS, MD
// (Medicine)") and the places of the schedule ("Room 1, MainDoctor Clinic"). A screen reader
// reads them in English only when they are marked lang="en" (WCAG 3.1.2), an <option> included.
// And Hindi times say the part of the day in Hindi ("सुबह 9:30"), never "am"/"pm".

/** English data on the page, and the pieces of it not marked as English. */
async function englishData(page: Page) {
  return page.evaluate(() => {
    const data = /MBBS|Room \d, MainDoctor Clinic/
    const found: string[] = []
    const unmarked: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (!data.test(text) || !parent || parent.closest('script, style, template, noscript'))
        continue
      found.push(text.trim())
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? ''
      if (!lang.startsWith('en')) unmarked.push(text.trim())
    }
    return { found, unmarked }
  })
}

async function expectEnglishDataMarked(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const { found, unmarked } = await englishData(page)
  expect(found.length, `${path} shows English data`).toBeGreaterThan(0)
  expect(unmarked, `${path}: English data without lang="en"`).toEqual([])
}

/** The page's words (text and the menus' options) hold no English "am"/"pm". */
async function expectHindiTimes(page: Page, path: string) {
  const text = await page.locator('body').evaluate((body: HTMLElement) => {
    const options = [...body.querySelectorAll('option')].map((o) => o.textContent ?? '')
    return `${body.innerText}\n${options.join('\n')}`
  })
  expect(text, `${path}: a time written with am/pm`).not.toMatch(/\b(am|pm|AM|PM)\b/)
  expect(text, `${path}: a time with its part of the day in Hindi`).toMatch(
    /(सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d/,
  )
}

test('degrees and places are marked English on Hindi pages, and times are in Hindi', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const slot = await findFreeSlot(page.request, 'dr-anjali-verma', 2)

  // The booking form's doctor menu, with the day's free times.
  const booking = `/hi/appointments/new?department=neurology&doctor=dr-anjali-verma&date=${slot.date}`
  await expectEnglishDataMarked(page, booking)
  await expect(page.locator('#appointment-form option[lang="en"]').first()).toBeAttached()
  await expectHindiTimes(page, booking)

  // The doctor's page: the weekly hours.
  await expectEnglishDataMarked(page, '/hi/doctors/dr-anjali-verma')
  await expectHindiTimes(page, '/hi/doctors/dr-anjali-verma')

  // Search results: a doctor's clinic and degrees, and the next free time.
  await expectEnglishDataMarked(page, '/hi/search?q=Anjali')
  await expectHindiTimes(page, '/hi/search?q=Anjali')

  // The booking's confirmation: where to come, and when.
  // Weeks ahead: the front desk's family test books this doctor's first free time in a few days.
  const { path } = await bookDirectly(page.request, {
    doctor: 'dr-anjali-verma',
    department: 'neurology',
    fromDays: 26,
  })
  await expectEnglishDataMarked(page, `/hi${path}`)
  await expectHindiTimes(page, `/hi${path}`)

  // The front desk: its booking form, and an appointment's page.
  const room = await createOnlineConsultation(page.request, 'chat')
  await signIn(page, DEMO.staff)
  await expectEnglishDataMarked(page, '/hi/staff/appointments/new')
  await expectEnglishDataMarked(page, `/hi/staff/appointments/${room.appointmentId}`)
  await expectHindiTimes(page, `/hi/staff/appointments/${room.appointmentId}`)
})
