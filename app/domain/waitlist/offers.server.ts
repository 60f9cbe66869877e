import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, lte, notExists, or, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { freedTimes, waitlistEntries, waitlistOffers } from '#app/db/schema/waitlist.ts'
import {
  appointmentNotices,
  clinicBookingNotification,
  doctorBookingTurn,
  findAppointmentById,
  forgetDoctorAvailability,
  hashToken,
  listDoctorOpenSlots,
  manageTokenFor,
  manageUrlFor,
  MIN_LEAD_MINUTES,
  noticePreferencesOf,
  toMailData,
} from '#app/domain/appointments/index.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { clinicDateOf } from '#app/utils/clinic-time.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { OfferLapsedError } from './waitlist-errors.ts'
import { offerNotices } from './offer-notices.server.ts'

/** How long a freed time is held for the patient it is offered to. */
export const HOLD_MINUTES = 15

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0]
type Slot = { doctorId: string; startsAt: Date; endsAt: Date }

const ACTIVE = ['requested', 'confirmed'] as const

/**
 * The first in the doctor's line who wants a time before theirs: waiting (not holding another
 * offer), asked for a date after this time, whose booking (if they asked from one) is still
 * active and later, and who has not already let this very time go. Ordered by when they asked.
 * Locked, skipping any another process is offering to at this moment.
 */
async function firstInLine(tx: Tx, slot: Slot) {
  const [entry] = await tx
    .select({
      id: waitlistEntries.id,
      doctorId: waitlistEntries.doctorId,
      appointmentId: waitlistEntries.appointmentId,
      patientUserId: waitlistEntries.patientUserId,
      patientName: waitlistEntries.patientName,
      patientPhone: waitlistEntries.patientPhone,
      patientEmail: waitlistEntries.patientEmail,
      mode: waitlistEntries.mode,
      locale: waitlistEntries.locale,
      mobileChannel: user.mobileChannel,
      emailNotices: user.emailNotices,
    })
    .from(waitlistEntries)
    .leftJoin(user, eq(user.id, waitlistEntries.patientUserId))
    .where(
      and(
        eq(waitlistEntries.doctorId, slot.doctorId),
        eq(waitlistEntries.status, 'waiting'),
        gt(waitlistEntries.wantedBefore, slot.startsAt),
        or(
          sql`${waitlistEntries.appointmentId} is null`,
          sql`exists (select 1 from ${appointments} a where a.id = ${waitlistEntries.appointmentId}
            and a.status in ('requested', 'confirmed') and a.starts_at > ${slot.startsAt.toISOString()})`,
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(waitlistOffers)
            .where(
              and(
                eq(waitlistOffers.entryId, waitlistEntries.id),
                eq(waitlistOffers.startsAt, slot.startsAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for('update', { of: waitlistEntries, skipLocked: true })
  return entry ?? null
}

type Entry = NonNullable<Awaited<ReturnType<typeof firstInLine>>>

/** Holds `heldId` (an appointment row with status 'held') for `entry` and tells them. */
async function offerTo(tx: Tx, entry: Entry, slot: Slot, heldId: string, now: Date) {
  const token = randomBytes(24).toString('base64url')
  const heldUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000)
  await tx
    .update(appointments)
    .set({
      patientName: entry.patientName,
      patientPhone: entry.patientPhone,
      patientEmail: entry.patientEmail,
      mode: entry.mode,
      locale: entry.locale,
      updatedAt: now,
    })
    .where(and(eq(appointments.id, heldId), eq(appointments.status, 'held')))
  await tx.insert(waitlistOffers).values({
    entryId: entry.id,
    doctorId: slot.doctorId,
    appointmentId: heldId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    tokenHash: hashToken(token),
    heldUntil,
    createdAt: now,
  })
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', updatedAt: now })
    .where(eq(waitlistEntries.id, entry.id))
  const [doctor] = await tx
    .select({ name: doctors.name })
    .from(doctors)
    .where(eq(doctors.id, slot.doctorId))
  const notices = offerNotices(
    { ...entry, doctorName: doctor?.name ?? '', startsAt: slot.startsAt },
    { token, minutes: HOLD_MINUTES },
  )
  await queueSms(tx, notices.texts)
  await queueMail(tx, notices.mails)
  await recordAudit(tx, {
    action: 'waitlist.offered',
    subjectType: 'waitlist_entry',
    subjectId: entry.id,
    details: { startsAt: slot.startsAt.toISOString() },
  })
  return token
}

/** Whether a time can still be offered at `now`: far enough ahead to be booked at all. */
const offerable = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() >= MIN_LEAD_MINUTES * 60_000

/**
 * A freed time, offered to the first in line: under the doctor's booking turn, a 'held'
 * appointment row is inserted for it, so the no-overlap constraint refuses any other booking of
 * that time while it is held. `on conflict do nothing`: someone booked it since it was freed.
 */
async function offerFreedTime(tx: Tx, freed: Slot, now: Date): Promise<string | null> {
  if (!offerable(freed.startsAt, now)) return null
  const date = clinicDateOf(freed.startsAt)
  // Still a time the doctor offers (hours, days off, lead time), bookings aside: the insert
  // below is what says whether it is free.
  const grid = await listDoctorOpenSlots(freed.doctorId, date, date, {
    now,
    ignoreAllBookings: true,
    executor: tx,
  })
  const slot = grid.find((s) => s.startsAt.getTime() === freed.startsAt.getTime())
  if (!slot) return null
  await tx.execute(doctorBookingTurn(freed.doctorId))
  const entry = await firstInLine(tx, { ...freed, endsAt: slot.endsAt })
  if (!entry) return null
  const held = (await tx.execute(sql`
    insert into ${appointments} (doctor_id, patient_name, patient_email, patient_phone, starts_at,
      ends_at, mode, status, manage_token_hash, request_key, locale)
    values (${freed.doctorId}, ${entry.patientName}, ${entry.patientEmail}, ${entry.patientPhone},
      ${slot.startsAt.toISOString()}, ${slot.endsAt.toISOString()}, ${entry.mode}, 'held',
      ${hashToken(randomUUID())}, ${`hold:${randomUUID()}`}, ${entry.locale})
    on conflict do nothing
    returning id`)) as unknown as { rows: Array<{ id: string }> }
  const heldId = held.rows[0]?.id
  if (!heldId) return null
  return offerTo(tx, entry, { ...freed, endsAt: slot.endsAt }, heldId, now)
}

/**
 * A hold ends (lapsed, declined, or its patient left): the next in line gets the same held row,
 * for a fresh 15 minutes; with nobody left (or too late to book), the row goes and the time is
 * free for anyone.
 */
async function passHold(
  tx: Tx,
  offer: { id: string; entryId: string; doctorId: string; startsAt: Date; endsAt: Date },
  heldId: string | null,
  outcome: 'lapsed' | 'declined',
  now: Date,
  leave = false,
) {
  await tx
    .update(waitlistOffers)
    .set({ status: outcome, answeredAt: now })
    .where(eq(waitlistOffers.id, offer.id))
  await tx
    .update(waitlistEntries)
    .set({ status: leave ? 'left' : 'waiting', updatedAt: now })
    .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'offered')))
  if (!heldId) return
  await tx.execute(doctorBookingTurn(offer.doctorId))
  const slot = { doctorId: offer.doctorId, startsAt: offer.startsAt, endsAt: offer.endsAt }
  const next = offerable(offer.startsAt, now) ? await firstInLine(tx, slot) : null
  if (next) await offerTo(tx, next, slot, heldId, now)
  else
    await tx
      .delete(appointments)
      .where(and(eq(appointments.id, heldId), eq(appointments.status, 'held')))
}

/**
 * The waitlist's background work, safe with any number of processes: holds that lapsed pass to
 * the next in line, then each time a booking gave up (written by a trigger in the transaction
 * that cancelled or moved it) is offered to the first in line. Each piece of work is claimed with
 * FOR UPDATE SKIP LOCKED in a transaction of its own, so none is done twice or lost.
 */
export async function offerEarlierTimes(now = new Date(), batch = 20) {
  const db = getDb()
  let passed = 0
  let offered = 0
  for (let i = 0; i < batch; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [offer] = await tx
        .select()
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.status, 'held'), lte(waitlistOffers.heldUntil, now)))
        .orderBy(asc(waitlistOffers.heldUntil))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!offer) return false
      await passHold(tx, offer, offer.appointmentId, 'lapsed', now)
      return offer.doctorId
    })
    if (!done) break
    forgetDoctorAvailability(done)
    passed += 1
  }
  for (let i = 0; i < batch; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [freed] = await tx
        .select()
        .from(freedTimes)
        .orderBy(asc(freedTimes.id))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!freed) return null
      await tx.delete(freedTimes).where(eq(freedTimes.id, freed.id))
      const token = await offerFreedTime(tx, freed, now)
      return { doctorId: freed.doctorId, offered: token !== null }
    })
    if (!done) break
    if (done.offered) {
      forgetDoctorAvailability(done.doctorId)
      offered += 1
    }
  }
  return { passed, offered }
}

/** What the offer page shows. */
export async function findOfferByToken(token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const [row] = await getDb()
    .select({
      status: waitlistOffers.status,
      startsAt: waitlistOffers.startsAt,
      heldUntil: waitlistOffers.heldUntil,
      doctorName: doctors.name,
      doctorSlug: doctors.slug,
      departmentSlug: departments.slug,
      departmentName: departments.name,
      wantedDate: waitlistEntries.wantedDate,
      bookedRequestKey: appointments.requestKey,
      bookedStatus: appointments.status,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(doctors, eq(doctors.id, waitlistOffers.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .leftJoin(appointments, eq(appointments.id, waitlistOffers.appointmentId))
    .where(eq(waitlistOffers.tokenHash, hashToken(token)))
  if (!row) return null
  const state =
    row.status === 'taken'
      ? ('taken' as const)
      : row.status === 'held' && row.heldUntil > now
        ? ('held' as const)
        : ('gone' as const)
  return {
    state,
    startsAt: row.startsAt,
    heldUntil: row.heldUntil,
    doctorName: row.doctorName,
    doctorSlug: row.doctorSlug,
    departmentSlug: row.departmentSlug,
    departmentName: row.departmentName,
    wantedDate: row.wantedDate,
    manageToken:
      state === 'taken' && row.bookedRequestKey ? manageTokenFor(row.bookedRequestKey) : null,
  }
}

async function lockOffer(tx: Tx, token: string) {
  const [offer] = await tx
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.tokenHash, hashToken(token)))
    .for('update')
  return offer ?? null
}

/**
 * One tap on the offer: the held time becomes the patient's booking, or — when they already have
 * a later booking with this doctor — that booking moves to it (the held row goes first, in the
 * same transaction). A second tap finds the offer taken and leads to the same booking; a tap
 * after the hold passed on is refused (OfferLapsedError).
 */
export async function takeOffer(
  token: string,
  actor: { userId: string | null; ipAddress: string | null },
  now = new Date(),
): Promise<{ manageToken: string; moved: boolean; again: boolean }> {
  let doctorId: string | null = null
  const result = await getDb().transaction(async (tx) => {
    const offer = await lockOffer(tx, token)
    if (!offer) throw new OfferLapsedError()
    if (offer.status === 'taken' && offer.appointmentId) {
      const booked = await findAppointmentById(offer.appointmentId, tx)
      if (booked)
        return { manageToken: manageTokenFor(booked.requestKey), moved: false, again: true }
    }
    if (offer.status !== 'held' || offer.heldUntil <= now || !offer.appointmentId)
      throw new OfferLapsedError()
    await tx.execute(doctorBookingTurn(offer.doctorId))
    doctorId = offer.doctorId
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, offer.entryId))
      .for('update')
    if (!entry || entry.status !== 'offered') throw new OfferLapsedError()
    const existing = await laterBooking(tx, entry, offer.startsAt)
    let bookedId: string
    if (existing) {
      await tx
        .delete(appointments)
        .where(and(eq(appointments.id, offer.appointmentId), eq(appointments.status, 'held')))
      await tx
        .update(appointments)
        .set({
          startsAt: offer.startsAt,
          endsAt: offer.endsAt,
          reminderSentAt: null,
          updatedAt: now,
        })
        .where(and(eq(appointments.id, existing), inArray(appointments.status, ACTIVE)))
      bookedId = existing
    } else {
      const requestKey = randomUUID()
      await tx
        .update(appointments)
        .set({
          status: 'requested',
          patientUserId: entry.patientUserId,
          requestKey,
          manageTokenHash: hashToken(manageTokenFor(requestKey)),
          createdAt: now,
          updatedAt: now,
        })
        .where(and(eq(appointments.id, offer.appointmentId), eq(appointments.status, 'held')))
      bookedId = offer.appointmentId
    }
    await tx
      .update(waitlistOffers)
      .set({ status: 'taken', answeredAt: now, appointmentId: bookedId })
      .where(eq(waitlistOffers.id, offer.id))
    await tx
      .update(waitlistEntries)
      .set({ status: 'booked', updatedAt: now })
      .where(eq(waitlistEntries.id, entry.id))
    const view = await findAppointmentById(bookedId, tx)
    if (!view) throw new OfferLapsedError()
    const kind = existing ? 'moved' : 'booked'
    const mail = toMailData(view)
    const notices = appointmentNotices(mail, kind, {
      manageUrl: manageUrlFor(view.requestKey, mail.locale),
      preferences: noticePreferencesOf(view),
    })
    await queueSms(tx, notices.texts)
    await queueMail(tx, [
      ...notices.mails,
      {
        to: getEnv().CLINIC_INBOX_EMAIL,
        kind: `appointment.${kind}.clinic`,
        ...clinicBookingNotification(mail, kind),
      },
    ])
    await recordAudit(tx, {
      action: existing ? 'appointment.rescheduled' : 'appointment.created',
      actorUserId: actor.userId ?? entry.patientUserId,
      subjectType: 'appointment',
      subjectId: bookedId,
      ipAddress: actor.ipAddress,
      details: { waitlistOffer: offer.id },
    })
    return { manageToken: manageTokenFor(view.requestKey), moved: Boolean(existing), again: false }
  })
  if (doctorId) forgetDoctorAvailability(doctorId)
  return result
}

/**
 * The patient's later booking with this doctor that an earlier time replaces: the one they asked
 * from, else their own (account, or the same name and mobile) soonest after the offered time.
 */
async function laterBooking(
  tx: Tx,
  entry: typeof waitlistEntries.$inferSelect,
  startsAt: Date,
): Promise<string | null> {
  const later = and(
    eq(appointments.doctorId, entry.doctorId),
    inArray(appointments.status, ACTIVE),
    gt(appointments.startsAt, startsAt),
  )
  const whose = entry.appointmentId
    ? eq(appointments.id, entry.appointmentId)
    : entry.patientUserId
      ? and(
          eq(appointments.patientUserId, entry.patientUserId),
          eq(appointments.patientName, entry.patientName),
        )
      : and(
          eq(appointments.patientPhone, entry.patientPhone),
          eq(appointments.patientName, entry.patientName),
        )
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(later, whose))
    .orderBy(asc(appointments.startsAt))
    .limit(1)
  return row?.id ?? null
}

/** "Not this time" (the patient stays in line) or "take me off the list": the next gets it. */
export async function declineOffer(token: string, leave: boolean, now = new Date()) {
  const doctorId = await getDb().transaction(async (tx) => {
    const offer = await lockOffer(tx, token)
    if (!offer || offer.status !== 'held') {
      if (offer && leave)
        await tx
          .update(waitlistEntries)
          .set({ status: 'left', updatedAt: now })
          .where(
            and(
              eq(waitlistEntries.id, offer.entryId),
              inArray(waitlistEntries.status, ['waiting', 'offered']),
            ),
          )
      return null
    }
    await passHold(tx, offer, offer.appointmentId, 'declined', now, leave)
    return offer.doctorId
  })
  if (doctorId) forgetDoctorAvailability(doctorId)
}
