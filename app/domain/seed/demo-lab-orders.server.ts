import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Database } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import {
  labOrderEvents,
  labOrderItems,
  labOrders,
  labOrderNumbers,
  labResults,
  type LabOrderStatus,
} from '#app/db/schema/lab.ts'
import { DEMO_ACCOUNTS } from '#app/domain/accounts/demo-accounts.server.ts'
import { findTest } from '#app/domain/lab/cart.ts'
import { orderTokenFor } from '#app/domain/lab/links.server.ts'
import { calculate, flagFor, formatRange, selectRange } from '#app/domain/lab/ranges.ts'
import { takePlace } from '#app/domain/lab/windows.server.ts'
import { newVerifyCode, sampleIdFor } from '#app/domain/lab/workflow.server.ts'
import { addDays, clinicDateOf, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { hashToken } from '#app/utils/private-link.server.ts'

/**
 * The laboratory in demo mode: the demo patient's three earlier reports (sugar, HbA1c and
 * haemoglobin a few months apart, getting better, so /account/reports has a chart to show), and two
 * bookings for today so the laboratory's board is not empty. Demo mode only (server/app.ts).
 */

const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role && !a.pathologist)!.email
const PATHOLOGIST_ACCOUNT = DEMO_ACCOUNTS.find((a) => a.pathologist)!
const PATHOLOGIST = PATHOLOGIST_ACCOUNT.email

/** Months ago, and the values then: the patient's sugar coming under control, anaemia treated. */
const HISTORY = [
  { daysAgo: 150, HBA1C: '8.1', FPG: '168', HB: '10.4' },
  { daysAgo: 90, HBA1C: '7.4', FPG: '142', HB: '11.2' },
  { daysAgo: 30, HBA1C: '6.8', FPG: '121', HB: '12.1' },
] as const
const HISTORY_TESTS = ['hba1c', 'blood-sugar-fasting', 'haemoglobin'] as const

type Db = Database

async function nextNumber(db: Db, day: string) {
  const { rows } = (await db.execute(
    sql`select nextval(${sql.raw(`'${labOrderNumbers.seqName}'`)})::int as n`,
  )) as unknown as { rows: [{ n: number }] }
  return `LAB-${day.slice(0, 4)}-${String(rows[0].n).padStart(6, '0')}`
}

type DemoOrder = {
  patientName: string
  sex: 'male' | 'female'
  ageYears: number
  phone: string
  email: string | null
  accountUserId: string | null
  mode: 'home' | 'lab'
  day: string
  window: string | null
  tests: readonly string[]
}

async function insertOrder(db: Db, order: DemoOrder) {
  const requestKey = randomUUID()
  const number = await nextNumber(db, order.day)
  const [row] = await db
    .insert(labOrders)
    .values({
      number,
      manageTokenHash: hashToken(orderTokenFor(requestKey)),
      requestKey,
      accountUserId: order.accountUserId,
      patientName: order.patientName,
      sex: order.sex,
      ageYears: order.ageYears,
      phone: order.phone,
      email: order.email,
      mode: order.mode,
      address: order.mode === 'home' ? 'Ward 4, near the Hanuman temple, Haidergarh' : '',
      pinCode: order.mode === 'home' ? '227301' : null,
      area: order.mode === 'home' ? 'haidergarh' : null,
      day: order.day,
      window: order.window,
      status: 'booked',
      totalInr: order.tests.reduce((sum, slug) => sum + findTest(slug)!.priceInr, 0),
    })
    .returning({ id: labOrders.id, number: labOrders.number })
  await db.insert(labOrderItems).values(
    order.tests.map((slug) => ({
      orderId: row!.id,
      kind: 'test' as const,
      slug,
      priceInr: findTest(slug)!.priceInr,
    })),
  )
  return row!
}

/** A released report, as if the laboratory had taken every step on that day. */
async function insertReleasedReport(
  db: Db,
  people: { patient: string; technician: string; pathologist: string },
  visit: (typeof HISTORY)[number],
) {
  const day = addDays(clinicToday(), -visit.daysAgo)
  const at = (hhmm: string) => clinicTimeToUtc(day, hhmm)
  const patient = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!
  const order = await insertOrder(db, {
    patientName: patient.name,
    sex: 'female',
    ageYears: 48,
    phone: patient.phone,
    email: patient.email,
    accountUserId: people.patient,
    mode: 'lab',
    day,
    window: null,
    tests: HISTORY_TESTS,
  })
  const steps: Array<[LabOrderStatus, string, string]> = [
    ['collected', '08:10', people.technician],
    ['received', '08:25', people.technician],
    ['results_entered', '11:40', people.technician],
    ['verified', '12:30', people.pathologist],
    ['released', '12:35', people.technician],
  ]
  await db
    .update(labOrders)
    .set({
      status: 'released',
      createdAt: addHours(at('08:00'), -20),
      sampleId: sampleIdFor(order.number, clinicDateOf(at('08:10'))),
      collectorUserId: people.technician,
      collectedAt: at('08:10'),
      receivedAt: at('08:25'),
      resultsEnteredAt: at('11:40'),
      resultsEnteredBy: people.technician,
      verifiedBy: people.pathologist,
      pathologistName: PATHOLOGIST_ACCOUNT.name,
      pathologistQualification: PATHOLOGIST_ACCOUNT.pathologist!.qualification,
      pathologistRegistration: PATHOLOGIST_ACCOUNT.pathologist!.registrationNumber,
      verifiedAt: at('12:30'),
      verifyCode: newVerifyCode(),
      releasedAt: at('12:35'),
      paymentMethod: 'upi',
      paidInr: HISTORY_TESTS.reduce((sum, slug) => sum + findTest(slug)!.priceInr, 0),
      paidAt: at('08:05'),
      paymentRecordedBy: people.technician,
    })
    .where(eq(labOrders.id, order.id))
  await db.insert(labOrderEvents).values(
    steps.map(([status, hhmm, actor]) => ({
      orderId: order.id,
      status,
      actorUserId: actor,
      at: at(hhmm),
    })),
  )
  const ranges = { sex: 'female' as const, ageYears: 48 }
  const rows = HISTORY_TESTS.flatMap((slug) => {
    const test = findTest(slug)!
    const typed: Record<string, string> = {}
    for (const analyte of test.analytes) {
      const value = (visit as Record<string, string | number>)[analyte.code]
      if (typeof value === 'string') typed[analyte.code] = value
    }
    const values = { ...typed, ...calculate(test, typed) }
    return test.analytes.flatMap((analyte) => {
      const value = values[analyte.code]
      if (value === undefined || (analyte.kind !== undefined && analyte.kind !== 'quantitative'))
        return []
      return [
        {
          orderId: order.id,
          testSlug: slug,
          analyteCode: analyte.code,
          value,
          unit: analyte.unit,
          range: formatRange(selectRange(analyte, ranges), analyte),
          flag: flagFor(analyte, value, ranges),
          enteredBy: people.technician,
          enteredAt: at('11:30'),
        },
      ]
    })
  })
  await db.insert(labResults).values(rows)
}

const addHours = (instant: Date, hours: number) => new Date(instant.getTime() + hours * 3_600_000)

/** Returns whether anything was added. */
export async function seedDemoLabOrders(db: Db): Promise<boolean> {
  const accounts = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [email('patient'), email('lab'), PATHOLOGIST]))
  const idOf = (address: string) => accounts.find((a) => a.email === address)?.id
  const people = {
    patient: idOf(email('patient')),
    technician: idOf(email('lab')),
    pathologist: idOf(PATHOLOGIST),
  }
  if (!people.patient || !people.technician || !people.pathologist) return false
  const known = {
    patient: people.patient,
    technician: people.technician,
    pathologist: people.pathologist,
  }
  let added = false
  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the second waits and finds the orders.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-lab-orders'))`)
    const [earlier] = await tx
      .select({ id: labOrders.id })
      .from(labOrders)
      .where(eq(labOrders.accountUserId, known.patient))
      .limit(1)
    if (!earlier) {
      for (const visit of HISTORY) await insertReleasedReport(tx as unknown as Db, known, visit)
      added = true
    }
    const today = clinicToday()
    const [todays] = await tx
      .select({ id: labOrders.id })
      .from(labOrders)
      .where(and(eq(labOrders.day, today), sql`${labOrders.accountUserId} IS NULL`))
      .limit(1)
    if (!todays) {
      const home = await takePlace(tx, { area: 'haidergarh', day: today, window: '09-11' })
      if (home)
        await insertOrder(tx as unknown as Db, {
          patientName: 'Ramkali Yadav',
          sex: 'female',
          ageYears: 61,
          phone: '+919876500101',
          email: null,
          accountUserId: null,
          mode: 'home',
          day: today,
          window: '09-11',
          tests: ['cbc', 'blood-sugar-fasting'],
        })
      await insertOrder(tx as unknown as Db, {
        patientName: 'Mohd. Arif',
        sex: 'male',
        ageYears: 37,
        phone: '+919876500102',
        email: null,
        accountUserId: null,
        mode: 'lab',
        day: today,
        window: null,
        tests: ['thyroid-profile'],
      })
      added = true
    }
  })
  return added
}
