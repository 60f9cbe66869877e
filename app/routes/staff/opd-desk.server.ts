import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { SITE } from '#app/content/site.ts'
import {
  doctorsInOpdToday,
  findOpdFacility,
  listOpdFacilities,
  type OpdFacility,
} from '#app/domain/opd/opd-day.server.ts'
import { CheckInSchema, FindSchema, WalkInSchema } from '#app/domain/opd/opd-schemas.ts'
import { findTokenSlip, loadDoctorQueue } from '#app/domain/opd/queue.server.ts'
import {
  checkInAppointment,
  findBookingsToCheckIn,
  findKnownPatients,
  issueWalkInToken,
} from '#app/domain/opd/tokens.server.ts'
import { sendTokenLink } from '#app/domain/opd/index.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** The front desk: staff and admins (the roles that book for patients over the phone). */
export const DESK_ROLES = ['staff', 'admin'] as const

/** The clinic the desk works for: `?clinic=` or the main clinic (or the first with doctors). */
async function deskFacility(request: Request): Promise<{
  facility: OpdFacility | null
  facilities: OpdFacility[]
}> {
  const facilities = await listOpdFacilities()
  const asked = new URL(request.url).searchParams.get('clinic')
  const facility =
    (asked ? await findOpdFacility(asked) : null) ??
    facilities.find((f) => f.slug === MAIN_CLINIC_SLUG) ??
    facilities[0] ??
    null
  return { facility, facilities }
}

export async function deskLoader(request: Request) {
  await requireRole(request, DESK_ROLES)
  const locale = requestLocale(request)
  const t = getT(locale, 'opd')
  const meta = { title: t('desk.metaTitle', { site: SITE.name }), description: t('desk.intro') }
  const { facility, facilities } = await deskFacility(request)
  if (!facility) return { meta, facility: null, facilities, doctors: [], queues: [], slip: null }
  const doctors = await doctorsInOpdToday(facility.id)
  const queues = await Promise.all(
    doctors.map(async (doctor) => {
      const queue = await loadDoctorQueue(doctor.id)
      return {
        doctorId: doctor.id,
        doctorName: doctor.name,
        hours: doctor.hours,
        inRoom: queue.inRoom ? queue.inRoom.token : null,
        waiting: queue.waiting.map((v) => ({
          id: v.id,
          token: v.token,
          patientName: v.patientName,
          kind: v.kind,
        })),
        seen: queue.done.length,
        skipped: queue.skipped.length,
      }
    }),
  )
  const issued = new URL(request.url).searchParams.get('issued')
  const slip = issued ? await findTokenSlip(issued) : null
  return {
    meta,
    facility,
    facilities,
    doctors: doctors.map((d) => ({ id: d.id, name: d.name, hours: d.hours })),
    queues,
    slip: slip
      ? {
          token: slip.token,
          doctorName: slip.doctorName,
          facilityName: slip.facilityName,
          patientName: slip.patientName,
          kind: slip.kind,
          time: formatClinicTime(slip.arrivedAt, locale),
        }
      : null,
  }
}

type Form = 'walkIn' | 'findPatient' | 'findBooking' | 'checkIn' | 'usePatient'

export async function deskAction(request: Request, clientIp: string | undefined) {
  const user = await requireRole(request, DESK_ROLES)
  const actor = { userId: user.id, ipAddress: clientIp ?? null }
  const locale = requestLocale(request)
  const t = getT(locale, 'opd')
  const { facility } = await deskFacility(request)
  if (!facility) throw data({ message: t('desk.noClinic') }, { status: 404 })
  const formData = await readForm(request)
  const intent = String(formData.get('intent') ?? '') as Form
  const issuedPage = (visitId: string) =>
    localizedPath(request, `/staff/opd?clinic=${facility.slug}&issued=${visitId}`)

  if (intent === 'usePatient') {
    // An earlier patient chosen from the matches: their details fill the walk-in form.
    const field = (name: string) => String(formData.get(name) ?? '').slice(0, 100)
    return data({
      form: intent,
      prefill: {
        patientName: field('patientName'),
        phone: field('phone'),
        age: field('age'),
        sex: field('sex'),
      },
    })
  }
  if (intent === 'findPatient' || intent === 'findBooking') {
    const submission = parseWithZod(formData, { schema: FindSchema })
    if (submission.status !== 'success')
      return data({ form: intent, result: submission.reply() }, { status: 400 })
    if (intent === 'findPatient') {
      const patients = await findKnownPatients(submission.value.q)
      return data({
        form: intent,
        result: submission.reply(),
        patients: patients.map((p) => ({
          ...p,
          shownPhone: formatIndianPhone(p.phone),
          age: p.age === null ? '' : String(p.age),
          sex: p.sex ?? '',
        })),
      })
    }
    const bookings = await findBookingsToCheckIn(facility, submission.value.q)
    return data({
      form: intent,
      result: submission.reply(),
      bookings: bookings.map((b) => ({
        appointmentId: b.appointmentId,
        patientName: b.patientName,
        doctorName: b.doctorName,
        time: formatClinicTime(b.startsAt, locale),
        token: b.token,
      })),
    })
  }
  if (intent === 'checkIn') {
    const submission = parseWithZod(formData, { schema: CheckInSchema })
    if (submission.status !== 'success')
      return data({ form: intent, result: submission.reply() }, { status: 400 })
    try {
      const issued = await checkInAppointment(facility, submission.value.appointmentId, actor)
      return redirectWithToast(issuedPage(issued.visitId), {
        type: 'success',
        title: t('desk.checkedIn', { token: issued.token, doctor: issued.doctorName }),
      })
    } catch (error) {
      return replyWithDomainError(submission, error, { extra: { form: intent } })
    }
  }
  const submission = parseWithZod(formData, { schema: WalkInSchema })
  if (submission.status !== 'success')
    return data({ form: 'walkIn' as const, result: submission.reply() }, { status: 400 })
  try {
    const { intent: _walkIn, ...walkIn } = submission.value
    const issued = await issueWalkInToken(facility, walkIn, actor)
    // The walk-in's private token page, by SMS (issue 49 item 5).
    await sendTokenLink(issued.visitId, issued.doctorName)
    return redirectWithToast(issuedPage(issued.visitId), {
      type: 'success',
      title: t('desk.issued', { token: issued.token, doctor: issued.doctorName }),
    })
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { form: 'walkIn' as const } })
  }
}
