import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { KeptDocument } from '#app/components/network/join-form-values.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { APPLICATION_MAX_FILES } from '#app/db/schema/network-values.ts'
import { applicationPath } from '#app/domain/network/application-links.server.ts'
import {
  applicationFromForm,
  JoinSchema,
  joinError,
  readKept,
} from '#app/domain/network/application-schema.ts'
import {
  applicationFilePurpose,
  attachableDocuments,
  documentUploadAllowed,
  findApplicationByRequestKey,
  submitApplication,
  unattachedDocumentCount,
} from '#app/domain/network/applications.server.ts'
import { readDocumentSlots } from '#app/domain/network/join-documents.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { ANY_ALLOWED_TYPE } from '#app/utils/files/file-kinds.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** Documents one form may upload and not send (a form corrected many times keeps no more). */
const MAX_UNATTACHED = 2 * APPLICATION_MAX_FILES

/** The join page: its title in the page's language and the form's one-time key. */
export function joinPage(request: Request) {
  const t = getT(requestLocale(request), 'join')
  return {
    meta: {
      title: t('meta.join.title', { site: SITE.name }),
      description: t('meta.join.description'),
    },
    // One key per rendered form: sending it twice stores one application.
    requestKey: crypto.randomUUID(),
  }
}

/**
 * An application sent: its documents checked and kept (even when another field is wrong, so they
 * need not be sent again), then the application stored, or the form back with what to correct.
 */
export async function answerJoinForm(request: Request, clientIp: string) {
  const locale = requestLocale(request)
  const t = getT(locale, 'join')
  const formData = await readForm(request)
  const requestKey = formData.get('requestKey')
  const formKey = typeof requestKey === 'string' && isUuid(requestKey) ? requestKey : null
  // Sent again after a lost answer: the application is stored already; show it.
  const stored = formKey ? await findApplicationByRequestKey(formKey) : null
  if (stored) return redirect(`${applicationPath(stored.token, locale)}?sent=1`, 303)
  // Documents kept from an earlier try, then the new ones: each checked by its content, photos
  // drawn again without their location, and kept for this form even if another field is wrong.
  const documents: KeptDocument[] = formKey
    ? await attachableDocuments(
        formKey,
        readKept(formData.getAll('keptFile').filter((v): v is string => typeof v === 'string')),
      )
    : []
  const sent = formKey ? readDocumentSlots(formData) : []
  let documentError: string | null = null
  if (documents.length + sent.length > APPLICATION_MAX_FILES) {
    documentError = t('error.tooManyDocuments', { max: APPLICATION_MAX_FILES })
  } else if (
    sent.length &&
    (await unattachedDocumentCount(formKey!)) + sent.length > MAX_UNATTACHED
  ) {
    documentError = t('error.tooManyTries')
  } else if (!(await documentUploadAllowed(clientIp || null, sent.length))) {
    documentError = t('error.uploadLimit', { phone: CONTACT.receptionPhone })
  }
  for (const { file, purpose } of documentError ? [] : sent) {
    try {
      const stored = await storeUpload(file, {
        purpose: applicationFilePurpose(formKey!),
        ownerUserId: null,
        accept: ANY_ALLOWED_TYPE,
        field: 'documents',
      })
      documents.push({ id: stored.id, name: stored.name, purpose })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      documentError = error.values
        ? translateRefOnServer(locale, error.message, error.values)
        : error.message
      break
    }
  }
  if (!documentError && documents.length === 0) documentError = joinError('documentsMissing')
  const submission = parseWithZod(formData, { schema: JoinSchema })
  if (submission.status !== 'success' || documentError) {
    return data(
      {
        // Said above the form too: without JavaScript the page opens at its top, far from the
        // first marked field on a phone.
        result: submission.reply({
          formErrors: [joinError('checkMarked')],
          ...(documentError ? { fieldErrors: { documents: [documentError] } } : {}),
        }),
        documents,
      },
      { status: 400 },
    )
  }
  const form = submission.value
  try {
    const created = await submitApplication({
      ...applicationFromForm(form),
      requestKey: form.requestKey,
      locale,
      documents: documents.map(({ id, purpose }) => ({ id, purpose })),
    })
    return redirect(`${applicationPath(created.token, locale)}?sent=1`, 303)
  } catch (error) {
    return replyWithDomainError(submission, error, { locale, extra: { documents } })
  }
}
