import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { clinicTimeToUtc } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { openOpdClinic } from '#tests/support/opd.ts'
import { csvCell, figuresCsv, loadOpdFigures, percentile } from './figures.server.ts'

type Clinic = Awaited<ReturnType<typeof openOpdClinic>>

const DAY = '2020-01-15'
const LATER = '2020-01-20'
const at = (time: string, day = DAY) => clinicTimeToUtc(day, time)

it('takes percentiles by nearest rank', () => {
  expect(percentile([], 50)).toBe(null)
  expect(percentile([50, 10, 25], 50)).toBe(25)
  expect(percentile([50, 10, 25], 90)).toBe(50)
  expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9)
  expect(percentile([1, 2, 3, 4], 50)).toBe(2)
})

it('defuses spreadsheet formulas in CSV cells and quotes every cell', () => {
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  for (const start of ['+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`)
  expect(csvCell(12)).toBe('"12"')
  expect(csvCell(null)).toBe('""')
})

describeOnEachDatabase('the OPD in figures', () => {
  let clinic: Clinic

  beforeAll(async () => {
    clinic = await openOpdClinic({ inOpd: 2, away: 0 })
    const a = clinic.doctors[0]!
    const b = clinic.doctors[1]!
    await getDb().update(doctors).set({ name: '=cmd|calc' }).where(eq(doctors.id, b.id))
    const [booking] = await getDb()
      .insert(appointments)
      .values({
        doctorId: a.id,
        patientName: 'Sita Devi',
        patientPhone: '+919898989898',
        startsAt: at('09:00'),
        endsAt: at('09:12'),
        mode: 'in_person',
        status: 'confirmed',
        manageTokenHash: randomUUID(),
        requestKey: randomUUID(),
      })
      .returning({ id: appointments.id })
    const base = {
      facilityId: clinic.facility.id,
      patientName: 'Someone',
      patientPhone: '+919800000001',
    }
    await getDb()
      .insert(opdVisits)
      .values([
        // Walk-in, female: waited 10, seen for 10.
        {
          ...base,
          doctorId: a.id,
          day: DAY,
          token: 1,
          kind: 'walk_in',
          patientSex: 'female',
          status: 'done',
          arrivedAt: at('09:00'),
          calledAt: at('09:10'),
          doneAt: at('09:20'),
        },
        // Walk-in, male: waited 25, seen for 15.
        {
          ...base,
          doctorId: a.id,
          day: DAY,
          token: 2,
          kind: 'walk_in',
          patientSex: 'male',
          status: 'done',
          arrivedAt: at('09:05'),
          calledAt: at('09:30'),
          doneAt: at('09:45'),
        },
        // Booked, sex not taken: waited 50, seen for 10.
        {
          ...base,
          doctorId: a.id,
          day: DAY,
          token: 3,
          kind: 'booked',
          appointmentId: booking!.id,
          bookedFor: at('09:00'),
          status: 'done',
          arrivedAt: at('09:00'),
          calledAt: at('09:50'),
          doneAt: at('10:00'),
        },
        // Walk-in, other: skipped and never back (a no-show).
        {
          ...base,
          doctorId: a.id,
          day: DAY,
          token: 4,
          kind: 'walk_in',
          patientSex: 'other',
          status: 'skipped',
          arrivedAt: at('09:10'),
          skippedAt: at('10:05'),
        },
        // Another doctor, another day: came back at 10:30, called 10:40 (waited 10), seen for 5.
        {
          ...base,
          doctorId: b.id,
          day: LATER,
          token: 1,
          kind: 'walk_in',
          patientSex: 'female',
          status: 'done',
          arrivedAt: at('10:00', LATER),
          returnedAt: at('10:30', LATER),
          calledAt: at('10:40', LATER),
          doneAt: at('10:45', LATER),
        },
      ])
  })

  it("counts a day's patients, kinds, no-shows and sexes, with median and 90th percentile waits", async () => {
    const day = await loadOpdFigures(DAY, DAY, clinic.facility.slug)
    expect(day.doctors).toHaveLength(1)
    expect(day.doctors[0]).toMatchObject({
      doctorId: clinic.doctors[0]!.id,
      patients: 4,
      walkIns: 3,
      booked: 1,
      seen: 3,
      noShows: 1,
      female: 1,
      male: 1,
      other: 1,
      sexUnknown: 1,
      waitToCall: { median: 25, p90: 50, count: 3 },
      consultation: { median: 10, p90: 15, count: 3 },
    })
    expect(day.perDay).toEqual([{ day: DAY, patients: 4 }])
  })

  it('adds up a month, per doctor and in total, and writes the HMIS CSV', async () => {
    const month = await loadOpdFigures('2020-01-01', '2020-01-31', clinic.facility.slug)
    expect(month.doctors.map((d) => d.patients).sort()).toEqual([1, 4])
    expect(month.total).toMatchObject({
      patients: 5,
      seen: 4,
      female: 2,
      waitToCall: { median: 10, p90: 50, count: 4 },
      consultation: { median: 10, p90: 15, count: 4 },
    })
    expect(month.perDay).toHaveLength(31)
    expect(month.perDay[14]).toEqual({ day: DAY, patients: 4 })
    expect(month.perDay[19]).toEqual({ day: LATER, patients: 1 })
    // Another clinic's figures do not include these.
    expect(
      (await loadOpdFigures('2020-01-01', '2020-01-31', 'no-such-clinic')).total.patients,
    ).toBe(0)

    const csv = figuresCsv(month, {
      header: ['Period', 'Clinic', 'Doctor'],
      total: 'Total',
      clinic: clinic.facility.name,
      period: '2020-01',
    })
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toBe('"Period","Clinic","Doctor"')
    expect(csv).toContain(
      `"2020-01","${clinic.facility.name}","'=cmd|calc","1","1","0","1","0","1","0","0","0","10","10","5","5"`,
    )
    expect(lines[3]).toBe(
      `"2020-01","${clinic.facility.name}","Total","5","4","1","4","1","2","1","1","1","10","50","10","15"`,
    )
  })
})
