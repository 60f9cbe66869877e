import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { type Database, getDb } from '#app/db/client.server.ts'
import { doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import {
  type OpdVisitKind,
  type OpdVisitStatus,
  opdTokenCounters,
  opdVisits,
} from '#app/db/schema/opd.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { minutesPerPatient, orderQueue, queuePlace, type QueuePlace } from './queue-order.ts'
import { type Actor, publishOpdChange } from './tokens.server.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type OpdVisit = {
  id: string
  facilityId: string
  facilityName: string
  doctorId: string
  day: string
  token: number
  kind: OpdVisitKind
  appointmentId: string | null
  bookedFor: Date | null
  patientUserId: string | null
  patientName: string
  patientPhone: string
  patientAge: number | null
  patientSex: 'female' | 'male' | 'other' | null
  status: OpdVisitStatus
  arrivedAt: Date
  returnedAt: Date | null
  calledAt: Date | null
  doneAt: Date | null
  notes: string
}

const visitColumns = {
  id: opdVisits.id,
  facilityId: opdVisits.facilityId,
  facilityName: facilities.name,
  doctorId: opdVisits.doctorId,
  day: opdVisits.day,
  token: opdVisits.token,
  kind: opdVisits.kind,
  appointmentId: opdVisits.appointmentId,
  bookedFor: opdVisits.bookedFor,
  patientUserId: opdVisits.patientUserId,
  patientName: opdVisits.patientName,
  patientPhone: opdVisits.patientPhone,
  patientAge: opdVisits.patientAge,
  patientSex: opdVisits.patientSex,
  status: opdVisits.status,
  arrivedAt: opdVisits.arrivedAt,
  returnedAt: opdVisits.returnedAt,
  calledAt: opdVisits.calledAt,
  doneAt: opdVisits.doneAt,
  notes: opdVisits.notes,
}

export type DoctorQueue = {
  /** The patient in the room (called, not yet done), if any. */
  inRoom: OpdVisit | null
  /** Waiting, in the order of the rule (queue-order.ts). */
  waiting: OpdVisit[]
  /** Skipped today (they may come back). */
  skipped: OpdVisit[]
  /** Seen today, the latest first. */
  done: OpdVisit[]
  /** Minutes one patient takes (measured today, or the slot length). */
  minutesPerPatient: number
}

async function slotMinutesToday(doctorId: string, day: string): Promise<number | null> {
  const [row] = await getDb()
    .select({ slotMinutes: doctorSchedules.slotMinutes })
    .from(doctorSchedules)
    .where(
      and(eq(doctorSchedules.doctorId, doctorId), eq(doctorSchedules.weekday, isoWeekday(day))),
    )
    .orderBy(asc(doctorSchedules.startTime))
  return row?.slotMinutes ?? null
}

/** A doctor's OPD on a clinic day (today by default), at every facility, in order. */
export async function loadDoctorQueue(
  doctorId: string,
  day: string = clinicToday(),
): Promise<DoctorQueue> {
  const [visits, slotMinutes] = await Promise.all([
    getDb()
      .select(visitColumns)
      .from(opdVisits)
      .innerJoin(facilities, eq(facilities.id, opdVisits.facilityId))
      .where(and(eq(opdVisits.doctorId, doctorId), eq(opdVisits.day, day)))
      .orderBy(asc(opdVisits.token)),
    slotMinutesToday(doctorId, day),
  ])
  const called = visits
    .filter((v) => v.status === 'called')
    .sort((a, b) => b.calledAt!.getTime() - a.calledAt!.getTime())
  const seen = visits.filter((v) => v.status === 'done' && v.calledAt && v.doneAt)
  return {
    inRoom: called[0] ?? null,
    waiting: orderQueue(visits.filter((v) => v.status === 'waiting')),
    skipped: visits.filter((v) => v.status === 'skipped'),
    done: seen.sort((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime()),
    minutesPerPatient: minutesPerPatient(
      seen.map((v) => ({ calledAt: v.calledAt!, doneAt: v.doneAt! })),
      slotMinutes,
    ),
  }
}

export type VisitPlace = QueuePlace & { token: number; status: OpdVisitStatus }

/**
 * Where a visit stands: its token, its status, and while waiting how many are ahead of it and
 * about how many minutes until it is called (for the patient's phone). Null for no such visit.
 */
export async function visitQueuePlace(visitId: string): Promise<VisitPlace | null> {
  const [visit] = await getDb()
    .select({
      doctorId: opdVisits.doctorId,
      day: opdVisits.day,
      token: opdVisits.token,
      status: opdVisits.status,
    })
    .from(opdVisits)
    .where(sql`${opdVisits.id}::text = ${visitId}`)
  if (!visit) return null
  if (visit.status !== 'waiting')
    return { token: visit.token, status: visit.status, ahead: 0, waitMinutes: 0 }
  const queue = await loadDoctorQueue(visit.doctorId, visit.day)
  const place = queuePlace(queue.waiting, visitId, {
    someoneInRoom: queue.inRoom !== null,
    minutesPerPatient: queue.minutesPerPatient,
  })
  return { token: visit.token, status: visit.status, ...(place ?? { ahead: 0, waitMinutes: 0 }) }
}

/** Locks a doctor's day (its token counter row): queue moves of one doctor happen one at a time. */
async function lockDay(tx: Transaction, doctorId: string, day: string): Promise<boolean> {
  const rows = await tx
    .select({ last: opdTokenCounters.last })
    .from(opdTokenCounters)
    .where(and(eq(opdTokenCounters.doctorId, doctorId), eq(opdTokenCounters.day, day)))
    .for('update')
  return rows.length > 0
}

async function audit(
  tx: Transaction,
  action: 'opd.called' | 'opd.skipped' | 'opd.returned' | 'opd.done' | 'opd.notes_saved',
  visit: { id: string; token: number },
  actor: Actor,
) {
  await recordAudit(tx, {
    action,
    actorUserId: actor.userId,
    subjectType: 'opd_visit',
    subjectId: visit.id,
    ipAddress: actor.ipAddress ?? null,
    details: { token: visit.token },
  })
}

/**
 * Calls the doctor's next patient by the order rule, in one transaction with the doctor's day
 * locked: the patient still in the room is done first. `expected` is the visit the page showed
 * as next (empty when it showed none): another one next means the page was out of date, and
 * nothing is done. An empty queue is refused.
 */
export async function callNext(
  doctorId: string,
  expected: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ token: number; visitId: string }> {
  const day = clinicToday(now)
  return getDb().transaction(async (tx) => {
    const locked = await lockDay(tx, doctorId, day)
    const visits = locked
      ? await tx
          .select(visitColumns)
          .from(opdVisits)
          .innerJoin(facilities, eq(facilities.id, opdVisits.facilityId))
          .where(
            and(
              eq(opdVisits.doctorId, doctorId),
              eq(opdVisits.day, day),
              inArray(opdVisits.status, ['waiting', 'called']),
            ),
          )
      : []
    const [next] = orderQueue(visits.filter((v) => v.status === 'waiting'))
    if (!next) throw new DomainError('conflict', messageRef('opd', 'errors.queueEmpty'))
    if (expected && expected !== next.id)
      throw new DomainError('conflict', messageRef('opd', 'errors.changed'))
    for (const inRoom of visits.filter((v) => v.status === 'called')) {
      await tx
        .update(opdVisits)
        .set({ status: 'done', doneAt: now, updatedAt: now })
        .where(eq(opdVisits.id, inRoom.id))
      await audit(tx, 'opd.done', inRoom, actor)
    }
    await tx
      .update(opdVisits)
      .set({ status: 'called', calledAt: now, updatedAt: now })
      .where(eq(opdVisits.id, next.id))
    await audit(tx, 'opd.called', next, actor)
    await publishOpdChange(tx, next)
    return { token: next.token, visitId: next.id }
  })
}

/**
 * Moves one of the doctor's visits today from the status the page showed (`from`) to `to`, in
 * one transaction: anything else (another doctor's visit, another day, a status changed
 * meanwhile) is refused as out of date.
 */
async function moveVisit(
  doctorId: string,
  visitId: string,
  from: readonly OpdVisitStatus[],
  to: OpdVisitStatus,
  action: 'opd.skipped' | 'opd.returned' | 'opd.done',
  actor: Actor,
  now: Date,
) {
  const times =
    to === 'skipped' ? { skippedAt: now } : to === 'waiting' ? { returnedAt: now } : { doneAt: now }
  return getDb().transaction(async (tx) => {
    await lockDay(tx, doctorId, clinicToday(now))
    const [visit] = await tx
      .update(opdVisits)
      .set({ status: to, updatedAt: now, ...times })
      .where(
        and(
          sql`${opdVisits.id}::text = ${visitId}`,
          eq(opdVisits.doctorId, doctorId),
          eq(opdVisits.day, clinicToday(now)),
          inArray(opdVisits.status, [...from]),
        ),
      )
      .returning({
        id: opdVisits.id,
        token: opdVisits.token,
        facilityId: opdVisits.facilityId,
        doctorId: opdVisits.doctorId,
      })
    if (!visit) throw new DomainError('conflict', messageRef('opd', 'errors.changed'))
    await audit(tx, action, visit, actor)
    await publishOpdChange(tx, visit)
    return { token: visit.token }
  })
}

/** Skip / no-show: a waiting or called patient who is not there; they may come back. */
export const skipVisit = (
  doctorId: string,
  visitId: string,
  from: 'waiting' | 'called',
  actor: Actor,
  now: Date = new Date(),
) => moveVisit(doctorId, visitId, [from], 'skipped', 'opd.skipped', actor, now)

/** A skipped patient came back: they wait again, queued from now (the order rule, point 3). */
export const returnVisit = (
  doctorId: string,
  visitId: string,
  actor: Actor,
  now: Date = new Date(),
) => moveVisit(doctorId, visitId, ['skipped'], 'waiting', 'opd.returned', actor, now)

/** Done: the patient in the room was seen. */
export const finishVisit = (
  doctorId: string,
  visitId: string,
  actor: Actor,
  now: Date = new Date(),
) => moveVisit(doctorId, visitId, ['called'], 'done', 'opd.done', actor, now)

/** The doctor's notes of one of their visits (any day: notes may be finished later). */
export async function saveVisitNotes(
  doctorId: string,
  visitId: string,
  notes: string,
  actor: Actor,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [visit] = await tx
      .update(opdVisits)
      .set({ notes, updatedAt: new Date() })
      .where(and(sql`${opdVisits.id}::text = ${visitId}`, eq(opdVisits.doctorId, doctorId)))
      .returning({ id: opdVisits.id, token: opdVisits.token })
    if (!visit) throw new DomainError('not-found', messageRef('opd', 'errors.changed'))
    await audit(tx, 'opd.notes_saved', visit, actor)
  })
}

/** One visit of the doctor's, for its page (notes, prescription); null when not theirs. */
export async function findDoctorVisit(doctorId: string, visitId: string): Promise<OpdVisit | null> {
  if (!/^[0-9a-f-]{36}$/i.test(visitId)) return null
  const [visit] = await getDb()
    .select(visitColumns)
    .from(opdVisits)
    .innerJoin(facilities, eq(facilities.id, opdVisits.facilityId))
    .where(and(eq(opdVisits.id, visitId), eq(opdVisits.doctorId, doctorId)))
  return visit ?? null
}

export type DisplayDoctor = {
  doctorId: string
  doctorName: string
  /** The token in the room now, if any. */
  nowServing: number | null
  /** The next five tokens, in order. */
  next: number[]
}

/**
 * What a facility's waiting-hall screen shows: per doctor in OPD today (and any other doctor
 * with a queue there today), the token being served and the next five. Token numbers and the
 * doctor's name only: never a patient's name or anything else about them (decision 0022).
 */
export async function loadDisplay(
  facilityId: string,
  doctorsToday: readonly { id: string; name: string }[],
  day: string = clinicToday(),
): Promise<DisplayDoctor[]> {
  const visits = await getDb()
    .select({
      id: opdVisits.id,
      doctorId: opdVisits.doctorId,
      doctorName: doctors.name,
      token: opdVisits.token,
      kind: opdVisits.kind,
      bookedFor: opdVisits.bookedFor,
      arrivedAt: opdVisits.arrivedAt,
      returnedAt: opdVisits.returnedAt,
      calledAt: opdVisits.calledAt,
      status: opdVisits.status,
    })
    .from(opdVisits)
    .innerJoin(doctors, eq(doctors.id, opdVisits.doctorId))
    .where(
      and(
        eq(opdVisits.facilityId, facilityId),
        eq(opdVisits.day, day),
        inArray(opdVisits.status, ['waiting', 'called']),
      ),
    )
  const names = new Map(doctorsToday.map((d) => [d.id, d.name]))
  for (const v of visits) if (!names.has(v.doctorId)) names.set(v.doctorId, v.doctorName)
  return [...names].map(([doctorId, doctorName]) => {
    const mine = visits.filter((v) => v.doctorId === doctorId)
    const called = mine
      .filter((v) => v.status === 'called' && v.calledAt)
      .sort((a, b) => b.calledAt!.getTime() - a.calledAt!.getTime())
    return {
      doctorId,
      doctorName,
      nowServing: called[0]?.token ?? null,
      next: orderQueue(mine.filter((v) => v.status === 'waiting'))
        .slice(0, 5)
        .map((v) => v.token),
    }
  })
}

export type TokenSlip = {
  visitId: string
  token: number
  doctorName: string
  facilityName: string
  patientName: string
  kind: OpdVisitKind
  arrivedAt: Date
}

/** What the desk prints for a visit: its token, the doctor, the patient's name. */
export async function findTokenSlip(visitId: string): Promise<TokenSlip | null> {
  if (!/^[0-9a-f-]{36}$/i.test(visitId)) return null
  const [slip] = await getDb()
    .select({
      visitId: opdVisits.id,
      token: opdVisits.token,
      doctorName: doctors.name,
      facilityName: facilities.name,
      patientName: opdVisits.patientName,
      kind: opdVisits.kind,
      arrivedAt: opdVisits.arrivedAt,
    })
    .from(opdVisits)
    .innerJoin(doctors, eq(doctors.id, opdVisits.doctorId))
    .innerJoin(facilities, eq(facilities.id, opdVisits.facilityId))
    .where(eq(opdVisits.id, visitId))
  return slip ?? null
}
