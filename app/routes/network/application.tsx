import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/application'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import {
  APPLICATION_FILE_PURPOSES,
  APPLICATION_MAX_FILES,
  type ApplicationFilePurpose,
} from '#app/db/schema/network-values.ts'
import { applicationPath, applicationUrl } from '#app/domain/network/application-links.server.ts'
import { AnswerSchema, joinError } from '#app/domain/network/application-schema.ts'
import { DOCUMENT_SLOTS } from '#app/domain/network/join-values.ts'
import {
  answerQuestion,
  applicationFilePurpose,
  applicationForApplicant,
  applicationKeyForToken,
  documentUploadAllowed,
} from '#app/domain/network/applications.server.ts'
import {
  documentField,
  purposeField,
  readDocumentSlots,
} from '#app/domain/network/join-documents.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicDate, formatClinicMedium } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { ANY_ALLOWED_TYPE, MAX_UPLOAD_REQUEST_BYTES } from '#app/utils/files/file-kinds.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['join'] }

export const policy: RoutePolicy = { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

const ACCEPTED_FILES = ANY_ALLOWED_TYPE.join(',')

/**
 * The applicant's private page (the link from the acknowledgement, the SMS and the e-mail): the
 * reference, where the application stands, the admin's question and the answer to it, the
 * history. Anyone with the link sees it (no account is needed to apply); nothing else does.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'join')
  const application = await applicationForApplicant(params.token)
  if (!application)
    return data(
      {
        meta: { title: t('status.notFound.title'), description: t('meta.status.description') },
        application: null,
      },
      { status: 404 },
    )
  return {
    meta: {
      title: t('meta.status.title', { number: application.number, site: SITE.name }),
      description: t('meta.status.description'),
    },
    sent: new URL(request.url).searchParams.has('sent'),
    link: applicationUrl(params.token, locale),
    application: {
      number: application.number,
      kind: application.kind,
      status: application.status,
      name: application.name,
      question: application.question,
      rejectReason: application.rejectReason,
      rejectNote: application.rejectNote,
      sentOn: formatClinicDate(application.createdAt, locale),
      listing: application.doctorSlug
        ? `/doctors/${application.doctorSlug}`
        : application.facilitySlug
          ? `/facilities/${application.facilitySlug}`
          : null,
      events: application.events.map((event) => ({
        kind: event.kind,
        // The admin's question and the applicant's answer; never a staff name or an inner note.
        note: event.kind === 'info_requested' || event.kind === 'info_added' ? event.note : '',
        at: formatClinicMedium(event.createdAt, locale),
      })),
      documents: application.documents,
      room: Math.max(0, APPLICATION_MAX_FILES - application.documents.length),
    },
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requestLocale(request)
  const formData = await readForm(request)
  const found = await applicationKeyForToken(params.token)
  if (!found) throw new Response(null, { status: 404 })
  const submission = parseWithZod(formData, { schema: AnswerSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // Answered already (a second press of Send): the page shows the answer, and the network has it.
  if (found.status === 'submitted')
    return redirectWithToast(applicationPath(params.token, locale), {
      type: 'info',
      title: getT(locale, 'join')('status.answer.sent'),
    })
  if (found.status !== 'more_info')
    return data(
      { result: submission.reply({ formErrors: [joinError('notAsked')] }) },
      { status: 409 },
    )
  const documents: { id: string; purpose: ApplicationFilePurpose }[] = []
  const sent = readDocumentSlots(formData).slice(0, DOCUMENT_SLOTS)
  if (!(await documentUploadAllowed(context.clientIp || null, sent.length)))
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            documents: [
              getT(locale, 'join')('error.uploadLimit', { phone: CONTACT.receptionPhone }),
            ],
          },
        }),
      },
      { status: 429 },
    )
  try {
    for (const { file, purpose } of sent) {
      const stored = await storeUpload(file, {
        purpose: applicationFilePurpose(found.requestKey),
        ownerUserId: null,
        accept: ANY_ALLOWED_TYPE,
        field: 'documents',
      })
      documents.push({ id: stored.id, purpose })
    }
    await answerQuestion(params.token, submission.value.answer, documents)
  } catch (error) {
    if (error instanceof DomainError && error.values) {
      const words = translateRefOnServer(locale, error.message, error.values)
      return data(
        { result: submission.reply({ fieldErrors: { [error.field ?? 'documents']: [words] } }) },
        { status: 400 },
      )
    }
    return replyWithDomainError(submission, error, { locale })
  }
  return redirectWithToast(applicationPath(params.token, locale), {
    type: 'success',
    title: getT(locale, 'join')('status.answer.sent'),
  })
}

const STATUS_STYLE = {
  submitted: 'border-brand-700 bg-brand-50',
  more_info: 'border-amber-600 bg-amber-50',
  approved: 'border-green-700 bg-green-50',
  rejected: 'border-slate-400 bg-slate-50',
} as const

export default function ApplicationStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('join')
  const application = loaderData.application
  if (!application || !('link' in loaderData))
    return (
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900">{t('status.notFound.title')}</h1>
        <p className="mt-2 text-slate-700">
          {t('status.notFound.body', { phone: CONTACT.receptionPhone })}
        </p>
      </div>
    )
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      {loaderData.sent ? (
        <div role="status" className="mb-6 rounded-lg border border-green-700 bg-green-50 p-4">
          <h2 className="text-lg font-bold">{t('status.sent.title')}</h2>
          <p className="mt-1">{t('status.sent.body')}</p>
          <p className="mt-3 font-semibold">{t('status.sent.keepLink')}</p>
          <p className="mt-1 break-all rounded bg-white p-2 font-mono text-sm" translate="no">
            {loaderData.link}
          </p>
        </div>
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('status.title')}{' '}
        <span translate="no" className="whitespace-nowrap">
          {application.number}
        </span>
      </h1>
      <p className="mt-2 text-slate-700">
        {t('status.summary', {
          kind: t(`kind.${application.kind}`),
          name: application.name,
          date: application.sentOn,
        })}
      </p>

      <section
        aria-labelledby="status-now"
        className={`mt-6 rounded-lg border-l-4 p-4 ${STATUS_STYLE[application.status]}`}
      >
        <h2 id="status-now" className="text-xl font-bold">
          {t(`status.${application.status}.title`)}
        </h2>
        <p className="mt-1">{t(`status.${application.status}.body`)}</p>
        {application.status === 'more_info' && application.question ? (
          <blockquote className="mt-3 rounded bg-white p-3 whitespace-pre-line">
            {application.question}
          </blockquote>
        ) : null}
        {application.status === 'rejected' && application.rejectReason ? (
          <p className="mt-2">
            {t('status.rejected.reason', { reason: t(`reason.${application.rejectReason}`) })}
            {application.rejectNote ? (
              <span className="block whitespace-pre-line">{application.rejectNote}</span>
            ) : null}
          </p>
        ) : null}
        {application.listing ? (
          <p className="mt-3">
            <Link to={application.listing} className="btn-primary">
              {t('status.approved.see')}
            </Link>
          </p>
        ) : null}
      </section>

      {application.status === 'more_info' ? (
        <AnswerForm result={actionData?.result} room={application.room} />
      ) : null}

      <section aria-labelledby="status-documents" className="mt-8">
        <h2 id="status-documents" className="text-xl font-bold text-slate-900">
          {t('status.documents')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {application.documents.map((document, i) => (
            <li key={i}>
              {document.name}{' '}
              <span className="text-slate-600">({t(`purpose.${document.purpose}`)})</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="status-history" className="mt-8">
        <h2 id="status-history" className="text-xl font-bold text-slate-900">
          {t('status.history')}
        </h2>
        <ol className="mt-2 space-y-2">
          {application.events.map((event, i) => (
            <li key={i} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="font-semibold">{t(`event.${event.kind}`)}</p>
              <p className="text-sm text-slate-600">{event.at}</p>
              {event.note ? <p className="mt-1 whitespace-pre-line">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <p className="mt-8 text-slate-700">{t('status.help', { phone: CONTACT.receptionPhone })}</p>
    </div>
  )
}

function AnswerForm({
  result,
  room,
}: {
  result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
  room: number
}) {
  const t = useT('join')
  const navigation = useNavigation()
  const [form, fields] = useForm<{ answer: string; documents?: string }>({
    id: 'application-answer',
    lastResult: navigation.state === 'idle' ? result : null,
    constraint: { answer: { required: true } },
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-6 space-y-4 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 className="text-xl font-bold text-slate-900">{t('status.answer.title')}</h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <label htmlFor={fields.answer.id} className="field-label">
          {t('status.answer.text')}
        </label>
        <textarea
          {...getTextareaProps(fields.answer)}
          key={fields.answer.key}
          rows={4}
          className="field-input"
        />
        <FieldErrors id={fields.answer.errorId} errors={fields.answer.errors} />
      </div>
      {Array.from({ length: Math.min(DOCUMENT_SLOTS, room) }, (_, slot) => (
        <div key={slot} className="grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={`answer-document-${slot}`} className="field-label">
              {t('status.answer.file', { n: slot + 1 })}
            </label>
            <input
              id={`answer-document-${slot}`}
              name={documentField(slot)}
              type="file"
              accept={ACCEPTED_FILES}
              aria-describedby={fields.documents.errorId}
              className="mt-1 block w-full text-base"
            />
          </div>
          <div>
            <label htmlFor={`answer-purpose-${slot}`} className="field-label">
              {t('join.documents.purpose')}
            </label>
            <select
              id={`answer-purpose-${slot}`}
              name={purposeField(slot)}
              defaultValue="other"
              className="field-input"
            >
              {APPLICATION_FILE_PURPOSES.map((p) => (
                <option key={p} value={p}>
                  {t(`purpose.${p}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ))}
      <FieldErrors id={fields.documents.errorId} errors={fields.documents.errors} />
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto">
        {t('status.answer.send')}
      </button>
    </Form>
  )
}
