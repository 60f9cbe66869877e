import { data } from 'react-router'
import { RecordRefusedError } from '#app/domain/record-imports/index.server.ts'
import { replyWithDomainError, type ReplyOptions } from '#app/routes/form-reply.server.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'

/** The validator's reasons shown under the field: enough to fix the file, not a wall of text. */
export const ISSUES_SHOWN = 3

/**
 * The answer to an import form that failed: a FHIR document the validator refused lists its first
 * few reasons next to the field (our sentence in the page's language, with the validator's path
 * and words: FHIR element paths and the validator's messages are English), with 400 and nothing
 * kept; any other refusal (no file, too large, not a FHIR document at all) is answered as every
 * form's is.
 */
export function replyWithImportError<Result>(
  submission: { reply: (options?: ReplyOptions) => Result },
  error: unknown,
  locale: Locale,
) {
  if (!(error instanceof RecordRefusedError))
    return replyWithDomainError(submission, error, { locale })
  const t = getT(locale, 'recordImport')
  const shown = error.issues.slice(0, ISSUES_SHOWN)
  const more = error.issues.length - shown.length
  const messages = [
    t('refused.title'),
    ...shown.map((issue) =>
      t('refused.issue', {
        path: issue.path || t('refused.wholeDocument'),
        message: issue.message,
      }),
    ),
    ...(more > 0 ? [t('refused.more', { count: more })] : []),
  ]
  return data(
    { result: submission.reply({ fieldErrors: { [error.field ?? 'record']: messages } }) },
    { status: 400 },
  )
}
