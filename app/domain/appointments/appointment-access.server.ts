import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { accountContactPhoneColumn } from '#app/domain/accounts/index.server.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { getCookieSecrets } from '#app/utils/secrets.server.ts'
import { clinicDateOf, clinicHhmm, isoWeekday } from '#app/utils/clinic-time.ts'
import { type AppointmentForMail } from './appointment-mails.ts'
import { type NoticePreferences } from './appointment-notices.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { hashToken } from '#app/utils/private-link.server.ts'

/**
 * The private manage link's token. Derived from the booking form's request key with a server
 * secret, so a resubmitted form leads to the same link; only its SHA-256 is stored.
 */
export function manageTokenFor(requestKey: string): string {
  return createHmac('sha256', getCookieSecrets()[0]!)
    .update(`appointment-manage:${requestKey}`)
    .digest('base64url')
}

export { hashToken }

/** The private manage link, on the page in the patient's language. */
export const manageUrlFor = (requestKey: string, locale: Locale) =>
  `${appUrl()}${localizePath(`/appointments/manage/${manageTokenFor(requestKey)}`, locale)}`

const appointmentColumns = {
  id: appointments.id,
  doctorId: appointments.doctorId,
  patientUserId: appointments.patientUserId,
  patientName: appointments.patientName,
  patientEmail: appointments.patientEmail,
  patientPhone: appointments.patientPhone,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  mode: appointments.mode,
  reason: appointments.reason,
  status: appointments.status,
  requestKey: appointments.requestKey,
  locale: appointments.locale,
  doctorName: doctors.name,
  doctorSlug: doctors.slug,
  departmentName: departments.name,
  departmentSlug: departments.slug,
  // The account's notice choices (null for guests): see appointment-notices.ts.
  mobileChannel: user.mobileChannel,
  emailNotices: user.emailNotices,
  /** The family member it is for (null for the account holder, a guest, or a removed member). */
  familyMemberId: appointments.familyMemberId,
  memberRelation: familyMembers.relation,
  memberSex: familyMembers.sex,
  memberDateOfBirth: familyMembers.dateOfBirth,
  memberBirthYear: familyMembers.birthYear,
  memberPhone: familyMembers.phone,
  /** The account it was booked in: for a family member, the holder who booked it. */
  accountName: user.name,
  /** The account's sex and year of birth, when given (what a prescription states). */
  accountSex: user.sex,
  accountBirthYear: user.birthYear,
  accountPhone: accountContactPhoneColumn(),
}

type Executor = Pick<ReturnType<typeof getDb>, 'select'>

export type AppointmentView = Awaited<ReturnType<typeof loadAppointment>> & {}

async function loadAppointment(where: ReturnType<typeof eq>, executor: Executor = getDb()) {
  const [row] = await executor
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .leftJoin(familyMembers, eq(appointments.familyMemberId, familyMembers.id))
    .leftJoin(user, eq(appointments.patientUserId, user.id))
    .where(where)
  if (!row) return null
  return { ...row, location: await locationOf(row.doctorId, row.startsAt, executor) }
}

export function findAppointmentById(id: string, executor?: Executor) {
  if (!isUuid(id)) return Promise.resolve(null)
  return loadAppointment(eq(appointments.id, id), executor)
}

export function findAppointmentByManageToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(null)
  return loadAppointment(eq(appointments.manageTokenHash, hashToken(token)))
}

/** Where the doctor sees patients at that time (from the weekly schedule). */
async function locationOf(doctorId: string, startsAt: Date, executor: Executor): Promise<string> {
  const rows = await executor
    .select({
      weekday: doctorSchedules.weekday,
      startTime: doctorSchedules.startTime,
      endTime: doctorSchedules.endTime,
      location: doctorSchedules.location,
    })
    .from(doctorSchedules)
    .where(eq(doctorSchedules.doctorId, doctorId))
  const weekday = isoWeekday(clinicDateOf(startsAt))
  const time = clinicHhmm(startsAt)
  const match = rows.find(
    (r) => r.weekday === weekday && r.startTime.slice(0, 5) <= time && time < r.endTime.slice(0, 5),
  )
  return match?.location ?? rows[0]?.location ?? 'MainDoctor Clinic'
}

/**
 * What the e-mails need to know. They are written in the appointment's language, or in `locale`
 * when the patient is acting now on a page in that language.
 */
export function toMailData(
  view: NonNullable<AppointmentView>,
  locale: Locale = view.locale,
): AppointmentForMail {
  return {
    id: view.id,
    patientName: view.patientName,
    patientEmail: view.patientEmail,
    patientPhone: view.patientPhone,
    doctorName: view.doctorName,
    departmentSlug: view.departmentSlug,
    departmentName: view.departmentName,
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    mode: view.mode,
    location: view.location,
    reason: view.reason,
    confirmed: view.status === 'confirmed',
    locale,
  }
}

/** How the patient of this appointment wants notices: their account's choice, none for a guest. */
export function noticePreferencesOf(view: NonNullable<AppointmentView>): NoticePreferences | null {
  if (!view.patientUserId || view.mobileChannel === null || view.emailNotices === null) return null
  return { mobileChannel: view.mobileChannel, emailNotices: view.emailNotices }
}

/** An account's notice choices, for a booking it is making now. */
export async function noticePreferencesFor(
  userId: string | null,
): Promise<NoticePreferences | null> {
  if (!userId) return null
  const [row] = await getDb()
    .select({ mobileChannel: user.mobileChannel, emailNotices: user.emailNotices })
    .from(user)
    .where(eq(user.id, userId))
  return row ?? null
}
