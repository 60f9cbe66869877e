import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { ambulanceRequests } from '#app/db/schema/ambulance.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { ambulanceFigures } from './figures.server.ts'
import { FIGURE_DAYS } from './figures.ts'

/** 10 am on 15 March 2026 in India. */
const NOW = new Date('2026-03-15T10:00:00+05:30')

let made = 0
/** A request made at an India wall-clock time, assigned and arrived after so many minutes. */
async function madeAt(
  indiaTime: string,
  assignedAfter: number | null,
  arrivedAfter: number | null,
  status: 'closed' | 'cancelled' = 'closed',
  merged = false,
) {
  made += 1
  const createdAt = new Date(`${indiaTime}+05:30`)
  const after = (m: number | null) =>
    m === null ? null : new Date(createdAt.getTime() + m * 60_000)
  await getDb()
    .insert(ambulanceRequests)
    .values({
      number: `AMB-2026-${String(made).padStart(6, '0')}`,
      trackingTokenHash: randomUUID(),
      requestKey: randomUUID(),
      callerPhone: '+919812300000',
      village: 'Haidergarh',
      kind: 'accident',
      status,
      createdAt,
      assignedAt: after(assignedAfter),
      arrivedAt: after(arrivedAfter),
      mergedInto: merged ? randomUUID() : null,
    })
}

describeOnEachDatabase('ambulance figures', () => {
  beforeAll(async () => {
    // Today (India): five requests, one of them just after midnight India time (still the
    // day before in UTC), one cancelled before a vehicle was sent, one not arrived yet.
    await madeAt('2026-03-15T00:10:00', 2, 20)
    await madeAt('2026-03-15T08:00:00', 10, 40)
    await madeAt('2026-03-15T09:00:00', 4, 30)
    await madeAt('2026-03-15T09:30:00', 6, null)
    await madeAt('2026-03-15T09:45:00', null, null, 'cancelled')
    // A second request from the same mobile, joined into the first: not an emergency of its own.
    await madeAt('2026-03-15T09:46:00', null, null, 'cancelled', true)
    // Yesterday: from midnight to ten to midnight India time.
    await madeAt('2026-03-14T00:00:00', 7, 25)
    await madeAt('2026-03-14T23:50:00', 3, 15)
    // The day before: one second before midnight; assigned, never arrived.
    await madeAt('2026-03-13T23:59:59', 1, null)
    // The first day of the 30 starts at midnight India time; the minute before is outside.
    await madeAt('2026-02-14T00:00:00', 12, 50)
    await madeAt('2026-02-13T23:59:00', 99, 99)
    // Tomorrow (India) is outside too.
    await madeAt('2026-03-16T00:00:00', 99, 99)
  })

  it('counts today’s requests in India time, cancelled ones included, with exact median and 90th percentile', async () => {
    const { today } = await ambulanceFigures(NOW)
    expect(today).toEqual({
      day: '2026-03-15',
      requests: 5,
      // 2, 4, 6, 10 minutes (the cancelled one was never assigned).
      toAssignment: { median: 5, p90: 8.8 },
      // 20, 30, 40 minutes (one is still on its way).
      toArrival: { median: 30, p90: 38 },
    })
  })

  it('gives 30 India days, oldest first, with empty days empty rather than zero minutes', async () => {
    const { days } = await ambulanceFigures(NOW)
    expect(days).toHaveLength(FIGURE_DAYS)
    expect(days[0]!.day).toBe('2026-02-14')
    expect(days.at(-1)!.day).toBe('2026-03-15')
    const byDay = new Map(days.map((d) => [d.day, d]))
    expect(byDay.get('2026-03-14')).toEqual({
      day: '2026-03-14',
      requests: 2,
      toAssignment: { median: 5, p90: 6.6 },
      toArrival: { median: 20, p90: 24 },
    })
    expect(byDay.get('2026-03-13')).toEqual({
      day: '2026-03-13',
      requests: 1,
      toAssignment: { median: 1, p90: 1 },
      toArrival: { median: null, p90: null },
    })
    expect(byDay.get('2026-02-14')).toMatchObject({ requests: 1, toArrival: { median: 50 } })
    expect(byDay.get('2026-03-01')).toEqual({
      day: '2026-03-01',
      requests: 0,
      toAssignment: { median: null, p90: null },
      toArrival: { median: null, p90: null },
    })
    expect(days.reduce((sum, d) => sum + d.requests, 0)).toBe(9)
  })

  it('works out the whole period from all its requests, not from the daily figures', async () => {
    const { period } = await ambulanceFigures(NOW)
    expect(period).toEqual({
      from: '2026-02-14',
      until: '2026-03-15',
      requests: 9,
      // 1, 2, 3, 4, 6, 7, 10, 12
      toAssignment: { median: 5, p90: 10.6 },
      // 15, 20, 25, 30, 40, 50
      toArrival: { median: 27.5, p90: 45 },
    })
  })

  it('takes the India date of the moment given: late evening UTC is already tomorrow', async () => {
    // 19:00 UTC on 15 March is half past midnight on 16 March in India.
    const { today, days } = await ambulanceFigures(new Date('2026-03-15T19:00:00Z'))
    expect(today).toMatchObject({ day: '2026-03-16', requests: 1 })
    expect(days[0]!.day).toBe('2026-02-15')
  })
})
