import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import type { SessionUser } from '#app/domain/accounts/session.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import {
  addTimeOff,
  addWeeklyHours,
  getDoctorForAdmin,
  removeTimeOff,
  removeWeeklyHours,
  saveDoctor,
} from '#app/domain/staff/doctor-admin.server.ts'
import { DoctorEditSchema } from '#app/domain/staff/doctor-admin-schemas.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { spokenLanguageName } from '#app/domain/directory/spoken-languages.ts'

/**
 * A doctor's page for the admin (or a blank one for a new doctor): the profile, the clinics and
 * consultation modes to choose from, in the page's language.
 */
export async function doctorEditPage(request: Request, doctorId: string | undefined) {
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const directory = await listDepartmentsWithDoctors()
  const page = {
    meta: {
      title: t('doctor.metaTitle', { site: SITE.name }),
      description: t('doctor.metaDescription'),
    },
    departments: directory.departments.map((d) => ({
      value: d.slug,
      label: departmentName(getT(locale, 'common'), d.slug, d.name),
    })),
    modes: CONSULTATION_MODES.map((mode) => ({
      value: mode,
      label: translateRefOnServer(locale, MODE_LABELS[mode]),
    })),
  }
  if (!doctorId) return data({ ...page, doctor: null })
  const doctor = await getDoctorForAdmin(doctorId)
  if (!doctor) throw data(null, { status: 404 })
  const languageWords = getT(locale, 'site')
  return data({
    ...page,
    // In the page's language; saving maps them back to the names the directory stores.
    doctor: {
      ...doctor,
      languages: doctor.languages.map((l) => spokenLanguageName(languageWords, l)),
    },
  })
}

/** The admin saves the profile, or adds or removes weekly hours or time off. */
export async function answerDoctorEdit(
  request: Request,
  doctorId: string | undefined,
  admin: SessionUser,
  clientIp: string,
) {
  const actor = { userId: admin.id, ipAddress: clientIp }
  const submission = parseWithZod(await readForm(request), { schema: DoctorEditSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(), affected: null }, { status: 400 })
  const id = doctorId ?? null
  const input = submission.value
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const doctorPage = (doctorId: string) => localizedPath(request, `/staff/doctors/${doctorId}`)
  if (input.intent === 'doctor') {
    try {
      const saved = await saveDoctor(id, input, actor)
      return redirectWithToast(doctorPage(saved), { type: 'success', title: t('doctor.saved') })
    } catch (error) {
      return replyWithDomainError(submission, error, { extra: { intent, affected: null } })
    }
  }
  if (!id) return data({ intent: null, result: null, affected: null }, { status: 400 })
  switch (input.intent) {
    case 'add-hours': {
      const { intent: _intent, ...row } = input
      await addWeeklyHours(id, row, actor)
      return redirectWithToast(doctorPage(id), { type: 'success', title: t('doctor.hoursAdded') })
    }
    case 'add-time-off': {
      const affected = await addTimeOff(id, input, actor)
      return data({
        intent,
        result: submission.reply({ resetForm: true }),
        affected: affected.map((a) => ({
          id: a.id,
          when: formatClinicDateTime(a.startsAt, locale),
          patientName: a.patientName,
          patientPhone: a.patientPhone,
        })),
      })
    }
    case 'remove-hours':
      await removeWeeklyHours(id, input.rowId, actor)
      return redirectWithToast(doctorPage(id), { type: 'success', title: t('doctor.removed') })
    case 'remove-time-off':
      await removeTimeOff(id, input.rowId, actor)
      return redirectWithToast(doctorPage(id), { type: 'success', title: t('doctor.removed') })
  }
}
