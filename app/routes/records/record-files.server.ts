import { data } from 'react-router'
import { getDb } from '#app/db/client.server.ts'
import {
  buildRecordDocument,
  FHIR_MEDIA_TYPE,
  fhirDocumentFileName,
  type RecordRef,
} from '#app/domain/fhir/index.server.ts'
import { renderRecordPdf } from '#app/domain/privacy/record-pdf.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'

// A record's two downloads, for the patient's list (/account/records) and for a shared link: the
// FHIR R4 document (app/domain/fhir) and the printed PDF. Whoever calls has checked who may have
// it; neither is ever stored by a cache.

export type RecordFormat = 'json' | 'pdf'

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(json|pdf)$/i

/** `<uuid>.json` or `<uuid>.pdf`; null for any other name. */
export function parseRecordFile(file: string): { id: string; format: RecordFormat } | null {
  const match = FILE.exec(file)
  if (!match) return null
  return { id: match[1]!.toLowerCase(), format: match[2]!.toLowerCase() as RecordFormat }
}

const PRIVATE_FILE = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
}

/** The record as a FHIR document (JSON, attachment) or as its PDF; 404 when it has no such form. */
export async function recordFileResponse(
  ref: RecordRef,
  format: RecordFormat,
  locale: Locale,
): Promise<Response> {
  if (format === 'pdf') {
    const pdf = await renderRecordPdf(ref, locale)
    if (!pdf) throw data(null, { status: 404 })
    return new Response(new Uint8Array(pdf.bytes), {
      headers: {
        ...PRIVATE_FILE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
        'Content-Length': String(pdf.bytes.length),
      },
    })
  }
  const bundle = await buildRecordDocument(getDb(), ref, { locale, baseUrl: appUrl() })
  const body = JSON.stringify(bundle, null, 2)
  return new Response(body, {
    headers: {
      ...PRIVATE_FILE,
      'Content-Type': `${FHIR_MEDIA_TYPE}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${fhirDocumentFileName(ref, bundle)}"`,
    },
  })
}
