import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../support/chromium.ts'
import { collectPageErrors, DEMO, expect, nextClientIp } from './fixtures.ts'

/**
 * Chromium with a fake camera (a moving test pattern) and microphone (a beep), allowed without
 * asking: the browser tests of consultation calls launch it with `test.use({ launchOptions })`.
 */
export const FAKE_MEDIA_LAUNCH_OPTIONS = {
  executablePath: TEST_CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
}

/** A video consultation whose room is open now, as the call tests need it. */
export type VideoConsultation = {
  /** The patient's room page (the private manage link's room, with its `?k=`). */
  patientRoomUrl: string
  /** The doctor's room page for the same appointment. */
  doctorRoomUrl: string
  /** The doctor of the appointment, to sign in with. */
  doctor: { email: string; password: string }
  /** The names each side sees for the other. */
  patientName: string
  doctorName: string
}

/** An online consultation whose room is open now. */
export type OnlineConsultation = VideoConsultation & { appointmentId: string; key: string }

/**
 * Books an online appointment with the demo doctor whose room is open now — through the demo
 * mode's own page (/dev/consultation), as a guest, so the patient's room comes with its private
 * key — and returns its two room pages.
 */
export async function createOnlineConsultation(
  request: APIRequestContext,
  mode: 'video' | 'phone' | 'chat' = 'video',
): Promise<OnlineConsultation> {
  const response = await request.post('/dev/consultation', {
    form: { mode },
    headers: { 'X-Forwarded-For': nextClientIp() },
    maxRedirects: 0,
  })
  expect(response.status(), 'the demo consultation answered with a redirect').toBe(302)
  const location = response.headers()['location'] ?? ''
  const match = /\/consultations\/([0-9a-f-]{36})\?k=([A-Za-z0-9_-]+)$/.exec(location)
  expect(match, `a room address with its key: ${location}`).not.toBeNull()
  const [, appointmentId, key] = match!
  return {
    appointmentId: appointmentId!,
    key: key!,
    patientRoomUrl: `/consultations/${appointmentId}?k=${key}`,
    doctorRoomUrl: `/consultations/${appointmentId}`,
    doctor: DEMO.doctor,
    patientName: 'Ramesh Kumar',
    doctorName: 'Dr. Anjali Verma',
  }
}

/** A video consultation whose room is open now, as the call tests need it. */
export function createVideoConsultation(request: APIRequestContext): Promise<VideoConsultation> {
  return createOnlineConsultation(request, 'video')
}

/** On the doctor's room page: starts the consultation, after which the call may begin. */
export async function startConsultation(doctorPage: Page): Promise<void> {
  await doctorPage.getByRole('button', { name: 'Start consultation' }).click()
  await expect(doctorPage.getByTestId('room-status')).toHaveText('The consultation is in progress.')
}

/**
 * A person's page in a browser context of its own (its own cookies and client address), adding
 * each console error to `errors` under `who`: the consultation tests have two people at once.
 */
export async function personPage(
  browser: Browser,
  errors: string[],
  who: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
    ...options,
  })
  const page = await context.newPage()
  collectPageErrors(page, errors, who)
  return page
}
