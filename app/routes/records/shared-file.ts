import { data } from 'react-router'
import type { Route } from './+types/shared-file'
import { openRecordShare } from '#app/domain/privacy/record-shares.server.ts'
import { requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { recordFileResponse } from './record-files.server.ts'

/** A private link (its token is the key): never cached. */
export const policy: RoutePolicy = personal

const FILES = { 'record.json': 'json', 'record.pdf': 'pdf' } as const

/**
 * The shared record's FHIR document or PDF, while the link is open; each download is an opening,
 * counted and audited. Gone (410) once the link expired or was revoked; an unknown token is 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const format = Object.hasOwn(FILES, params.file) ? FILES[params.file as keyof typeof FILES] : null
  if (!format) throw data(null, { status: 404 })
  const opened = await openRecordShare(params.token, {
    what: format === 'json' ? 'fhir' : 'pdf',
    ipAddress: context.clientIp,
  })
  if (!opened) throw data(null, { status: 404 })
  if (opened.status === 'gone') throw data(null, { status: 410 })
  return recordFileResponse(opened.ref, format, requestLocale(request))
}
