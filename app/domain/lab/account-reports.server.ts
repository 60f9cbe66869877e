import { and, asc, eq } from 'drizzle-orm'
import { LAB_TESTS, type QuantitativeAnalyte } from '#app/content/lab-tests.ts'
import { getDb } from '#app/db/client.server.ts'
import { labOrders, labResults } from '#app/db/schema/lab.ts'
import { accountOrders, findByRequestKey } from './orders.server.ts'
import { storedOrderToken } from './links.server.ts'
import { selectRange } from './ranges.ts'
import type { ResultFlag } from './report-view.ts'

// A signed-in patient's laboratory reports, and each analyte measured more than once drawn over
// time with its normal band: sugar, HbA1c, haemoglobin, cholesterol as a picture. An account may
// book for several people (a parent, a child), so each person's values are their own series.

// Values worked out from others (eAG from HbA1c, LDL) are not drawn: their source is.
const ANALYTES = new Map(
  LAB_TESTS.flatMap((test) =>
    test.analytes
      .filter(
        (analyte): analyte is QuantitativeAnalyte =>
          (analyte.kind ?? 'quantitative') === 'quantitative' &&
          !(analyte as QuantitativeAnalyte).calculated,
      )
      .map((analyte) => [`${test.slug} ${analyte.code}`, analyte] as const),
  ),
)

/**
 * An analyte's Hindi name: that of the test which measures it alone (haemoglobin, fasting sugar,
 * HbA1c); analytes have no Hindi names of their own, so others keep the laboratory's English name.
 */
const HINDI_NAMES = new Map(
  LAB_TESTS.flatMap((test) => {
    const entered = test.analytes.filter(
      (analyte) => !('calculated' in analyte && analyte.calculated),
    )
    return entered.length === 1 ? [[entered[0]!.code, test.nameHi] as const] : []
  }),
)

export type ResultSeries = {
  key: string
  patientName: string
  code: string
  name: string
  nameLang?: 'en'
  unit: string | null
  points: Array<{ at: string; value: number; flag: ResultFlag | null }>
  range: { low?: number; high?: number } | null
}

/** Each analyte with at least two released values for the same person, oldest value first. */
export async function accountResultSeries(
  userId: string,
  locale: 'en' | 'hi' = 'en',
): Promise<ResultSeries[]> {
  const rows = await getDb()
    .select({
      patientName: labOrders.patientName,
      sex: labOrders.sex,
      ageYears: labOrders.ageYears,
      at: labOrders.collectedAt,
      testSlug: labResults.testSlug,
      code: labResults.analyteCode,
      value: labResults.value,
      unit: labResults.unit,
      flag: labResults.flag,
    })
    .from(labResults)
    .innerJoin(labOrders, eq(labOrders.id, labResults.orderId))
    .where(and(eq(labOrders.accountUserId, userId), eq(labOrders.status, 'released')))
    .orderBy(asc(labOrders.collectedAt))
  const series = new Map<
    string,
    ResultSeries & { latest: { sex: 'male' | 'female'; ageYears: number } }
  >()
  for (const row of rows) {
    const analyte = ANALYTES.get(`${row.testSlug} ${row.code}`)
    const value = Number(row.value)
    if (!analyte || !row.at || !Number.isFinite(value)) continue
    // The same analyte in different tests (glucose in the sugar test and in a package) is one line.
    const person = row.patientName.trim().toLowerCase()
    const key = `${person}|${row.code}|${row.unit ?? ''}`
    const entry =
      series.get(key) ??
      ({
        key,
        patientName: row.patientName,
        code: row.code,
        name: (locale === 'hi' && HINDI_NAMES.get(row.code)) || analyte.name,
        nameLang: locale === 'hi' && !HINDI_NAMES.has(row.code) ? ('en' as const) : undefined,
        unit: row.unit,
        points: [],
        range: null,
        latest: { sex: row.sex, ageYears: row.ageYears ?? 0 },
      } satisfies ResultSeries & { latest: { sex: 'male' | 'female'; ageYears: number } })
    entry.points.push({
      at: row.at.toISOString(),
      value,
      flag: (row.flag as ResultFlag | null) ?? null,
    })
    entry.latest = { sex: row.sex, ageYears: row.ageYears ?? entry.latest.ageYears }
    const range = selectRange(analyte, entry.latest)
    entry.range = range ? { low: range.low, high: range.high } : null
    series.set(key, entry)
  }
  return [...series.values()]
    .filter((entry) => entry.points.length >= 2)
    .map(({ latest: _latest, ...entry }) => entry)
}

/** The account's orders with the private link of each (the report is read there). */
export async function accountReportList(userId: string) {
  const orders = await accountOrders(userId)
  return Promise.all(
    orders.map(async ({ requestKey, manageTokenHash, ...order }) => ({
      ...order,
      // A link made with a secret since retired is made again (the old one no longer opens anyway).
      token:
        storedOrderToken(requestKey, manageTokenHash) ??
        (await findByRequestKey(requestKey))?.token ??
        null,
    })),
  )
}
