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
