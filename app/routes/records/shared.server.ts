import { data } from 'react-router'
import { SITE } from '#app/content/site.ts'
import { getDb } from '#app/db/client.server.ts'
import { buildRecordDocument, readFhirDocument } from '#app/domain/fhir/index.server.ts'
import { openRecordShare } from '#app/domain/privacy/record-shares.server.ts'
import { formatClinicDay, formatClinicMedium } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'

/**
 * The shared page's answer: the record as a doctor elsewhere reads it — read back from the very
 * FHIR document the link downloads (app/domain/fhir), so the page and the file cannot disagree —
 * while the link is open; 410 with a page saying so once it expired or was revoked; 404 for a
 * token nobody was given. Each answer of an open link is an opening, counted and audited.
 */
export async function sharedRecordPage(request: Request, token: string, ipAddress?: string | null) {
  const locale = requestLocale(request)
  const t = getT(locale, 'records')
  const opened = await openRecordShare(token, { what: 'page', ipAddress })
  if (!opened) throw data({ message: t('notFound') }, { status: 404 })
  if (opened.status === 'gone') {
    return data(
      {
        meta: { title: t('gone.meta.title', { site: SITE.name }), description: '' },
        shared: null,
      },
      { status: 410 },
    )
  }
  const bundle = await buildRecordDocument(getDb(), opened.ref, { locale, baseUrl: appUrl() })
  const record = readFhirDocument(bundle)
  return data({
    meta: { title: t('shared.meta.title', { site: SITE.name }), description: '' },
    shared: {
      record,
      date: /T/.test(record.date)
        ? formatClinicMedium(new Date(record.date), locale)
        : formatClinicDay(record.date.slice(0, 10), locale),
      expires: formatClinicMedium(opened.expiresAt, locale),
      printable: opened.ref.kind === 'prescription' || opened.ref.kind === 'lab-report',
    },
  })
}
