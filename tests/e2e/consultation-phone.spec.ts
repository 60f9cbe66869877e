import { type Locator } from '@playwright/test'
import {
  createOnlineConsultation,
  FAKE_MEDIA_LAUNCH_OPTIONS,
  personPage,
  startConsultation,
} from './consultation-fixtures.ts'
import {
  causesAdded,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

// The consultation room on a 360 px phone (issue 47): the chat sits far below the video, so the
// news of a message or a prescription is shown, and announced, next to the video.
test.describe.configure({ timeout: 120_000 })
test.use({ launchOptions: FAKE_MEDIA_LAUNCH_OPTIONS })

/** How far apart two things are on the page, in CSS pixels (0 when they touch or overlap). */
async function gap(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!]
  const top = Math.max(boxA.y, boxB.y)
  const bottom = Math.min(boxA.y + boxA.height, boxB.y + boxB.height)
  return Math.max(0, top - bottom)
}

test('on a 360 px phone a new message and the prescription are shown and announced next to the video, with a jump to the chat', async ({
  browser,
  page,
}) => {
  const room = await createOnlineConsultation(page.request, 'video')
  const errors: string[] = []
  const patient = await personPage(browser, errors, 'patient', {
    viewport: { width: 360, height: 740 },
  })
  const doctor = await personPage(browser, errors, 'doctor')
  await patient.goto(room.patientRoomUrl)
  await waitForHydration(patient)
  const video = patient.getByRole('region', { name: 'Video call' })
  await expect(video).toBeVisible()
  const chat = patient.getByRole('region', { name: 'Chat' })
  // The page as the issue found it: the chat a long way below the video.
  expect(await gap(video, chat)).toBeGreaterThan(740)

  await signIn(doctor, room.doctor)
  await doctor.goto(room.doctorRoomUrl)
  await waitForHydration(doctor)
  await startConsultation(doctor)
  await doctor.getByLabel('Your message').fill('Please show me the rash on your arm.')
  await doctor.getByRole('button', { name: 'Send' }).click()

  // Next to the video: the news, in a polite live region, and the way to the chat.
  const news = patient.getByTestId('room-news')
  await expect(news).toHaveAttribute('aria-live', 'polite')
  await expect(news).toContainText(`New message from ${room.doctorName}`)
  const jump = patient.getByRole('link', { name: 'Chat (1 new)' })
  await expect(jump).toBeVisible()
  expect(await gap(video, news)).toBeLessThan(80)
  expect(await gap(video, jump)).toBeLessThan(80)
  await jump.click()
  await expect(chat.getByText('Please show me the rash on your arm.')).toBeInViewport()
  // Seen: the count is gone.
  await expect(patient.getByRole('link', { name: 'Chat', exact: true })).toBeVisible()

  // The prescription reaches the patient; the news says so beside the video.
  await doctor.getByRole('link', { name: 'Write prescription' }).click()
  await doctor.getByRole('textbox', { name: /^Diagnosis/ }).fill('Contact dermatitis')
  // The guest's age and sex, which the prescription states: the doctor asks.
  await doctor.getByRole('textbox', { name: /^Age/ }).fill('34')
  await doctor.getByRole('combobox', { name: /^Sex/ }).selectOption('male')
  const first = doctor.getByRole('group', { name: 'Medicine 1' })
  await first.getByRole('textbox', { name: /^Medicine/ }).fill('Calamine lotion')
  await first.getByRole('textbox', { name: /^Strength/ }).fill('8%')
  await first.getByRole('textbox', { name: /^Dose/ }).fill('Apply twice a day')
  await first.getByRole('textbox', { name: /^Days/ }).fill('5')
  await doctor.getByRole('button', { name: 'Issue prescription' }).click()
  await expect(doctor.getByText('Calamine lotion').filter({ visible: true }).first()).toBeVisible()
  await expect(news).toContainText(/Your prescription RX-\d{4}-\d+ has arrived/, {
    timeout: 15_000,
  })
  const seePrescription = news.getByRole('link', { name: 'See the prescription' })
  expect(await gap(video, seePrescription)).toBeLessThan(80)
  await seePrescription.click()
  await expect(patient.getByRole('heading', { name: 'Prescription', exact: true })).toBeInViewport()
  await expectNoAxeViolations(patient)
  await causesAdded(errors)
  expect(errors, 'console errors on the two pages').toEqual([])
  await patient.context().close()
  await doctor.context().close()
})
