import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { SITE } from '#app/content/site.ts'
import { QueueActionSchema } from '#app/domain/opd/opd-schemas.ts'
import {
  callNext,
  finishVisit,
  loadDoctorQueue,
  type OpdVisit,
  returnVisit,
  saveVisitNotes,
  skipVisit,
} from '#app/domain/opd/queue.server.ts'
import { LATE_GRACE_MINUTES } from '#app/domain/opd/queue-order.ts'
import { findDoctorForUser } from '#app/domain/staff/staff-appointments.server.ts'
import { notifyNearTurn } from '#app/domain/opd/index.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** The signed-in doctor's own doctor profile; anyone else is refused before this. */
export async function requireOpdDoctor(request: Request) {
  const user = await requireRole(request, ['doctor'])
  const doctor = await findDoctorForUser(user.id)
  return { user, doctor }
}

function shown(visit: OpdVisit, locale: Locale) {
  return {
    id: visit.id,
    token: visit.token,
    kind: visit.kind,
    patientName: visit.patientName,
    age: visit.patientAge,
    sex: visit.patientSex,
    bookedFor: visit.bookedFor ? formatClinicTime(visit.bookedFor, locale) : null,
    arrived: formatClinicTime(visit.returnedAt ?? visit.arrivedAt, locale),
    returned: visit.returnedAt !== null,
    status: visit.status,
  }
}

export async function doctorOpdLoader(request: Request) {
  const { doctor } = await requireOpdDoctor(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'opd')
  const meta = { title: t('doctor.metaTitle', { site: SITE.name }), description: t('doctor.rule') }
  if (!doctor) return { meta, doctor: null, queue: null, graceMinutes: LATE_GRACE_MINUTES }
  const queue = await loadDoctorQueue(doctor.id)
  return {
    meta,
    doctor: { name: doctor.name },
    graceMinutes: LATE_GRACE_MINUTES,
    queue: {
      inRoom: queue.inRoom ? shown(queue.inRoom, locale) : null,
      waiting: queue.waiting.map((v) => shown(v, locale)),
      skipped: queue.skipped.map((v) => shown(v, locale)),
      done: queue.done.map((v) => shown(v, locale)),
      minutesPerPatient: queue.minutesPerPatient,
    },
  }
}

export async function doctorOpdAction(request: Request, clientIp: string | undefined) {
  const { user, doctor } = await requireOpdDoctor(request)
  const t = getT(requestLocale(request), 'opd')
  if (!doctor) throw data({ message: t('doctor.noProfile') }, { status: 404 })
  const actor = { userId: user.id, ipAddress: clientIp ?? null }
  const submission = parseWithZod(await readForm(request), { schema: QueueActionSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const back = localizedPath(request, '/doctor/opd')
  const input = submission.value
  try {
    switch (input.intent) {
      case 'callNext': {
        const called = await callNext(doctor.id, input.expected, actor)
        await notifyNearTurn(doctor.id)
        return redirectWithToast(back, {
          type: 'success',
          title: t('doctor.called', { token: called.token }),
        })
      }
      case 'skip': {
        const { token } = await skipVisit(doctor.id, input.visitId, input.from, actor)
        await notifyNearTurn(doctor.id)
        return redirectWithToast(back, { type: 'success', title: t('doctor.skipped', { token }) })
      }
      case 'return': {
        const { token } = await returnVisit(doctor.id, input.visitId, actor)
        await notifyNearTurn(doctor.id)
        return redirectWithToast(back, { type: 'success', title: t('doctor.returned', { token }) })
      }
      case 'done': {
        const { token } = await finishVisit(doctor.id, input.visitId, actor)
        await notifyNearTurn(doctor.id)
        return redirectWithToast(back, { type: 'success', title: t('doctor.finished', { token }) })
      }
      case 'notes': {
        await saveVisitNotes(doctor.id, input.visitId, input.notes, actor)
        return redirectWithToast(localizedPath(request, `/doctor/opd/${input.visitId}`), {
          type: 'success',
          title: t('visit.saved'),
        })
      }
    }
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
}
