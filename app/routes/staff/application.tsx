import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/application'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import { medicalCouncil } from '#app/content/medical-councils.ts'
import { SITE } from '#app/content/site.ts'
import { APPLICATION_REJECT_REASONS, MEDICAL_COUNCILS } from '#app/db/schema/network-values.ts'
import {
  approveApplication,
  askForMore,
  getApplicationForAdmin,
  rejectApplication,
} from '#app/domain/network/application-admin.server.ts'
import { listingPoint } from '#app/domain/network/application-place.ts'
import { allowedDecisions, DecisionSchema } from '#app/domain/network/application-schema.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['applications', 'join'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * One application for an admin: what was sent, the documents (each opening is audited), the
 * history, and the decisions its status allows — ask for more, approve (the listing is created),
 * reject with a reason. Each form carries the status this page showed: a decision taken meanwhile
 * by another admin is not taken again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const locale = requestLocale(request)
  const application = await getApplicationForAdmin(params.number)
  if (!application) throw new Response(null, { status: 404 })
  const t = getT(locale, 'applications')
  const facility = application.details?.kind === 'facility' ? application.details.facility : null
  const point = facility ? listingPoint(facility) : null
  return data({
    meta: {
      title: t('detail.metaTitle', { number: application.number, site: SITE.name }),
      description: t('list.metaDescription'),
    },
    application: {
      ...application,
      phone: formatIndianPhone(application.phone),
      details:
        application.details?.kind === 'facility'
          ? {
              ...application.details,
              facility: {
                ...application.details.facility,
                phone: formatIndianPhone(application.details.facility.phone),
              },
            }
          : application.details,
      received: formatClinicMedium(application.createdAt, locale),
      events: application.events.map((event) => ({
        ...event,
        at: formatClinicMedium(event.createdAt, locale),
      })),
      council:
        application.kind === 'doctor' &&
        (MEDICAL_COUNCILS as readonly string[]).includes(application.registrationBody)
          ? medicalCouncil(application.registrationBody as (typeof MEDICAL_COUNCILS)[number])
          : null,
      point,
      listing: application.doctorSlug
        ? `/doctors/${application.doctorSlug}`
        : application.facilitySlug
          ? `/facilities/${application.facilitySlug}`
          : null,
    },
    allowed: allowedDecisions(application.status),
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, ['admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'applications')
  const submission = parseWithZod(await readForm(request), { schema: DecisionSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), alternatives: null }, { status: 400 })
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const decision = submission.value
  const here = localizePath(`/staff/applications/${params.number}`, locale)
  try {
    if (decision.intent === 'ask') {
      await askForMore(params.number, decision.status, decision.question, actor)
      return redirectWithToast(here, { type: 'success', title: t('toast.asked') })
    }
    if (decision.intent === 'reject') {
      await rejectApplication(
        params.number,
        decision.status,
        decision.reason,
        decision.note ?? '',
        actor,
      )
      return redirectWithToast(here, { type: 'success', title: t('toast.rejected') })
    }
    const approval = await approveApplication(params.number, decision.status, actor, {
      createAccount: decision.createAccount === 'on',
    })
    const accountWords = {
      created: t('toast.accountCreated'),
      exists: t('toast.accountExists'),
      not_asked: t('toast.accountNotAsked'),
      failed: t('toast.accountFailed'),
    }
    return redirectWithToast(here, {
      type: 'success',
      title: t('toast.approved'),
      description: approval.account ? accountWords[approval.account] : undefined,
    })
  } catch (error) {
    return replyWithDomainError(submission, error, { locale })
  }
}

export default function StaffApplication({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('applications')
  const tj = useT('join')
  const locale = useLocale()
  const { application, allowed } = loaderData
  const details = application.details
  return (
    <>
      <p>
        <Link to="/staff/applications">← {t('detail.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        <span translate="no">{application.number}</span>
      </h1>
      <p className="mt-1 text-lg">
        {tj(`kind.${application.kind}`)} · <span translate="no">{application.name}</span>
      </p>
      <p className="mt-1">
        {t('detail.statusLine', {
          status: t(`status.${application.status}`),
          date: application.received,
        })}
      </p>
      {application.listing ? (
        <p className="mt-2">
          <Link to={application.listing} className="font-semibold">
            {t('detail.seeListing')}
          </Link>
        </p>
      ) : null}
      {application.status === 'more_info' && application.question ? (
        <p className="mt-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 whitespace-pre-line">
          {t('detail.waitingForAnswer', { question: application.question })}
        </p>
      ) : null}

      <section aria-labelledby="app-details" className="mt-6">
        <h2 id="app-details" className="text-xl font-bold text-slate-900">
          {t('detail.details')}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          <Row label={tj('field.registrationNumber')}>
            <span translate="no">{application.registrationNumber}</span>
          </Row>
          {application.council ? (
            <Row label={tj('field.council')}>
              {locale === 'hi' ? application.council.nameHi : application.council.name} —{' '}
              <a href={application.council.registerUrl} rel="noreferrer" target="_blank">
                {t('detail.checkRegister')}
              </a>
            </Row>
          ) : (
            <Row label={tj('field.registrationAuthority')}>{application.registrationBody}</Row>
          )}
          {details?.kind === 'doctor' ? (
            <>
              <Row label={tj('field.department')}>
                {tj(`department.${details.doctor.department}`)}
              </Row>
              <Row label={tj('field.qualifications')}>{details.doctor.qualifications}</Row>
              <Row label={tj('field.experienceYears')}>{details.doctor.experienceYears}</Row>
              <Row label={tj('field.feeInr')}>₹{details.doctor.feeInr}</Row>
              <Row label={tj('field.languages')}>
                {details.doctor.languages
                  .map((l) => tj(`language.${l}` as 'language.Hindi'))
                  .join(', ')}
              </Row>
              <Row label={tj('field.gender')}>{tj(`gender.${details.doctor.gender}`)}</Row>
            </>
          ) : null}
          {details?.kind === 'facility' ? (
            <>
              <Row label={tj('field.address')}>
                {details.facility.address}, {details.facility.town} {details.facility.pinCode}
              </Row>
              <Row label={tj('field.facilityPhone')}>{details.facility.phone}</Row>
              <Row label={t('detail.location')}>
                {application.point
                  ? `${application.point.latitude}, ${application.point.longitude}${application.point.approximate ? ` — ${t('detail.approximate')}` : ''}`
                  : t('detail.noLocation')}
              </Row>
              <Row label={tj('field.services')}>
                {details.facility.services.map((s) => tj(`service.${s}`)).join(', ')}
              </Row>
              {details.facility.departments.length ? (
                <Row label={tj('field.departments')}>
                  {details.facility.departments.map((d) => tj(`department.${d}`)).join(', ')}
                </Row>
              ) : null}
              <Row label={tj('field.hours')}>
                {details.facility.hours
                  ? t(
                      details.facility.hours.sundayOpen
                        ? 'detail.hoursDaily'
                        : 'detail.hoursMonSat',
                      {
                        opens: details.facility.hours.opensAt,
                        closes: details.facility.hours.closesAt,
                      },
                    )
                  : tj('hours.all_hours')}
              </Row>
              {details.facility.accreditation ? (
                <Row label={tj('field.accreditationBody')}>
                  {tj(`accreditation.${details.facility.accreditation.body}`)}{' '}
                  <span translate="no">{details.facility.accreditation.number}</span>
                </Row>
              ) : null}
            </>
          ) : null}
          {details ? null : <Row label={t('detail.details')}>{t('error.detailsUnreadable')}</Row>}
          <Row label={t('detail.contact')}>
            <span translate="no">{application.contactName}</span> ·{' '}
            <a href={`tel:${application.phone.replace(/\s/g, '')}`}>{application.phone}</a> ·{' '}
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </Row>
        </dl>
      </section>

      <section aria-labelledby="app-documents" className="mt-6">
        <h2 id="app-documents" className="text-xl font-bold text-slate-900">
          {t('detail.documents')}
        </h2>
        <p className="text-sm text-slate-600">{t('detail.documentsAudited')}</p>
        <ul className="mt-2 space-y-1">
          {application.documents.map((document) => (
            <li key={document.id}>
              <a
                href={`/staff/applications/${application.number}/files/${document.id}`}
                className="font-semibold"
              >
                {document.name}
              </a>{' '}
              <span className="text-slate-600">
                {t('detail.documentLine', {
                  purpose: tj(`purpose.${document.purpose}`),
                  kilobytes: Math.ceil(document.byteSize / 1024),
                })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <Decisions
        kind={application.kind}
        email={application.email}
        status={application.status}
        allowed={allowed}
        result={actionData?.result}
      />

      <section aria-labelledby="app-history" className="mt-8">
        <h2 id="app-history" className="text-xl font-bold text-slate-900">
          {t('detail.history')}
        </h2>
        <ol className="mt-2 space-y-2">
          {application.events.map((event) => (
            <li key={event.id} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="font-semibold">
                {tj(`event.${event.kind}`)}
                {event.actorName ? (
                  <>
                    {' · '}
                    <span translate="no">{event.actorName}</span>
                  </>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">{event.at}</p>
              {event.note ? <p className="mt-1 whitespace-pre-line">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

function Decisions({
  kind,
  email,
  status,
  allowed,
  result,
}: {
  kind: Route.ComponentProps['loaderData']['application']['kind']
  email: string
  status: Route.ComponentProps['loaderData']['application']['status']
  allowed: Route.ComponentProps['loaderData']['allowed']
  result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
}) {
  const t = useT('applications')
  const tj = useT('join')
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  // Each decision is its own form; an answer goes back to the form it came from.
  const intent = (result?.initialValue as { intent?: string } | undefined)?.intent
  const lastResult = (which: string) =>
    navigation.state === 'idle' && intent === which ? result : null
  const [approveForm] = useForm({ id: 'application-approve', lastResult: lastResult('approve') })
  const [askForm, askFields] = useForm<{ question: string }>({
    id: 'application-ask',
    lastResult: lastResult('ask'),
  })
  const [rejectForm, rejectFields] = useForm<{ reason: string; note: string }>({
    id: 'application-reject',
    lastResult: lastResult('reject'),
  })
  // Decided meanwhile by someone else: the form the answer belongs to may be gone from the page
  // (its decision no longer allowed), so the answer is said above the forms that are left.
  const formShown = { approve: allowed.approve, ask: allowed.askMore, reject: allowed.reject }
  const orphan =
    navigation.state === 'idle' && !formShown[intent as keyof typeof formShown]
      ? (result?.error?.[''] ?? undefined)
      : undefined
  if (!allowed.askMore && !allowed.approve && !allowed.reject)
    return orphan ? <FormErrors errors={orphan} className="mt-8" /> : null
  return (
    <section aria-labelledby="app-decide" className="mt-8 space-y-4">
      <h2 id="app-decide" className="text-xl font-bold text-slate-900">
        {t('decide.title')}
      </h2>
      <FormErrors errors={orphan} />
      {allowed.approve ? (
        <Form
          method="post"
          {...getFormProps(approveForm)}
          className="rounded-md border border-green-700 bg-white p-4"
        >
          <FormErrors id={approveForm.errorId} errors={approveForm.errors} className="mb-3" />
          <input type="hidden" name="status" value={status} />
          <p>
            {t(kind === 'doctor' ? 'decide.approveHelp.doctor' : 'decide.approveHelp.facility')}
          </p>
          {kind === 'doctor' ? (
            <div className="mt-3 flex items-start gap-2">
              <input
                type="checkbox"
                id="create-account"
                name="createAccount"
                className="mt-1 size-5"
                aria-describedby="create-account-hint"
              />
              <div>
                <label htmlFor="create-account" className="font-semibold">
                  {t('decide.createAccount', { email })}
                </label>
                <p id="create-account-hint" className="text-sm text-slate-700">
                  {t('decide.createAccountHint')}
                </p>
              </div>
            </div>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="approve"
            disabled={sending}
            className="btn-primary mt-3"
          >
            {t('decide.approve')}
          </button>
        </Form>
      ) : null}
      {allowed.askMore ? (
        <Form
          method="post"
          {...getFormProps(askForm)}
          className="rounded-md border border-slate-300 bg-white p-4"
        >
          <FormErrors id={askForm.errorId} errors={askForm.errors} className="mb-3" />
          <input type="hidden" name="status" value={status} />
          <label htmlFor={askFields.question.id} className="field-label">
            {t('decide.question')}
          </label>
          <p id="question-hint" className="text-sm text-slate-600">
            {t('decide.questionHint')}
          </p>
          <textarea
            {...getTextareaProps(askFields.question, { ariaDescribedBy: 'question-hint' })}
            key={askFields.question.key}
            rows={3}
            className="field-input"
          />
          <FieldErrors id={askFields.question.errorId} errors={askFields.question.errors} />
          <button
            type="submit"
            name="intent"
            value="ask"
            disabled={sending}
            className="btn-secondary mt-2"
          >
            {t('decide.ask')}
          </button>
        </Form>
      ) : null}
      {allowed.reject ? (
        <Form
          method="post"
          {...getFormProps(rejectForm)}
          className="rounded-md border border-alert-700 bg-white p-4"
        >
          <FormErrors id={rejectForm.errorId} errors={rejectForm.errors} className="mb-3" />
          <input type="hidden" name="status" value={status} />
          <label htmlFor={rejectFields.reason.id} className="field-label">
            {t('decide.reason')}
          </label>
          <select
            {...getSelectProps(rejectFields.reason)}
            key={rejectFields.reason.key}
            className="field-input"
          >
            <option value="">{t('decide.chooseReason')}</option>
            {APPLICATION_REJECT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {tj(`reason.${reason}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={rejectFields.reason.errorId} errors={rejectFields.reason.errors} />
          <label htmlFor={rejectFields.note.id} className="field-label mt-2">
            {t('decide.note')}
          </label>
          <textarea
            {...getTextareaProps(rejectFields.note)}
            key={rejectFields.note.key}
            rows={2}
            className="field-input"
          />
          <FieldErrors id={rejectFields.note.errorId} errors={rejectFields.note.errors} />
          <button
            type="submit"
            name="intent"
            value="reject"
            disabled={sending}
            className="btn-secondary mt-2"
          >
            {t('decide.reject')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
