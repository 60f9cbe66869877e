import { timingSafeEqual } from 'node:crypto'
import { privateLinkToken } from '#app/utils/private-link.server.ts'

// A cart filled from one of our e-prescriptions (tests to book, medicines to order) carries the
// prescription's id signed by the server, so that the order can name the prescription — and the
// pharmacy sell prescription-only medicines against it — without trusting the browser.

const PREFIX = 'rx.'

const signature = (purpose: string, prescriptionId: string) =>
  privateLinkToken(`${purpose}-prescription`, prescriptionId).slice(0, 22)

/** The cart entry naming a prescription: `rx.<id>.<signature>`. */
export const prescriptionMarker = (purpose: string, prescriptionId: string) =>
  `${PREFIX}${prescriptionId}.${signature(purpose, prescriptionId)}`

/** The prescription a cart's entries name, when one of them is a marker the server signed. */
export function markedPrescription(purpose: string, entries: readonly string[]): string | null {
  const entry = entries.find((value) => value.startsWith(PREFIX))
  if (!entry) return null
  const [id, given] = entry.slice(PREFIX.length).split('.')
  if (!id || !given) return null
  const expected = Buffer.from(signature(purpose, id))
  const received = Buffer.from(given)
  return expected.length === received.length && timingSafeEqual(expected, received) ? id : null
}
