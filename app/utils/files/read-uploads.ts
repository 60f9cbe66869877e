import { MAX_FILES_PER_FORM } from './file-kinds.ts'

/**
 * The files a form sent in `field`, for `storeUpload`: only files (a browser sends an empty file
 * field as a nameless file of 0 bytes, and a hand-made request may send text instead; a chosen
 * file of 0 bytes stays, for storeUpload to say it is empty), and
 * at most `max` of them, the first ones: the form says how many it takes, and the rest are
 * ignored rather than checked and kept. The body has already been size-checked by the server
 * (server/request-body.ts, the route's `uploadLimit`), so `request.formData()` is safe to call.
 */
export function readUploads(
  formData: FormData,
  field: string,
  { max = MAX_FILES_PER_FORM }: { max?: number } = {},
): File[] {
  return formData
    .getAll(field)
    .filter(
      (value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''),
    )
    .slice(0, max)
}
