import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  and,
  asc,
  avg,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { labOrders } from '#app/db/schema/lab.ts'
import { facilities, reviews } from '#app/db/schema/network.ts'
import {
  REPLY_TEXT_MAX,
  REVIEW_WINDOW_DAYS,
  type ReviewRejectReason,
} from '#app/db/schema/network-values.ts'
import { NETWORK_LABORATORY_SLUG } from '#app/content/network.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { clinicDateOf } from '#app/utils/clinic-time.ts'
import { type PublicReview, type RatingTotals, summariseTotals } from './rating.ts'
import type { ReviewInput } from './review-schemas.ts'
import {
  authorLabelOf,
  cleanReviewText,
  type Ineligible,
  reviewEligibility,
  type VisitKey,
} from './review-visits.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A visit, with what its review would be about. */
export type ReviewableVisit = {
  key: VisitKey
  /** The doctor seen, or the laboratory. */
  subject:
    | { kind: 'doctor'; id: string; name: string }
    | { kind: 'facility'; id: string; name: string; nameHi: string }
  /** When the visit took place (shown, and stored with the review). */
  visitedAt: Date
  /** The window runs from here: the appointment's time, the lab report's release. */
  windowStartsAt: Date
  ownerUserId: string | null
  completed: boolean
  alreadyReviewed: boolean
}

async function networkLaboratory() {
  const [lab] = await getDb()
    .select({ id: facilities.id, name: facilities.name, nameHi: facilities.nameHi })
    .from(facilities)
    .where(eq(facilities.slug, NETWORK_LABORATORY_SLUG))
  return lab ?? null
}

/** One visit by its key, whoever's it is (eligibility decides what the asker may do). */
export async function findVisit(key: VisitKey): Promise<ReviewableVisit | null> {
  const db = getDb()
  if (key.kind === 'appointment') {
    const [row] = await db
      .select({
        id: appointments.id,
        ownerUserId: appointments.patientUserId,
        status: appointments.status,
        startsAt: appointments.startsAt,
        doctorId: doctors.id,
        doctorName: doctors.name,
        reviewId: reviews.id,
      })
      .from(appointments)
      .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
      .where(eq(appointments.id, key.id))
    if (!row) return null
    return {
      key,
      subject: { kind: 'doctor', id: row.doctorId, name: row.doctorName },
      visitedAt: row.startsAt,
      windowStartsAt: row.startsAt,
      ownerUserId: row.ownerUserId,
      completed: row.status === 'completed',
      alreadyReviewed: row.reviewId !== null,
    }
  }
  const lab = await networkLaboratory()
  if (!lab) return null
  const [row] = await db
    .select({
      ownerUserId: labOrders.accountUserId,
      status: labOrders.status,
      collectedAt: labOrders.collectedAt,
      releasedAt: labOrders.releasedAt,
      createdAt: labOrders.createdAt,
      reviewId: reviews.id,
    })
    .from(labOrders)
    .leftJoin(reviews, eq(reviews.labOrderId, labOrders.id))
    .where(eq(labOrders.number, key.number))
  if (!row) return null
  const released = row.releasedAt ?? row.createdAt
  return {
    key,
    subject: { kind: 'facility', ...lab },
    visitedAt: row.collectedAt ?? released,
    windowStartsAt: released,
    ownerUserId: row.ownerUserId,
    completed: row.status === 'released',
    alreadyReviewed: row.reviewId !== null,
  }
}

export function eligibilityOf(visit: ReviewableVisit, userId: string, now: Date) {
  return reviewEligibility(
    {
      ownerUserId: visit.ownerUserId,
      completed: visit.completed,
      visitedAt: visit.windowStartsAt,
      alreadyReviewed: visit.alreadyReviewed,
    },
    userId,
    now,
  )
}

const REFUSALS = {
  not_yours: messageRef('reviews', 'refused.not_yours'),
  not_completed: messageRef('reviews', 'refused.not_completed'),
  too_old: messageRef('reviews', 'refused.too_old'),
  already_reviewed: messageRef('reviews', 'refused.already_reviewed'),
} as const satisfies Record<Ineligible, string>

export function refusalOf(reason: Ineligible) {
  return REFUSALS[reason]
}

/**
 * Stores a patient's review of a visit, once. Eligibility is checked again here; two submits at
 * the same moment both pass it, and the unique visit column lets exactly one of them in — the
 * other is told the visit is already reviewed.
 */
export async function submitReview(
  userId: string,
  key: VisitKey,
  input: ReviewInput,
  locale: Locale,
  now = new Date(),
): Promise<{ id: string; textStatus: 'none' | 'pending' }> {
  const visit = await findVisit(key)
  if (!visit) throw new DomainError('not-found', REFUSALS.not_yours)
  const eligible = eligibilityOf(visit, userId, now)
  if (!eligible.ok)
    throw new DomainError(
      eligible.reason === 'already_reviewed' ? 'conflict' : 'forbidden',
      REFUSALS[eligible.reason],
    )
  const [author] = await getDb().select({ name: user.name }).from(user).where(eq(user.id, userId))
  const text = cleanReviewText(input.text)
  const textStatus = text ? 'pending' : 'none'
  const [row] = await getDb()
    .insert(reviews)
    .values({
      appointmentId: key.kind === 'appointment' ? key.id : null,
      labOrderId:
        key.kind === 'lab'
          ? sql`(select ${labOrders.id} from ${labOrders} where ${labOrders.number} = ${key.number})`
          : null,
      authorUserId: userId,
      authorLabel: authorLabelOf(author?.name ?? ''),
      doctorId: visit.subject.kind === 'doctor' ? visit.subject.id : null,
      facilityId: visit.subject.kind === 'facility' ? visit.subject.id : null,
      visitedAt: visit.visitedAt,
      stars: input.stars,
      explained: input.explained,
      waiting: input.waiting,
      recommend: input.recommend,
      text,
      textStatus,
      locale,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id })
  if (!row) throw new DomainError('conflict', REFUSALS.already_reviewed)
  return { id: row.id, textStatus }
}

/** The account's visits that may still be reviewed: completed, recent, not yet reviewed. */
export async function listReviewableVisits(userId: string, now = new Date()) {
  const db = getDb()
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS)
  const visits = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt, doctorName: doctors.name })
    .from(appointments)
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.patientUserId, userId),
        eq(appointments.status, 'completed'),
        gte(appointments.startsAt, since),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(appointments.startsAt))
  const lab = await networkLaboratory()
  const orders = lab
    ? await db
        .select({
          number: labOrders.number,
          visitedAt: sql<Date>`coalesce(${labOrders.collectedAt}, ${labOrders.releasedAt})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
        })
        .from(labOrders)
        .leftJoin(reviews, eq(reviews.labOrderId, labOrders.id))
        .where(
          and(
            eq(labOrders.accountUserId, userId),
            eq(labOrders.status, 'released'),
            gte(labOrders.releasedAt, since),
            isNull(reviews.id),
          ),
        )
        .orderBy(desc(labOrders.releasedAt))
    : []
  return [
    ...visits.map((v) => ({
      key: { kind: 'appointment', id: v.id } as VisitKey,
      subject: { kind: 'doctor' as const, name: v.doctorName, nameHi: '' },
      visitedAt: v.startsAt,
    })),
    ...orders.map((o) => ({
      key: { kind: 'lab', number: o.number } as VisitKey,
      subject: { kind: 'facility' as const, name: lab!.name, nameHi: lab!.nameHi },
      visitedAt: o.visitedAt,
    })),
  ]
}

/** Appointments of the account that can be reviewed now, by id (the appointments page links them). */
export async function reviewableAppointmentIds(userId: string, now = new Date()) {
  const visits = await listReviewableVisits(userId, now)
  return new Set(visits.flatMap((v) => (v.key.kind === 'appointment' ? [v.key.id] : [])))
}

const subjectColumns = {
  doctorName: doctors.name,
  doctorSlug: doctors.slug,
  facilityName: facilities.name,
  facilityNameHi: facilities.nameHi,
  facilitySlug: facilities.slug,
}

/** The account's own reviews, newest first, with where their words stand. */
export async function listAccountReviews(userId: string) {
  return getDb()
    .select({
      id: reviews.id,
      authorLabel: reviews.authorLabel,
      stars: reviews.stars,
      explained: reviews.explained,
      waiting: reviews.waiting,
      recommend: reviews.recommend,
      text: reviews.text,
      textStatus: reviews.textStatus,
      textRejectReason: reviews.textRejectReason,
      reply: reviews.reply,
      replyByName: reviews.replyByName,
      locale: reviews.locale,
      visitedAt: reviews.visitedAt,
      createdAt: reviews.createdAt,
      ...subjectColumns,
    })
    .from(reviews)
    .leftJoin(doctors, eq(reviews.doctorId, doctors.id))
    .leftJoin(facilities, eq(reviews.facilityId, facilities.id))
    .where(eq(reviews.authorUserId, userId))
    .orderBy(desc(reviews.createdAt))
}

const PUBLIC_LIST_LIMIT = 20

/**
 * A doctor's or a facility's ratings (counted from every review: the stars count at once) and the
 * newest reviews with approved words, for the profile and the facility page.
 */
export async function loadRatings(subject: { doctorId: string } | { facilityId: string }) {
  const db = getDb()
  const where =
    'doctorId' in subject
      ? eq(reviews.doctorId, subject.doctorId)
      : eq(reviews.facilityId, subject.facilityId)
  const shown = await db
    .select({
      id: reviews.id,
      authorLabel: reviews.authorLabel,
      stars: reviews.stars,
      visitedAt: reviews.visitedAt,
      text: reviews.text,
      textStatus: reviews.textStatus,
      locale: reviews.locale,
      reply: reviews.reply,
      replyByName: reviews.replyByName,
    })
    .from(reviews)
    .where(and(where, or(eq(reviews.textStatus, 'approved'), sql`${reviews.reply} is not null`)))
    .orderBy(desc(reviews.createdAt))
    .limit(PUBLIC_LIST_LIMIT)
  return {
    summary: summariseTotals(await ratingTotals(where)),
    reviews: shown.map((r): PublicReview => ({
      id: r.id,
      authorLabel: r.authorLabel,
      stars: r.stars,
      visitedMonth: clinicDateOf(r.visitedAt).slice(0, 7),
      text: r.textStatus === 'approved' ? r.text : null,
      locale: r.locale,
      reply: r.reply ? { text: r.reply, by: r.replyByName } : null,
    })),
  }
}

/** Every review of a subject counted in one statement: stars given 1–5 and each question's sum. */
async function ratingTotals(where: SQL | undefined): Promise<RatingTotals> {
  const starsGiven = (n: number) =>
    sql<number>`count(*) filter (where ${reviews.stars} = ${n})`.mapWith(Number)
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)
  const [row] = await getDb()
    .select({
      one: starsGiven(1),
      two: starsGiven(2),
      three: starsGiven(3),
      four: starsGiven(4),
      five: starsGiven(5),
      explained: total(reviews.explained),
      waiting: total(reviews.waiting),
      recommend: total(reviews.recommend),
    })
    .from(reviews)
    .where(where)
  return {
    distribution: [row?.one ?? 0, row?.two ?? 0, row?.three ?? 0, row?.four ?? 0, row?.five ?? 0],
    questionTotals: {
      explained: row?.explained ?? 0,
      waiting: row?.waiting ?? 0,
      recommend: row?.recommend ?? 0,
    },
  }
}

/** A listed doctor's ratings, by the profile's slug. */
export async function loadDoctorRatings(slug: string) {
  const [doctor] = await getDb()
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.slug, slug))
  return doctor ? loadRatings({ doctorId: doctor.id }) : null
}

/** Every verified review of the network, counted for the home page. */
export async function verifiedNetworkFigures() {
  const [row] = await getDb()
    .select({ count: count(), average: avg(reviews.stars) })
    .from(reviews)
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) }
}

const QUEUE_DONE_LIMIT = 30

/**
 * Staff's queue: words waiting for a decision (oldest first), then recent decisions and the
 * facility reviews still without a reply.
 */
export async function listModerationQueue() {
  const columns = {
    id: reviews.id,
    authorLabel: reviews.authorLabel,
    stars: reviews.stars,
    text: reviews.text,
    textStatus: reviews.textStatus,
    textRejectReason: reviews.textRejectReason,
    reply: reviews.reply,
    replyByName: reviews.replyByName,
    facilityId: reviews.facilityId,
    createdAt: reviews.createdAt,
    locale: reviews.locale,
    ...subjectColumns,
  }
  const base = () =>
    getDb()
      .select(columns)
      .from(reviews)
      .leftJoin(doctors, eq(reviews.doctorId, doctors.id))
      .leftJoin(facilities, eq(reviews.facilityId, facilities.id))
  const pending = await base()
    .where(eq(reviews.textStatus, 'pending'))
    .orderBy(asc(reviews.createdAt))
    .limit(200)
  const others = await base()
    .where(
      or(
        inArray(reviews.textStatus, ['approved', 'rejected']),
        and(
          sql`${reviews.facilityId} is not null`,
          isNull(reviews.reply),
          ne(reviews.textStatus, 'pending'),
        ),
      ),
    )
    .orderBy(desc(reviews.createdAt))
    .limit(QUEUE_DONE_LIMIT)
  return { pending, others }
}

type Actor = { userId: string; ipAddress: string | null }

/** Approves or rejects a review's words: only while they wait, so two staff decide once. */
export async function moderateReview(
  reviewId: string,
  decision: { approve: true } | { approve: false; reason: ReviewRejectReason },
  actor: Actor,
  now = new Date(),
) {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({
        textStatus: decision.approve ? 'approved' : 'rejected',
        textRejectReason: decision.approve ? null : decision.reason,
        moderatedByUserId: actor.userId,
        moderatedAt: now,
      })
      .where(and(eq(reviews.id, reviewId), eq(reviews.textStatus, 'pending')))
      .returning({ id: reviews.id })
    if (!row) throw new DomainError('conflict', messageRef('reviews', 'staff.alreadyDecided'))
    await recordAudit(tx, {
      action: decision.approve ? 'review.approved' : 'review.rejected',
      actorUserId: actor.userId,
      subjectType: 'review',
      subjectId: reviewId,
      ipAddress: actor.ipAddress,
      details: decision.approve ? {} : { reason: decision.reason },
    })
  })
}

/**
 * The one public reply under a review: by the doctor it is about (`doctorUserId`), or by staff
 * for a facility. A second reply, or one about somebody else's review, is refused.
 */
export async function replyToReview(
  reviewId: string,
  text: string,
  by: Actor & { name: string; as: 'doctor' | 'facility' },
  now = new Date(),
) {
  const reply = cleanReviewText(text, REPLY_TEXT_MAX)
  if (!reply) throw new DomainError('invalid', messageRef('reviews', 'form.replyRequired'), 'reply')
  await getDb().transaction(async (tx) => {
    const whose =
      by.as === 'doctor'
        ? sql`${reviews.doctorId} = (select ${doctors.id} from ${doctors} where ${doctors.userId} = ${by.userId})`
        : sql`${reviews.facilityId} is not null`
    const [row] = await tx
      .update(reviews)
      .set({ reply, replyByUserId: by.userId, replyByName: by.name, repliedAt: now })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply), whose))
      .returning({ id: reviews.id })
    if (!row) throw new DomainError('conflict', messageRef('reviews', 'staff.alreadyReplied'))
    await recordAudit(tx, {
      action: 'review.replied',
      actorUserId: by.userId,
      subjectType: 'review',
      subjectId: reviewId,
      ipAddress: by.ipAddress,
    })
  })
}

/**
 * The signed-in doctor's reviews: every score, and the words once staff approved them (as the
 * public sees them; words still waiting are the moderators' alone).
 */
export async function listDoctorReviews(doctorUserId: string) {
  const [doctor] = await getDb()
    .select({ id: doctors.id, name: doctors.name, slug: doctors.slug })
    .from(doctors)
    .where(eq(doctors.userId, doctorUserId))
  if (!doctor) return null
  const rows = await getDb()
    .select({
      id: reviews.id,
      authorLabel: reviews.authorLabel,
      stars: reviews.stars,
      explained: reviews.explained,
      waiting: reviews.waiting,
      recommend: reviews.recommend,
      text: reviews.text,
      textStatus: reviews.textStatus,
      visitedAt: reviews.visitedAt,
      locale: reviews.locale,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .where(eq(reviews.doctorId, doctor.id))
    .orderBy(desc(reviews.createdAt))
    .limit(200)
  return {
    doctor,
    summary: summariseTotals(await ratingTotals(eq(reviews.doctorId, doctor.id))),
    reviews: rows.map((r) => ({ ...r, text: r.textStatus === 'approved' ? r.text : null })),
  }
}

/** Reviews whose words wait for staff (the staff menu's count). */
export async function countPendingReviews() {
  const [row] = await getDb()
    .select({ n: count() })
    .from(reviews)
    .where(eq(reviews.textStatus, 'pending'))
  return row?.n ?? 0
}

/** The account's reviews for its data export: everything it wrote, and what became of it. */
export async function exportAccountReviews(userId: string) {
  const rows = await listAccountReviews(userId)
  return rows.map((r) => ({
    about: r.doctorName ?? r.facilityName,
    shownAs: r.authorLabel,
    visitedAt: r.visitedAt.toISOString(),
    writtenAt: r.createdAt.toISOString(),
    language: r.locale,
    stars: r.stars,
    explainedWell: r.explained,
    waitingTime: r.waiting,
    wouldRecommend: r.recommend,
    text: r.text,
    textStatus: r.textStatus,
    textRejectReason: r.textRejectReason,
    reply: r.reply,
    replyBy: r.replyByName,
  }))
}
