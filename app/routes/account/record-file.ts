import { data } from 'react-router'
import type { Route } from './+types/record-file'
import { findAccountRecord } from '#app/domain/privacy/records.server.ts'
import { parseRecordFile, recordFileResponse } from '#app/routes/records/record-files.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * One of the account's records as a file: `<id>.json` its FHIR document, `<id>.pdf` its printed
 * form. Another account's record, or a guessed id, is not found.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const file = parseRecordFile(params.file)
  const record = file ? await findAccountRecord(user.id, { kind: params.kind, id: file.id }) : null
  if (!file || !record) throw data(null, { status: 404 })
  return recordFileResponse(record.ref, file.format, requestLocale(request))
}
