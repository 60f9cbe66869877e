import { z } from '#app/utils/zod.ts'

/**
 * "Add a record the patient brought": the file itself is read and checked by the server (the
 * files module, then FHIR R4 and the ABDM profile), so the form's schema names only its intent.
 */
export const ImportRecordSchema = z.object({ intent: z.literal('import') })
