import { getT } from '#app/utils/i18n/i18n.server.ts'
import { storedLanguageName } from '#app/domain/directory/index.ts'
import { forgetDirectory } from '#app/domain/directory/index.server.ts'
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { departments, doctorSchedules, doctorTimeOff, doctors } from '#app/db/schema/directory.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { addDays, clinicTimeToUtc } from '#app/utils/clinic-time.ts'
import { type Actor } from './staff-appointments.server.ts'
import { type DoctorSchema, slugFor } from './doctor-admin-schemas.ts'
import { type z } from 'zod'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { forgetDoctorAvailability } from '#app/domain/appointments/index.server.ts'

type DoctorInput = z.infer<typeof DoctorSchema>

export async function listDoctorsForAdmin() {
  return getDb()
    .select({
      id: doctors.id,
      name: doctors.name,
      slug: doctors.slug,
      active: doctors.active,
      departmentSlug: departments.slug,
      departmentName: departments.name,
    })
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .orderBy(asc(departments.sortOrder), asc(doctors.name))
}

export async function getDoctorForAdmin(id: string) {
  if (!isUuid(id)) return null
  const db = getDb()
  const [doctor] = await db
    .select({
      id: doctors.id,
      name: doctors.name,
      slug: doctors.slug,
      department: departments.slug,
      qualifications: doctors.qualifications,
      registrationNumber: doctors.registrationNumber,
      council: doctors.council,
      registrationVerifiedOn: doctors.registrationVerifiedOn,
      gender: doctors.gender,
      languages: doctors.languages,
      experienceYears: doctors.experienceYears,
      feeInr: doctors.feeInr,
      modes: doctors.consultationModes,
      bio: doctors.bio,
      bioHi: doctors.bioHi,
      active: doctors.active,
    })
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .where(eq(doctors.id, id))
  if (!doctor) return null
  const [hours, timeOff] = await Promise.all([
    db
      .select()
      .from(doctorSchedules)
      .where(eq(doctorSchedules.doctorId, id))
      .orderBy(asc(doctorSchedules.weekday), asc(doctorSchedules.startTime)),
    db
      .select()
      .from(doctorTimeOff)
      .where(eq(doctorTimeOff.doctorId, id))
      .orderBy(asc(doctorTimeOff.startsOn)),
  ])
  return { ...doctor, hours, timeOff }
}

export class DepartmentNotFoundError extends DomainError {
  constructor() {
    super('invalid', messageRef('staff', 'doctor.form.departmentUnknown'), 'department')
  }
}

/** Creates or updates a doctor. Deactivating hides them from booking; their history stays. */
export async function saveDoctor(
  id: string | null,
  input: DoctorInput,
  actor: Actor,
): Promise<string> {
  const saved = await getDb().transaction(async (tx) => {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.slug, input.department))
    if (!department) throw new DepartmentNotFoundError()
    const values = {
      name: input.name,
      departmentId: department.id,
      qualifications: input.qualifications,
      registrationNumber: input.registrationNumber,
      council: input.council,
      registrationVerifiedOn: input.registrationVerifiedOn ?? null,
      gender: input.gender,
      // Typed in either language; kept by the English name the directory's filter uses.
      languages: input.languages.map((typed) =>
        storedLanguageName(typed, [getT('en', 'site'), getT('hi', 'site')]),
      ),
      experienceYears: input.experienceYears,
      feeInr: input.feeInr,
      consultationModes: input.modes,
      bio: input.bio ?? '',
      bioHi: input.bioHi ?? '',
      active: input.active === 'on',
    }
    let doctorId = id
    if (doctorId) {
      // A check of the old number says nothing of a new one: a changed number or council keeps
      // its "verified on" day only when a day is given again that is not the old one's.
      const [before] = await tx
        .select({
          registrationNumber: doctors.registrationNumber,
          council: doctors.council,
          registrationVerifiedOn: doctors.registrationVerifiedOn,
        })
        .from(doctors)
        .where(eq(doctors.id, doctorId))
      if (
        before &&
        (before.registrationNumber !== values.registrationNumber ||
          before.council !== values.council) &&
        values.registrationVerifiedOn === before.registrationVerifiedOn
      )
        values.registrationVerifiedOn = null
      await tx.update(doctors).set(values).where(eq(doctors.id, doctorId))
    } else {
      const base = slugFor(input.name) || 'doctor'
      const taken = await tx.select({ slug: doctors.slug }).from(doctors)
      let slug = base
      for (let n = 2; taken.some((t) => t.slug === slug); n++) slug = `${base}-${n}`
      const [row] = await tx
        .insert(doctors)
        .values({ ...values, slug })
        .returning({ id: doctors.id })
      doctorId = row!.id
    }
    await recordAudit(tx, {
      action: id ? 'doctor.updated' : 'doctor.created',
      actorUserId: actor.userId,
      subjectType: 'doctor',
      subjectId: doctorId,
      ipAddress: actor.ipAddress,
      details: { active: values.active },
    })
    return doctorId
  })
  forgetDirectory()
  return saved
}

export async function addWeeklyHours(
  doctorId: string,
  row: {
    weekday: number
    startTime: string
    endTime: string
    slotMinutes: number
    location: string
  },
  actor: Actor,
) {
  await getDb().transaction(async (tx) => {
    await tx.insert(doctorSchedules).values({ doctorId, ...row })
    await recordAudit(tx, {
      action: 'doctor.hours_added',
      actorUserId: actor.userId,
      subjectType: 'doctor',
      subjectId: doctorId,
      ipAddress: actor.ipAddress,
      details: { weekday: row.weekday, from: row.startTime, to: row.endTime },
    })
  })
  forgetDoctorAvailability(doctorId)
}

export async function removeWeeklyHours(doctorId: string, rowId: string, actor: Actor) {
  await getDb().transaction(async (tx) => {
    await tx
      .delete(doctorSchedules)
      .where(and(eq(doctorSchedules.id, rowId), eq(doctorSchedules.doctorId, doctorId)))
    await recordAudit(tx, {
      action: 'doctor.hours_removed',
      actorUserId: actor.userId,
      subjectType: 'doctor',
      subjectId: doctorId,
      ipAddress: actor.ipAddress,
    })
  })
  forgetDoctorAvailability(doctorId)
}

/**
 * Adds days off and returns the active appointments that fall on them, so the front desk can
 * move those patients (the appointments themselves are not touched).
 */
export async function addTimeOff(
  doctorId: string,
  range: { startsOn: string; endsOn: string; reason?: string },
  actor: Actor,
) {
  const affected = await getDb().transaction(async (tx) => {
    await tx.insert(doctorTimeOff).values({
      doctorId,
      startsOn: range.startsOn,
      endsOn: range.endsOn,
      reason: range.reason ?? '',
    })
    await recordAudit(tx, {
      action: 'doctor.time_off_added',
      actorUserId: actor.userId,
      subjectType: 'doctor',
      subjectId: doctorId,
      ipAddress: actor.ipAddress,
      details: { from: range.startsOn, to: range.endsOn },
    })
    return tx
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        patientName: appointments.patientName,
        patientPhone: appointments.patientPhone,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          inArray(appointments.status, ['requested', 'confirmed']),
          gte(appointments.startsAt, clinicTimeToUtc(range.startsOn, '00:00')),
          lt(appointments.startsAt, clinicTimeToUtc(addDays(range.endsOn, 1), '00:00')),
        ),
      )
      .orderBy(asc(appointments.startsAt))
  })
  forgetDoctorAvailability(doctorId)
  return affected
}

export async function removeTimeOff(doctorId: string, rowId: string, actor: Actor) {
  await getDb().transaction(async (tx) => {
    await tx
      .delete(doctorTimeOff)
      .where(and(eq(doctorTimeOff.id, rowId), eq(doctorTimeOff.doctorId, doctorId)))
    await recordAudit(tx, {
      action: 'doctor.time_off_removed',
      actorUserId: actor.userId,
      subjectType: 'doctor',
      subjectId: doctorId,
      ipAddress: actor.ipAddress,
    })
  })
  forgetDoctorAvailability(doctorId)
}
