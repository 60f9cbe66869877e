import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { RecordShareFormSchema } from '#app/domain/privacy/record-share-schema.ts'
import {
  listActiveShares,
  revokeRecordShare,
  shareRecord,
  shareUrl,
} from '#app/domain/privacy/record-shares.server.ts'
import { listAccountRecords } from '#app/domain/privacy/records.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicDateTime, formatClinicMedium } from '#app/utils/clinic-time.ts'
import { qrCodeDataUrl } from '#app/utils/documents/qr-code.server.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { freshResponseToken } from '#app/utils/response-tokens.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/**
 * /account/records: the account's records grouped by the person they are about (newest first
 * within each, people in the order of their newest record), each with its downloads, its share
 * form and its open links (the link again, its QR code, until when, how often opened).
 */
export async function recordsPage(request: Request, userId: string) {
  const locale = requestLocale(request)
  const now = new Date()
  const [records, shares] = await Promise.all([
    listAccountRecords(userId),
    listActiveShares(userId, now),
  ])
  const openLinks = await Promise.all(
    shares.map(async (share) => {
      const url = share.token ? shareUrl(share.token, locale) : null
      return {
        id: share.id,
        recordKey: `${share.ref.kind}:${share.ref.id}`,
        url,
        qr: url ? await qrCodeDataUrl(url) : null,
        expires: formatClinicDateTime(share.expiresAt, locale),
        openCount: share.openCount,
      }
    }),
  )
  const people: Array<{ name: string; records: Array<ReturnType<typeof recordView>> }> = []
  for (const record of records) {
    let person = people.find((p) => p.name === record.patientName)
    if (!person) people.push((person = { name: record.patientName, records: [] }))
    person.records.push(recordView(record))
  }
  function recordView(record: (typeof records)[number]) {
    const key = `${record.ref.kind}:${record.ref.id}`
    const base = `/account/records/${record.ref.kind}/${record.ref.id}`
    return {
      key,
      kind: record.ref.kind,
      id: record.ref.id,
      date: formatClinicMedium(record.at, locale),
      by: record.by,
      number: record.number,
      cancelled: record.cancelled,
      pdfHref: record.printable ? `${base}.pdf` : null,
      fhirHref: `${base}.json`,
      // One per form: the same form sent twice makes one link.
      requestKey: freshResponseToken(),
      links: openLinks.filter((link) => link.recordKey === key),
    }
  }
  return { people }
}

/** Share a record or revoke a link; both end back on the list with a toast. */
export async function recordsAction(
  request: Request,
  actor: { userId: string; ipAddress: string | null | undefined },
) {
  const locale = requestLocale(request)
  const t = getT(locale, 'records')
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: RecordShareFormSchema })
  const recordKey = `${String(formData.get('kind'))}:${String(formData.get('id'))}`
  if (submission.status !== 'success')
    return data({ result: submission.reply(), recordKey }, { status: 400 })
  const here = localizedPath(request, '/account/records')
  try {
    if (submission.value.intent === 'share') {
      const made = await shareRecord(submission.value, actor)
      return redirectWithToast(`${here}#share-${made.shareId}`, {
        type: 'success',
        title: t('toast.shared'),
        description: t('toast.sharedDescription', {
          time: formatClinicDateTime(made.expiresAt, locale),
        }),
      })
    }
    await revokeRecordShare(submission.value.shareId, actor)
    return redirectWithToast(here, {
      type: 'success',
      title: t('toast.revoked'),
      description: t('toast.revokedDescription'),
    })
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { recordKey }, locale })
  }
}
