import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type Database } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { reviews } from '#app/db/schema/network.ts'
import { DEMO_ACCOUNTS } from '#app/domain/accounts/demo-accounts.server.ts'
import { hashToken, manageTokenFor } from '#app/domain/appointments/appointment-access.server.ts'
import { DEMO_DOCTORS } from './demo-doctors.ts'
import { authorLabelOf } from '#app/domain/network/review-visits.ts'
import { addDays, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'

/**
 * Verified reviews in demo mode, so every part shows something: Dr. Anjali Verma (the demo doctor
 * account's profile) with enough reviews for an average, Dr. Rakesh Tiwari with too few, words
 * waiting in the staff queue, one reply. Each review belongs to a completed appointment of a demo
 * reviewer (accounts without a password: they cannot sign in). The demo patient gets one completed
 * visit of her own to review. Demo mode only (server/app.ts); added once, to a site without reviews.
 */

type DemoReview = {
  doctor: string
  reviewer: string
  daysAgo: number
  stars: number
  explained: number
  waiting: number
  recommend: number
  /** What the reviewer wrote (data, as a patient typed it; not interface text). */
  words?: string
  locale?: 'en' | 'hi'
  status?: 'approved' | 'pending'
  reply?: string
}

const ANJALI = 'dr-anjali-verma'
const RAKESH = 'dr-rakesh-tiwari'

const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    doctor: ANJALI,
    reviewer: 'Ramesh Kumar Yadav',
    daysAgo: 41,
    stars: 5,
    explained: 5,
    waiting: 3,
    recommend: 5,
    words:
      'Doctor sahiba explained my mother’s fits and the medicines slowly, twice. The wait was long but worth it.',
    status: 'approved',
    reply: 'Thank you. Please bring the seizure diary to the next visit.',
  },
  {
    doctor: ANJALI,
    reviewer: 'Geeta Maurya',
    daysAgo: 33,
    stars: 4,
    explained: 5,
    waiting: 2,
    recommend: 4,
    words: 'माइग्रेन के बारे में अच्छे से समझाया। लाइन लंबी थी, पर बात पूरी सुनी।',
    locale: 'hi',
    status: 'approved',
  },
  {
    doctor: ANJALI,
    reviewer: 'Mohd. Irfan Khan',
    daysAgo: 27,
    stars: 5,
    explained: 5,
    waiting: 4,
    recommend: 5,
  },
  {
    doctor: ANJALI,
    reviewer: 'Pushpa Rawat',
    daysAgo: 20,
    stars: 4,
    explained: 4,
    waiting: 3,
    recommend: 4,
  },
  {
    doctor: ANJALI,
    reviewer: 'Vinod Kumar Pal',
    daysAgo: 14,
    stars: 3,
    explained: 4,
    waiting: 2,
    recommend: 3,
    words: 'Good doctor, but I waited almost two hours after my time.',
    status: 'approved',
  },
  {
    doctor: ANJALI,
    reviewer: 'Shanti Devi Gautam',
    daysAgo: 9,
    stars: 5,
    explained: 5,
    waiting: 4,
    recommend: 5,
  },
  {
    doctor: ANJALI,
    reviewer: 'Arvind Singh Chauhan',
    daysAgo: 4,
    stars: 5,
    explained: 5,
    waiting: 5,
    recommend: 5,
    words: 'Very kind. Call her on 98390 12345 if you need anything!',
    status: 'pending',
  },
  {
    doctor: RAKESH,
    reviewer: 'Kamla Devi Rawat',
    daysAgo: 18,
    stars: 4,
    explained: 4,
    waiting: 3,
    recommend: 4,
    words: 'हाथ काँपने की दवा से बहुत आराम है। डॉक्टर साहब ने सब समझाया।',
    locale: 'hi',
    status: 'pending',
  },
  {
    doctor: RAKESH,
    reviewer: 'Suresh Lodhi',
    daysAgo: 6,
    stars: 5,
    explained: 4,
    waiting: 4,
    recommend: 5,
  },
]

const PATIENT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!.email

/** A demo reviewer's e-mail: an address of the demo domain nobody reads. */
const reviewerEmail = (index: number) => `reviewer-${index + 1}@demo.maindoctor.in`

export async function seedDemoReviews(db: Database): Promise<boolean> {
  await repairDemoManageLinks(db)
  const [any] = await db.select({ id: reviews.id }).from(reviews).limit(1)
  if (any) return false
  const doctorRows = await db
    .select({ id: doctors.id, slug: doctors.slug, userId: doctors.userId })
    .from(doctors)
    .where(inArray(doctors.slug, [ANJALI, RAKESH]))
  const doctorBySlug = new Map(doctorRows.map((d) => [d.slug, d]))
  const [patient] = await db.select({ id: user.id }).from(user).where(eq(user.email, PATIENT_EMAIL))
  if (doctorBySlug.size < 2 || !patient) return false
  const today = clinicToday()
  let added = false
  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the second waits and finds the reviews.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-reviews'))`)
    const [again] = await tx.select({ id: reviews.id }).from(reviews).limit(1)
    if (again) return
    for (const [index, review] of DEMO_REVIEWS.entries()) {
      const doctor = doctorBySlug.get(review.doctor)!
      const reviewerId = randomUUID()
      await tx
        .insert(user)
        .values({
          id: reviewerId,
          name: review.reviewer,
          email: reviewerEmail(index),
          emailVerified: true,
          locale: review.locale ?? 'en',
        })
        .onConflictDoNothing()
      const visit = await completedVisit(tx, doctor.id, reviewerId, review.reviewer, today, {
        daysAgo: review.daysAgo,
        index,
      })
      const text = review.words ?? ''
      const moderated = review.status === 'approved'
      await tx.insert(reviews).values({
        appointmentId: visit.id,
        authorUserId: reviewerId,
        authorLabel: authorLabelOf(review.reviewer),
        doctorId: doctor.id,
        visitedAt: visit.startsAt,
        stars: review.stars,
        explained: review.explained,
        waiting: review.waiting,
        recommend: review.recommend,
        text,
        textStatus: text ? (review.status ?? 'pending') : 'none',
        moderatedAt: moderated ? new Date() : null,
        reply: review.reply ?? null,
        replyByUserId: review.reply ? doctor.userId : null,
        replyByName: review.reply ? 'Dr. Anjali Verma' : null,
        repliedAt: review.reply ? new Date() : null,
        locale: review.locale ?? 'en',
        createdAt: new Date(visit.startsAt.getTime() + 6 * 3_600_000),
      })
    }
    // The demo patient's own visit, completed three days ago and not yet reviewed.
    await completedVisit(tx, doctorBySlug.get(RAKESH)!.id, patient.id, 'Sunita Devi', today, {
      daysAgo: 3,
      index: DEMO_REVIEWS.length,
    })
    added = true
  })
  return added
}

/**
 * Demo sites seeded before the manage links were derived stored a random UUID as the link's hash
 * (a real one is 64 hex digits): give those visits the hash of their real token, once.
 */
async function repairDemoManageLinks(db: Database) {
  const broken = await db
    .select({ id: appointments.id, requestKey: appointments.requestKey })
    .from(appointments)
    .where(sql`${appointments.manageTokenHash} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-'`)
  for (const visit of broken)
    await db
      .update(appointments)
      .set({ manageTokenHash: hashToken(manageTokenFor(visit.requestKey)) })
      .where(eq(appointments.id, visit.id))
}

/** A completed appointment, at a time of its own (a doctor's appointments never overlap). */
async function completedVisit(
  tx: Pick<Database, 'insert'>,
  doctorId: string,
  patientUserId: string,
  patientName: string,
  today: string,
  { daysAgo, index }: { daysAgo: number; index: number },
) {
  const startsAt = clinicTimeToUtc(
    addDays(today, -daysAgo),
    `${String(9 + (index % 4)).padStart(2, '0')}:20`,
  )
  // The manage link (the patient's "Details, cancel or move") is derived from the request key, as
  // for a booking made on the site: a random hash would leave the link leading nowhere.
  const requestKey = randomUUID()
  const [row] = await tx
    .insert(appointments)
    .values({
      doctorId,
      patientUserId,
      patientName,
      patientPhone: '+919876500001',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 20 * 60_000),
      mode: 'in_person',
      status: 'completed',
      manageTokenHash: hashToken(manageTokenFor(requestKey)),
      requestKey,
    })
    .returning({ id: appointments.id, startsAt: appointments.startsAt })
  return row!
}

/**
 * The demo doctors' registrations, said to be checked on their council's register (all are with
 * the Uttar Pradesh Medical Council, the column's default): the day the clinic last did it, a few
 * weeks back, for all but one (a doctor not yet checked, to show what that looks like). Doctors
 * the staff added are left alone.
 */
export async function seedDemoRegistrationChecks(db: Database): Promise<void> {
  const today = clinicToday()
  const rows = await db
    .select({ id: doctors.id, slug: doctors.slug })
    .from(doctors)
    .where(
      and(
        isNull(doctors.registrationVerifiedOn),
        inArray(
          doctors.slug,
          DEMO_DOCTORS.map((d) => d.slug),
        ),
      ),
    )
    .orderBy(doctors.slug)
  for (const [index, doctor] of rows.entries()) {
    if (doctor.slug === RAKESH) continue
    await db
      .update(doctors)
      .set({ registrationVerifiedOn: addDays(today, -(12 + ((index * 7) % 40))) })
      .where(eq(doctors.id, doctor.id))
  }
}
