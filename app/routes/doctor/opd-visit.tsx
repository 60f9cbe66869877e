import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { useNavigation } from 'react-router'
import type { Route } from './+types/opd-visit'
import { FormErrors } from '#app/components/forms.tsx'
import { PrescriptionDocument } from '#app/components/prescription-view.tsx'
import { CancelPrescriptionForm } from '#app/components/prescription/cancel-prescription-form.tsx'
import {
  CancelledPrescriptions,
  ChangePrescriptionChoices,
  PrintActions,
} from '#app/components/prescription/prescription-actions.tsx'
import { PrescriptionForm } from '#app/components/prescription/prescription-form.tsx'
import { ImportedRecordsSection } from '#app/components/records/imported-records-section.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { MAX_NOTES } from '#app/domain/opd/opd-schemas.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { MAX_JSON_BYTES } from '#app/utils/files/file-kinds.ts'
import { visitAction, visitLoader } from './opd-visit.server.ts'

/** `recordImport` and `files`: the records the patient brought, and upload refusals. */
export const handle: I18nHandle = { i18n: ['opd', 'prescription', 'recordImport', 'files', 'abha'] }

/** One FHIR document and the form's few fields: a larger post is refused (413) before it is read. */
const MAX_IMPORT_REQUEST_BYTES = MAX_JSON_BYTES + 64 * 1024

// A FHIR document the patient brought (one JSON file, at most 2 MB) and the form's fields.
export const policy: RoutePolicy = { ...personal, uploadLimit: MAX_IMPORT_REQUEST_BYTES }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * One in-person visit of the doctor's OPD: the doctor's notes, and the e-prescription written,
 * issued, printed, cancelled and reissued exactly as in an online consultation.
 */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  visitLoader(request, params.visitId)

export const action = ({ request, params, context }: Route.ActionArgs) =>
  visitAction(request, params.visitId, context.clientIp)

export default function OpdVisit({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT('opd')
  const rx = useT('prescription')
  const { visit, current } = d
  return (
    <div className="container-page max-w-4xl py-8">
      <p className="no-print">
        <Link to="/doctor/opd">← {t('visit.back')}</Link>
      </p>
      <h1 className="no-print mt-4 text-2xl font-bold">
        {t('visit.title', { token: visit.token })}
      </h1>
      <p className="no-print mt-1">
        <Name>{visit.patientName}</Name>
        {visit.age !== null ? ` · ${t('desk.years', { age: visit.age })}` : ''}
        {visit.sex ? ` · ${t(`sex.${visit.sex}`)}` : ''} ·{' '}
        {t('doctor.arrivedAt', { time: visit.arrived })}
      </p>
      <NotesForm notes={visit.notes} result={actionData?.result} />
      <ImportedRecordsSection
        className="no-print mt-8"
        records={d.imported}
        fileUrl={(fileId) => `/doctor/opd/${visit.id}/records/${fileId}`}
        lastResult={actionData?.result as never}
      />
      <h2 className="no-print mt-8 text-xl font-bold">{rx('title')}</h2>
      {d.writing ? (
        <PrescriptionForm
          result={actionData?.result}
          startValues={d.startValues}
          patientStart={d.patientStart}
          replacing={d.reissuing && current ? current : null}
          today={d.today}
        />
      ) : null}
      {current && !d.reissuing ? (
        <section className="mt-4" aria-label={rx('current')}>
          <PrintActions pdf={`/doctor/opd/${visit.id}/prescription.pdf`} />
          <div className="mt-3">
            <PrescriptionDocument prescription={current} />
          </div>
          {d.cancelling ? (
            <CancelPrescriptionForm result={actionData?.result} prescription={current} />
          ) : (
            <ChangePrescriptionChoices />
          )}
        </section>
      ) : null}
      {d.cancelled.length ? (
        <CancelledPrescriptions
          cancelled={d.cancelled}
          pdfOf={(id) => `/doctor/opd/${visit.id}/prescription.pdf?rx=${id}`}
        />
      ) : null}
    </div>
  )
}

function NotesForm({ notes, result }: { notes: string; result: unknown }) {
  const t = useT('opd')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'visit-notes',
    lastResult: navigation.state === 'idle' ? (result as never) : null,
    defaultValue: { notes },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="no-print card mt-6">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="notes" />
      <label htmlFor={fields.notes.id} className="field-label">
        {t('visit.notes')}
      </label>
      <textarea
        {...getTextareaProps(fields.notes)}
        rows={5}
        maxLength={MAX_NOTES}
        className="field-input"
      />
      <p className="mt-2">
        <button type="submit" className="btn-secondary">
          {t('visit.saveNotes')}
        </button>
      </p>
    </Form>
  )
}
