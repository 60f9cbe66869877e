import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { labOrders } from '#app/db/schema/lab.ts'
import { facilities, reviews } from '#app/db/schema/network.ts'
import { NETWORK_LABORATORY_SLUG } from '#app/content/network.ts'
import { deleteAccount, exportAccountData } from '#app/domain/privacy/account-records.server.ts'
import { registerPatient } from '#app/domain/accounts/register.server.ts'
import { signInWithPassword } from '#app/domain/accounts/sign-in.server.ts'
import { action as reviewAction, loader as reviewLoader } from '#app/routes/account/review.tsx'
import { DomainError } from '#app/utils/domain-errors.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { insertAppointmentAt } from '#tests/support/appointments.ts'
import { insertLabOrder } from '#tests/support/lab.ts'
import {
  listReviewableVisits,
  loadRatings,
  moderateReview,
  replyToReview,
  submitReview,
} from './reviews.server.ts'

// Who may review what, once, under concurrent submits; and what reaches the public.

const headers = () =>
  new Headers({ origin: 'http://localhost:3000', 'x-forwarded-for': '198.51.100.9' })
const cookieOf = (set: Headers) =>
  set
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

type Patient = { id: string; cookie: string }

async function patient(name: string): Promise<Patient> {
  const email = `${randomUUID().slice(0, 8)}@example.com`
  const person = { name, email, phone: '', password: 'reviews-test-2026' }
  await registerPatient(person, headers(), 'en')
  const signedIn = await signInWithPassword(person, headers())
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))
  return { id: row!.id, cookie: cookieOf((signedIn as { headers: Headers }).headers) }
}

async function insertDoctor(name: string): Promise<string> {
  const [department] = await getDb().select({ id: departments.id }).from(departments).limit(1)
  const [doctor] = await getDb()
    .insert(doctors)
    .values({
      slug: `dr-review-${randomUUID().slice(0, 8)}`,
      name,
      departmentId: department!.id,
      qualifications: 'MBBS',
      registrationNumber: `UPMC ${randomUUID().slice(0, 5)}`,
      gender: 'female',
      languages: ['Hindi'],
      experienceYears: 10,
      feeInr: 300,
    })
    .returning({ id: doctors.id })
  return doctor!.id
}

const DAY = 86_400_000
let slot = 0

/** An appointment of `who` with the doctor, `daysAgo` days ago, in the given status. */
async function visit(who: Patient, doctorId: string, daysAgo: number, status = 'completed') {
  const when = new Date(Date.now() - daysAgo * DAY)
  const date = clinicToday(when)
  // Each visit at its own time: a doctor's appointments do not overlap.
  slot += 1
  const time = `${String(8 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`
  const row = await insertAppointmentAt(doctorId, date, time, {
    status: status as 'completed',
  })
  await getDb()
    .update(appointments)
    .set({ patientUserId: who.id })
    .where(eq(appointments.id, row.id))
  return { kind: 'appointment' as const, id: row.id }
}

const scores = { stars: 4, explained: 5, waiting: 3, recommend: 4, text: '' }

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

const context = { cspNonce: '', requestId: 'test', clientIp: '198.51.100.9' }

async function postReview(who: Patient, key: string, fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const request = new Request(`http://localhost:3000/account/reviews/${key}`, {
    method: 'POST',
    body: form,
    headers: { cookie: who.cookie },
  })
  try {
    return (await reviewAction({ request, params: { visit: key }, context } as never)) as unknown
  } catch (thrown) {
    return thrown
  }
}

describeOnEachDatabase('verified reviews', () => {
  let doctorId: string
  let sunita: Patient
  let ramesh: Patient

  beforeAll(async () => {
    doctorId = await insertDoctor('Dr. Review Test')
    sunita = await patient('Sunita Devi')
    ramesh = await patient('Ramesh Yadav')
    await getDb().insert(facilities).values({
      slug: NETWORK_LABORATORY_SLUG,
      kind: 'laboratory',
      name: 'MainDoctor Laboratory',
      address: 'Station Road',
      town: 'Haidergarh',
      pinCode: '227301',
      latitude: 26.62,
      longitude: 81.36,
      phone: '+915248000000',
    })
  })

  it('lets only the patient of a completed, recent visit review it', async () => {
    const done = await visit(sunita, doctorId, 2)
    const upcoming = await visit(sunita, doctorId, -2, 'confirmed')
    const old = await visit(sunita, doctorId, 70)
    const stranger = await refusal(submitReview(ramesh.id, done, scores, 'en'))
    expect([stranger.kind, stranger.message]).toEqual(['forbidden', 'reviews:refused.not_yours'])
    expect((await refusal(submitReview(sunita.id, upcoming, scores, 'en'))).message).toBe(
      'reviews:refused.not_completed',
    )
    expect((await refusal(submitReview(sunita.id, old, scores, 'en'))).message).toBe(
      'reviews:refused.too_old',
    )
    const listed = await listReviewableVisits(sunita.id)
    expect(listed.map((v) => v.key)).toContainEqual(done)
    expect(listed.map((v) => v.key)).not.toContainEqual(old)

    await submitReview(sunita.id, done, scores, 'en')
    const second = await refusal(submitReview(sunita.id, done, scores, 'en'))
    expect([second.kind, second.message]).toEqual(['conflict', 'reviews:refused.already_reviewed'])
    expect((await listReviewableVisits(sunita.id)).map((v) => v.key)).not.toContainEqual(done)
  })

  it('stores one review when the same visit is sent several times at once', async () => {
    const done = await visit(ramesh, doctorId, 1)
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => submitReview(ramesh.id, done, scores, 'en')),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results)
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(DomainError)
        expect((r.reason as DomainError).kind).toBe('conflict')
      }
    const rows = await getDb()
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.appointmentId, done.id))
    expect(rows).toHaveLength(1)
  })

  it('reviews a released lab order as the network laboratory', async () => {
    const order = await insertLabOrder({ accountUserId: sunita.id })
    await getDb()
      .update(labOrders)
      .set({
        status: 'released',
        sampleId: `S-${randomUUID().slice(0, 8)}`,
        collectedAt: new Date(Date.now() - DAY),
        verifiedAt: new Date(),
        verifyCode: randomUUID().slice(0, 10),
        pathologistName: 'Dr. Path',
        pathologistRegistration: 'UPMC 1',
        releasedAt: new Date(),
      })
      .where(eq(labOrders.id, order.id))
    const booked = await insertLabOrder({ status: 'booked', accountUserId: sunita.id })
    const key = { kind: 'lab' as const, number: order.number }
    expect((await listReviewableVisits(sunita.id)).map((v) => v.key)).toContainEqual(key)
    expect(
      (await refusal(submitReview(sunita.id, { kind: 'lab', number: booked.number }, scores, 'en')))
        .message,
    ).toBe('reviews:refused.not_completed')
    await submitReview(sunita.id, key, scores, 'hi')
    const [lab] = await getDb()
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.slug, NETWORK_LABORATORY_SLUG))
    const ratings = await loadRatings({ facilityId: lab!.id })
    expect(ratings.summary).toEqual({ shown: false, count: 1 })
  })

  it('answers bad input on the form with messages, and keeps markup as text', async () => {
    const done = await visit(sunita, doctorId, 3)
    const key = `appointment-${done.id}`
    const missing = (await postReview(sunita, key, { text: 'ok' })) as {
      init: { status: number }
      data: { result: { error: Record<string, string[]> } }
    }
    expect(missing.init.status).toBe(400)
    expect(missing.data.result.error.stars).toEqual(['reviews:form.starsRequired'])
    expect(missing.data.result.error.waiting).toEqual(['reviews:form.answerRequired'])

    const strangers = (await postReview(ramesh, key, { ...scoresForm(), text: 'hi' })) as {
      init: { status: number }
    }
    expect(strangers.init.status).toBe(404)

    const sent = (await postReview(sunita, key, {
      ...scoresForm(),
      text: '<script>alert(1)</script>\u0000 Very kind doctor',
    })) as Response
    expect(sent.status).toBe(302)
    const [row] = await getDb()
      .select({ id: reviews.id, text: reviews.text, status: reviews.textStatus })
      .from(reviews)
      .where(eq(reviews.appointmentId, done.id))
    expect(row).toMatchObject({
      text: '<script>alert(1)</script> Very kind doctor',
      status: 'pending',
    })
    // Sent again (a second press without JavaScript): the patient is shown their review, and it
    // stays the one review of the visit.
    const again = (await postReview(sunita, key, {
      ...scoresForm(),
      text: 'Changed my mind',
    })) as Response
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe('/account/reviews')
    const stored = await getDb()
      .select({ text: reviews.text })
      .from(reviews)
      .where(eq(reviews.appointmentId, done.id))
    expect(stored).toEqual([{ text: '<script>alert(1)</script> Very kind doctor' }])

    // Words are public only once approved; a second decision is refused, and each is audited.
    const before = await loadRatings({ doctorId })
    expect(before.reviews.find((r) => r.id === row!.id)).toBeUndefined()
    const staff = { userId: ramesh.id, ipAddress: '192.0.2.1' }
    await moderateReview(row!.id, { approve: true }, staff)
    expect(
      (await refusal(moderateReview(row!.id, { approve: false, reason: 'abusive' }, staff))).kind,
    ).toBe('conflict')
    const after = await loadRatings({ doctorId })
    expect(after.reviews.find((r) => r.id === row!.id)?.text).toBe(
      '<script>alert(1)</script> Very kind doctor',
    )
    const audited = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'review'), eq(auditLog.subjectId, row!.id)))
    expect(audited.map((a) => a.action)).toEqual(['review.approved'])

    const loaded = (await reviewLoader({
      request: new Request(`http://localhost:3000/account/reviews/${key}`, {
        headers: { cookie: sunita.cookie },
      }),
      params: { visit: key },
      context,
    } as never)) as { data: { refusal: string | null } }
    expect(loaded.data.refusal).toMatch(/already reviewed/)
  })

  it('lets the doctor reply once, and only to their own reviews', async () => {
    const doctorUser = await patient('Dr. Reply Test')
    await getDb().update(doctors).set({ userId: doctorUser.id }).where(eq(doctors.id, doctorId))
    const otherDoctor = await insertDoctor('Dr. Other')
    const done = await visit(ramesh, otherDoctor, 1)
    const { id: othersReview } = await submitReview(ramesh.id, done, scores, 'en')
    const by = {
      userId: doctorUser.id,
      ipAddress: null,
      name: 'Dr. Reply Test',
      as: 'doctor' as const,
    }
    expect((await refusal(replyToReview(othersReview, 'Thank you', by))).kind).toBe('conflict')

    const mine = await visit(ramesh, doctorId, 1)
    const { id } = await submitReview(ramesh.id, mine, scores, 'en')
    await replyToReview(id, 'Thank you for coming.', by)
    expect((await refusal(replyToReview(id, 'Again', by))).kind).toBe('conflict')
    const ratings = await loadRatings({ doctorId })
    expect(ratings.reviews.find((r) => r.id === id)?.reply).toMatchObject({
      text: 'Thank you for coming.',
      by: 'Dr. Reply Test',
    })
  })

  it('shows the average from five reviews on, with its count', async () => {
    const doctor = await insertDoctor('Dr. Five')
    for (let i = 0; i < 4; i++) {
      const who = await patient(`Patient ${i}`)
      await submitReview(who.id, await visit(who, doctor, 1), { ...scores, stars: 5 }, 'en')
    }
    expect((await loadRatings({ doctorId: doctor })).summary).toEqual({ shown: false, count: 4 })
    const last = await patient('Patient Five')
    await submitReview(last.id, await visit(last, doctor, 1), { ...scores, stars: 3 }, 'en')
    expect((await loadRatings({ doctorId: doctor })).summary).toMatchObject({
      shown: true,
      count: 5,
      average: 4.6,
      distribution: [0, 0, 1, 0, 4],
    })
  })

  it('is in the account export, and goes with the account when the account is deleted', async () => {
    const gone = await patient('Gone Patient')
    const { id } = await submitReview(gone.id, await visit(gone, doctorId, 1), scores, 'en')
    expect((await exportAccountData(gone.id))?.reviews).toEqual([
      expect.objectContaining({ about: 'Dr. Review Test', stars: 4, textStatus: 'none' }),
    ])
    await deleteAccount(gone.id)
    expect(await getDb().select().from(reviews).where(eq(reviews.id, id))).toHaveLength(0)
  })
})

function scoresForm() {
  return { stars: '5', explained: '5', waiting: '4', recommend: '5' }
}
