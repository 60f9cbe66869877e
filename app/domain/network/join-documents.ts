import {
  APPLICATION_FILE_PURPOSES,
  type ApplicationFilePurpose,
} from '#app/db/schema/network-values.ts'
import { DOCUMENT_SLOTS } from './join-values.ts'

/** The form's document pickers: `document<n>` with its purpose `purpose<n>`. */
export const documentField = (slot: number) => `document${slot}`
export const purposeField = (slot: number) => `purpose${slot}`

/**
 * The documents a form sent, each with the purpose chosen next to its picker (an unknown purpose
 * counts as `other`). Empty pickers are skipped; a chosen file of 0 bytes stays, for the file
 * module to say it is empty.
 */
export function readDocumentSlots(
  formData: FormData,
): { file: File; purpose: ApplicationFilePurpose }[] {
  const sent: { file: File; purpose: ApplicationFilePurpose }[] = []
  for (let slot = 0; slot < DOCUMENT_SLOTS; slot++) {
    const file = formData.get(documentField(slot))
    if (!file || typeof file === 'string' || (file.size === 0 && file.name === '')) continue
    const purpose = formData.get(purposeField(slot))
    sent.push({
      file,
      purpose: (APPLICATION_FILE_PURPOSES as readonly unknown[]).includes(purpose)
        ? (purpose as ApplicationFilePurpose)
        : 'other',
    })
  }
  return sent
}
