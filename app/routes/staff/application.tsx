import type { Route } from './+types/application'
import { ApplicationDecisions } from '#app/components/network/application-decisions.tsx'
import { ApplicationDocuments } from '#app/components/network/application-documents.tsx'
import { APPLICATION_REJECT_REASONS } from '#app/db/schema/network-values.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { answerApplicationDecision, applicationPage } from './application.server.ts'
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
  return applicationPage(request, params.number)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, ['admin'])
  return answerApplicationDecision(request, params.number, user, context.clientIp)
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

      <ApplicationDocuments number={application.number} documents={application.documents} />

      <ApplicationDecisions
        kind={application.kind}
        email={application.email}
        status={application.status}
        allowed={allowed}
        reasons={APPLICATION_REJECT_REASONS}
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
