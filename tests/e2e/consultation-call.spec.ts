import { type Page } from '@playwright/test'
import {
  createVideoConsultation,
  FAKE_MEDIA_LAUNCH_OPTIONS,
  personPage,
  startConsultation,
} from './consultation-fixtures.ts'
import { causesAdded, expect, signIn, test, waitForHydration } from './fixtures.ts'

// A fake camera and microphone, granted without a prompt; both browsers in one Chromium, talking
// over loopback with host candidates only (no STUN/TURN configured).
test.use({ launchOptions: FAKE_MEDIA_LAUNCH_OPTIONS })

/** The camera and microphone check, then "Join call". */
async function joinCall(page: Page) {
  await page.getByRole('button', { name: 'Check camera and microphone' }).click()
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible()
  await expect(page.getByTestId('call-local-video')).toBeVisible()
  await page.getByTestId('call-join').click()
}

/** The remote video shows frames: it has a size, and its clock moves on. */
async function expectRemoteFrames(page: Page) {
  const video = page.getByTestId('call-remote-video')
  await expect(video).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0)
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime)
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(before + 0.5)
}

test('patient and doctor see and hear each other; mute and audio only reach the other side', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000)
  const consultation = await createVideoConsultation(page.request)
  const errors: string[] = []
  const doctor = await personPage(browser, errors, 'doctor', {
    viewport: { width: 360, height: 780 },
  })
  const patient = await personPage(browser, errors, 'patient', {
    viewport: { width: 360, height: 780 },
  })

  await signIn(doctor, consultation.doctor)
  await doctor.goto(consultation.doctorRoomUrl)
  await waitForHydration(doctor)
  await startConsultation(doctor)
  await patient.goto(consultation.patientRoomUrl)

  await joinCall(patient)
  await expect(patient.getByTestId('call-status')).toContainText(
    `Waiting for ${consultation.doctorName} to join the call`,
  )
  await joinCall(doctor)

  // A real peer connection over loopback: each side shows the other's moving picture.
  await expect(patient.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 })
  await expect(doctor.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 })
  await expectRemoteFrames(patient)
  await expectRemoteFrames(doctor)
  await expect(patient.getByTestId('call-local-video')).toBeVisible()

  // The patient mutes: the doctor is told.
  await patient.getByTestId('call-mute').click()
  await expect(patient.getByTestId('call-mute')).toHaveAttribute('aria-pressed', 'true')
  const seenByDoctor = doctor.getByTestId('call-peer-state')
  await expect(seenByDoctor).toHaveAttribute('data-audio', 'off')
  await expect(seenByDoctor).toContainText(
    `${consultation.patientName} has turned the microphone off.`,
  )
  await patient.getByTestId('call-mute').click()
  await expect(seenByDoctor).toHaveAttribute('data-audio', 'on')

  // The doctor switches to audio only: the patient is told, and no frozen picture stays.
  await doctor.getByTestId('call-audio-only').click()
  await expect(doctor.getByTestId('call-audio-only')).toHaveAttribute('aria-pressed', 'true')
  const seenByPatient = patient.getByTestId('call-peer-state')
  await expect(seenByPatient).toHaveAttribute('data-video', 'off')
  await expect(seenByPatient).toContainText('audio only')
  await expect(patient.getByTestId('call-remote-video')).toBeHidden()
  await expect(doctor.getByTestId('call-local-video')).toBeHidden()
  // …and the call goes on.
  await expect(patient.getByTestId('call-status')).toHaveText('Connected')

  // Video again, then the doctor ends the call; the patient stays in the room.
  await doctor.getByTestId('call-audio-only').click()
  await expectRemoteFrames(patient)
  await doctor.getByTestId('call-end').click()
  await expect(doctor.getByTestId('call-status')).toHaveText('You left the call.')
  await expect(patient.getByTestId('call-status')).toHaveText(
    `${consultation.doctorName} left the call.`,
  )
  await expect(patient.getByTestId('call-remote-video')).toBeHidden()

  await causesAdded(errors)
  expect(errors, 'console errors on the two pages').toEqual([])
  await doctor.context().close()
  await patient.context().close()
})
