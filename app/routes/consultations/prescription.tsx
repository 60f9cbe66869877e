import { data } from 'react-router'
import type { Route } from './+types/prescription'
import { PrescriptionDocument } from '#app/components/prescription-view.tsx'
import { CancelPrescriptionForm } from '#app/components/prescription/cancel-prescription-form.tsx'
import {
  CancelledPrescriptions,
  ChangePrescriptionChoices,
  PrescriptionNextStep,
  PrintActions,
} from '#app/components/prescription/prescription-actions.tsx'
import { PrescriptionForm } from '#app/components/prescription/prescription-form.tsx'
import { auditStaffRead, requireRoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { prescriptionPdfPath } from '#app/domain/prescriptions/prescription-paths.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { answerPrescriptionForm, prescriptionPage } from './prescription.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['prescription', 'abha'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * The consultation's prescription. The appointment's doctor writes and issues it here (and
 * cancels it, with or without issuing a new one); the patient and the staff read and print it,
 * or download the PDF.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireRoomAccess(request, params.id)
  await auditStaffRead(access, context.clientIp, { prescription: 'page' })
  return data(await prescriptionPage(request, access))
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireRoomAccess(request, params.id)
  return answerPrescriptionForm(request, access, context.clientIp)
}

export default function PrescriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('prescription')
  const { current, cancelled, key, appointmentId } = loaderData
  return (
    <div className="container-page max-w-4xl py-8">
      <p className="no-print">
        <Link to={loaderData.roomPath}>← {t('back')}</Link>
      </p>
      <h1 className="no-print mt-4 text-2xl font-bold">{t('title')}</h1>
      {loaderData.writing ? (
        <PrescriptionForm
          result={actionData?.result}
          startValues={loaderData.startValues}
          patientStart={loaderData.patientStart}
          replacing={loaderData.reissuing && current ? current : null}
          today={loaderData.today}
        />
      ) : null}
      {current && !loaderData.reissuing ? (
        <section className="mt-4" aria-label={t('current')}>
          <PrintActions pdf={prescriptionPdfPath(appointmentId, key)} />
          <div className="mt-3">
            <PrescriptionDocument prescription={current} />
          </div>
          {loaderData.advisedTests.length ? (
            <PrescriptionNextStep
              title={t('bookTests.title')}
              text={loaderData.advisedTests.join(', ')}
              intent="book-tests"
              button={t('bookTests.button')}
            />
          ) : null}
          {loaderData.canOrderMedicines ? (
            <PrescriptionNextStep
              title={t('orderMedicines.title')}
              text={t('orderMedicines.body')}
              intent="order-medicines"
              button={t('orderMedicines.button')}
            />
          ) : null}
          {loaderData.isDoctor && loaderData.cancelling ? (
            <CancelPrescriptionForm result={actionData?.result} prescription={current} />
          ) : loaderData.isDoctor ? (
            <ChangePrescriptionChoices />
          ) : null}
        </section>
      ) : null}
      {!current && !loaderData.writing ? <p className="mt-4">{t('none')}</p> : null}
      {cancelled.length ? (
        <CancelledPrescriptions cancelled={cancelled} appointmentId={appointmentId} roomKey={key} />
      ) : null}
    </div>
  )
}
