import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { SITE } from '#app/content/site.ts'
import { MAX_NOTES } from '#app/domain/opd/opd-schemas.ts'
import { findDoctorVisit, saveVisitNotes } from '#app/domain/opd/queue.server.ts'
import { prescriptionView } from '#app/domain/prescriptions/prescription-page.server.ts'
import {
  CancelPrescriptionSchema,
  formValuesOf,
  IssuePrescriptionSchema,
  ReissuePrescriptionSchema,
} from '#app/domain/prescriptions/prescription-schema.ts'
import {
  cancelVisitPrescription,
  issueVisitPrescription,
  listVisitPrescriptions,
} from '#app/domain/prescriptions/visit-prescriptions.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { replyWithImportError } from '#app/routes/records/import-reply.server.ts'
import { ImportRecordSchema, RECORD_FIELD } from '#app/domain/record-imports/index.ts'
import {
  hasImportedFile,
  importFhirDocument,
  listImportedRecords,
} from '#app/domain/record-imports/index.server.ts'
import { getDb } from '#app/db/client.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { readUploads } from '#app/utils/files/read-uploads.ts'
import { clinicToday, formatClinicTime } from '#app/utils/clinic-time.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { z } from '#app/utils/zod.ts'
import { requireOpdDoctor } from './opd-doctor.server.ts'

/** The doctor's own visit, or the normal 404 (another doctor's visit is not theirs to see). */
async function requireOwnVisit(request: Request, visitId: string) {
  const { user, doctor } = await requireOpdDoctor(request)
  const visit = doctor ? await findDoctorVisit(doctor.id, visitId) : null
  if (!doctor || !visit) throw data(null, { status: 404 })
  return { user, doctor, visit }
}

export async function visitLoader(request: Request, visitId: string) {
  const { visit } = await requireOwnVisit(request, visitId)
  const locale = requestLocale(request)
  const t = getT(locale, 'opd')
  const records = await listVisitPrescriptions(visit.id)
  const current = records.find((r) => !r.cancelledAt) ?? null
  const asked = new URL(request.url).searchParams
  const reissuing = current !== null && asked.has('reissue')
  const imported = await listImportedRecords({ opdVisitId: visit.id })
  return {
    meta: {
      title: t('visit.metaTitle', { token: visit.token, site: SITE.name }),
      description: t('visit.metaTitle', { token: visit.token, site: SITE.name }),
    },
    visit: {
      id: visit.id,
      token: visit.token,
      patientName: visit.patientName,
      age: visit.patientAge,
      sex: visit.patientSex,
      arrived: formatClinicTime(visit.arrivedAt, locale),
      notes: visit.notes,
    },
    writing: current === null || reissuing,
    reissuing,
    cancelling: current !== null && !reissuing && asked.has('cancel'),
    startValues: reissuing && current ? formValuesOf(current.content) : null,
    patientStart: {
      patientAge:
        current?.patientAge ?? (visit.patientAge === null ? '' : String(visit.patientAge)),
      patientSex: current?.patientSex ?? visit.patientSex ?? '',
    },
    current: current ? await prescriptionView(current, locale) : null,
    cancelled: await Promise.all(
      records.filter((r) => r.cancelledAt).map((r) => prescriptionView(r, locale)),
    ),
    today: clinicToday(),
    /** FHIR documents the patient brought, as read when they were taken in. */
    imported: imported.map((r) => ({ fileId: r.fileId, byteSize: r.byteSize, summary: r.summary })),
  }
}

const NotesSchema = z.object({
  intent: z.literal('notes'),
  notes: z.string().trim().max(MAX_NOTES).default(''),
})

export async function visitAction(request: Request, visitId: string, clientIp: string | undefined) {
  const { user, doctor, visit } = await requireOwnVisit(request, visitId)
  const actor = { userId: user.id, ipAddress: clientIp ?? null }
  const formData = await readForm(request)
  const page = localizedPath(request, `/doctor/opd/${visit.id}`)
  if (formData.get('intent') === 'import') {
    const submission = parseWithZod(formData, { schema: ImportRecordSchema })
    const locale = requestLocale(request)
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      const [file] = readUploads(formData, RECORD_FIELD, { max: 1 })
      const imported = await importFhirDocument(
        file ?? null,
        {
          opdVisitId: visit.id,
          appointmentId: visit.appointmentId,
          patientUserId: visit.patientUserId,
          familyMemberId: null,
        },
        actor,
      )
      const t = getT(locale, 'recordImport')
      return redirectWithToast(`${page}#records`, {
        type: 'success',
        title: t('added', { title: imported.summary.title || t('card.untitled') }),
      })
    } catch (error) {
      return replyWithImportError(submission, error, locale)
    }
  }
  if (formData.get('intent') === 'notes') {
    const submission = parseWithZod(formData, { schema: NotesSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    await saveVisitNotes(doctor.id, visit.id, submission.value.notes, actor)
    const t = getT(requestLocale(request), 'opd')
    return redirectWithToast(page, { type: 'success', title: t('visit.saved') })
  }
  const t = getT(requestLocale(request), 'prescription')
  if (formData.get('intent') === 'cancel') {
    const submission = parseWithZod(formData, { schema: CancelPrescriptionSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      const cancelled = await cancelVisitPrescription(
        visit.id,
        submission.value,
        { doctorId: doctor.id },
        actor,
      )
      return redirectWithToast(page, {
        type: 'success',
        title: t('toast.cancelled'),
        description: t('toast.cancelledDescription', { number: cancelled.number }),
      })
    } catch (error) {
      return replyWithDomainError(submission, error)
    }
  }
  const reissue = formData.has('prescriptionId')
  const submission = parseWithZod(formData, {
    schema: reissue ? ReissuePrescriptionSchema : IssuePrescriptionSchema,
  })
  // "Add more rows" comes back with the form as typed and more rows.
  if (submission.status !== 'success')
    return data(
      { result: submission.reply() },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  const { prescriptionId, reason, patientAge, patientSex, ...content } = {
    prescriptionId: undefined,
    reason: undefined,
    ...submission.value,
  }
  const patient = { age: patientAge, sex: patientSex }
  try {
    const issued = await issueVisitPrescription(
      visit.id,
      content,
      { doctorId: doctor.id },
      actor,
      prescriptionId && reason ? { replaces: { prescriptionId, reason }, patient } : { patient },
    )
    return redirectWithToast(page, {
      type: 'success',
      title: issued.replacedNumber ? t('toast.reissued') : t('toast.issued'),
      description: issued.replacedNumber
        ? t('toast.reissuedDescription', { old: issued.replacedNumber, number: issued.number })
        : t('toast.issuedDescription', { number: issued.number }),
    })
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
}

/** The visit's current prescription (or `rx`, an earlier one) for the PDF. */
export async function visitPrescriptionRecord(request: Request, visitId: string) {
  const { visit } = await requireOwnVisit(request, visitId)
  const wanted = new URL(request.url).searchParams.get('rx')
  const records = await listVisitPrescriptions(visit.id)
  return wanted
    ? (records.find((r) => r.id === wanted) ?? null)
    : (records.find((r) => !r.cancelledAt) ?? null)
}

/**
 * The original file of a record the patient brought to this visit, for the visit's doctor only
 * (anyone else, or a file of another visit, is the normal 404); the read is audited.
 */
export async function visitImportedFile(
  request: Request,
  visitId: string,
  fileId: string,
  clientIp: string | undefined,
) {
  const { user, visit } = await requireOwnVisit(request, visitId)
  if (!(await hasImportedFile({ opdVisitId: visit.id }, fileId))) throw data(null, { status: 404 })
  const response = await fileResponse(fileId, { download: true })
  if (!response) throw data(null, { status: 404 })
  await recordAudit(getDb(), {
    action: 'record.file_viewed',
    actorUserId: user.id,
    subjectType: 'opd_visit',
    subjectId: visit.id,
    ipAddress: clientIp ?? null,
    details: { file: fileId },
  })
  return response
}
