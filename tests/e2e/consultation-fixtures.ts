import { type APIRequestContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'

/**
 * Chromium with a fake camera (a moving test pattern) and microphone (a beep), allowed without
 * asking: the browser tests of consultation calls launch it with `test.use({ launchOptions })`.
 */
export const FAKE_MEDIA_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
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

/**
 * Books a video appointment with a demo doctor starting within 15 minutes (so its room is open)
 * and returns its two room pages. Written with the consultation room (issue 16), which owns
 * booking a slot that close.
 */
export async function createVideoConsultation(
  request: APIRequestContext,
): Promise<VideoConsultation> {
  void request
  throw new Error('createVideoConsultation comes with the consultation room (issue 16)')
}

/** On the doctor's room page: starts the consultation, after which the call may begin. */
export async function startConsultation(doctorPage: Page): Promise<void> {
  void doctorPage
  throw new Error('startConsultation comes with the consultation room (issue 16)')
}
