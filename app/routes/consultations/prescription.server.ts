import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { SITE } from '#app/content/site.ts'
import type { RoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { prescriptionView } from '#app/domain/prescriptions/prescription-page.server.ts'
import { prescriptionPath } from '#app/domain/prescriptions/prescription-paths.ts'
import {
  CancelPrescriptionSchema,
  formValuesOf,
  IssuePrescriptionSchema,
  ReissuePrescriptionSchema,
} from '#app/domain/prescriptions/prescription-schema.ts'
import { knownPatientDetails } from '#app/domain/prescriptions/prescription-patient.ts'
import {
  cancelPrescription,
  issuePrescription,
  listPrescriptions,
} from '#app/domain/prescriptions/prescriptions.server.ts'
import { matchAdvisedTests } from '#app/domain/lab/advised.ts'
import { itemName } from '#app/domain/lab/cart.ts'
import { cartCookie } from '#app/domain/lab/cart.server.ts'
import { medicineCartCookie } from '#app/domain/pharmacy/cart.server.ts'
import { matchPrescribedMedicines } from '#app/domain/pharmacy/prescribed.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/**
 * The prescription page as the participant sees it: the issued prescription (or the doctor's
 * form), the cancelled ones, and the patient's next steps (book the tests, order the medicines).
 */
export async function prescriptionPage(request: Request, access: RoomAccess) {
  const locale = requestLocale(request)
  const t = getT(locale, 'prescription')
  const records = await listPrescriptions(access.appointment.id)
  const current = records.find((r) => !r.cancelledAt) ?? null
  const isDoctor = access.participant.role === 'doctor'
  const asked = new URL(request.url).searchParams
  const reissuing = isDoctor && current !== null && asked.has('reissue')
  // Cancelling without a new one: the doctor's reason first (a page of its own, without scripts).
  const cancelling = isDoctor && current !== null && !reissuing && asked.has('cancel')
  return {
    meta: { title: t('meta.title', { site: SITE.name }), description: t('meta.description') },
    appointmentId: access.appointment.id,
    key: access.key,
    roomPath: roomPath(access.appointment.id, access.key),
    isDoctor,
    writing: isDoctor && (current === null || reissuing),
    reissuing,
    cancelling,
    startValues: reissuing && current ? formValuesOf(current.content) : null,
    // The patient's age and sex: as on the prescription being replaced, else what is known (a
    // family member's, the account's); the doctor asks for what is missing.
    patientStart: patientStart(
      reissuing && current ? current : undefined,
      knownPatientDetails(access.appointment),
    ),
    current: current ? await prescriptionView(current, locale) : null,
    // Tests advised that our laboratory does: one button books them.
    advisedTests:
      current && !isDoctor
        ? matchAdvisedTests(current.content.tests).items.map((item) => itemName(item, locale))
        : [],
    // Our pharmacy sends the medicines: one button fills the medicine cart and names the
    // prescription, against which the pharmacist may sell prescription-only medicines.
    canOrderMedicines: current !== null && !isDoctor && current.content.medicines.length > 0,
    cancelled: await Promise.all(
      records.filter((r) => r.cancelledAt).map((r) => prescriptionView(r, locale)),
    ),
    today: clinicToday(),
  }
}

function patientStart(
  replacing: { patientAge: string | null; patientSex: string | null } | undefined,
  known: { age: number | null; sex: string | null },
) {
  const age = replacing?.patientAge ?? (known.age === null ? null : String(known.age))
  const sex = replacing?.patientSex ?? known.sex
  return { patientAge: age ?? '', patientSex: sex ?? '' }
}

/**
 * The prescription page's forms: the patient books the advised tests or orders the medicines;
 * the doctor cancels, issues or reissues.
 */
export async function answerPrescriptionForm(
  request: Request,
  access: RoomAccess,
  clientIp: string,
) {
  const formData = await readForm(request)
  // The patient books the advised tests at our laboratory: the cart is filled, the order will
  // name the prescription and its doctor.
  if (formData.get('intent') === 'book-tests') {
    const current = (await listPrescriptions(access.appointment.id)).find((r) => !r.cancelledAt)
    const { items } = matchAdvisedTests(current?.content.tests ?? [])
    if (!current || items.length === 0) throw data(null, { status: 404 })
    return redirect(localizedPath(request, '/lab-tests/book'), {
      status: 303,
      headers: { 'Set-Cookie': cartCookie({ items, prescriptionId: current.id }) },
    })
  }
  if (formData.get('intent') === 'order-medicines') {
    const current = (await listPrescriptions(access.appointment.id)).find((r) => !r.cancelledAt)
    if (!current) throw data(null, { status: 404 })
    const { lines } = matchPrescribedMedicines(current.content.medicines)
    return redirect(localizedPath(request, '/medicines/order'), {
      status: 303,
      headers: {
        'Set-Cookie': medicineCartCookie({ lines, prescriptionId: current.id }),
      },
    })
  }
  // Only the appointment's doctor writes (or cancels); for anyone else the form does not exist.
  if (access.participant.role !== 'doctor' || !access.participant.userId)
    throw data(null, { status: 404 })
  const t = getT(requestLocale(request), 'prescription')
  const issuedPage = localizedPath(request, prescriptionPath(access.appointment.id, null))
  if (formData.get('intent') === 'cancel') {
    const submission = parseWithZod(formData, { schema: CancelPrescriptionSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply(), alternatives: null }, { status: 400 })
    let cancelled
    try {
      cancelled = await cancelPrescription(
        access.appointment.id,
        submission.value,
        { doctorId: access.appointment.doctorId },
        { userId: access.participant.userId, ipAddress: clientIp },
      )
    } catch (error) {
      return replyWithDomainError(submission, error)
    }
    return redirectWithToast(issuedPage, {
      type: 'success',
      title: t('toast.cancelled'),
      description: t('toast.cancelledDescription', { number: cancelled.number }),
    })
  }
  const reissue = formData.has('prescriptionId')
  const submission = parseWithZod(formData, {
    schema: reissue ? ReissuePrescriptionSchema : IssuePrescriptionSchema,
  })
  // "Add more rows" (an intent) comes back with the form as typed and more rows.
  if (submission.status !== 'success')
    return data(
      { result: submission.reply(), alternatives: null },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  const { prescriptionId, reason, patientAge, patientSex, ...content } = {
    prescriptionId: undefined,
    reason: undefined,
    ...submission.value,
  }
  const patient = { age: patientAge, sex: patientSex }
  let issued
  try {
    issued = await issuePrescription(
      access.appointment.id,
      content,
      { doctorId: access.appointment.doctorId },
      { userId: access.participant.userId, ipAddress: clientIp },
      prescriptionId && reason ? { replaces: { prescriptionId, reason }, patient } : { patient },
    )
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
  return redirectWithToast(issuedPage, {
    type: 'success',
    title: issued.replacedNumber ? t('toast.reissued') : t('toast.issued'),
    description: issued.replacedNumber
      ? t('toast.reissuedDescription', { old: issued.replacedNumber, number: issued.number })
      : t('toast.issuedDescription', { number: issued.number }),
  })
}
