import { eq } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, expect, it, vi } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { addDays, clinicTimeToUtc, clinicToday, formatClinicDay } from '#app/utils/clinic-time.ts'
import { serverRuntime } from '#app/utils/i18n/i18n.server.ts'
import { I18nRoot } from '#app/utils/i18n/i18n.tsx'
import { insertAppointmentAt } from '#tests/support/appointments.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import type { Route } from './+types/schedule'
import DoctorSchedule, { loader } from './schedule.tsx'

const DOCTOR_USER_ID = 'doctor-user-schedule-test'

// The session is not what is under test: the guard answers with the doctor's account (and still
// insists on the doctor role, as the real one does).
vi.mock('#app/routes/guards.server.ts', () => ({
  requireRole: async (_request: Request, roles: readonly string[]) => {
    if (!roles.includes('doctor')) throw new Error('the schedule must be for doctors')
    return { id: DOCTOR_USER_ID, role: 'doctor' }
  },
}))

type Loaded = Awaited<ReturnType<typeof loader>>

const appointmentAt = (doctorId: string, date: string, time: string) =>
  insertAppointmentAt(doctorId, date, time, { minutes: 20 })

function load(path = '/doctor') {
  const request = new Request(`http://localhost${path}`)
  return loader({
    request,
    params: {},
    context: {},
  } as unknown as Route.LoaderArgs) as Promise<Loaded>
}

describeOnEachDatabase('the doctor’s own schedule page', () => {
  const today = clinicToday()
  /** The doctor's appointments inside today … today + 7, as booked. */
  const booked: { id: string; date: string; time: string }[] = []

  beforeAll(async () => {
    await seedDemoData(getDb())
    await getDb().insert(user).values({
      id: DOCTOR_USER_ID,
      name: 'Dr Schedule',
      email: 'dr.schedule@example.com',
      role: 'doctor',
    })
    const [doctor, other] = await getDb().select({ id: doctors.id }).from(doctors).limit(2)
    await getDb().update(doctors).set({ userId: DOCTOR_USER_ID }).where(eq(doctors.id, doctor!.id))

    // 28 ordinary morning appointments: four a day on every day but today + 5 (a day off).
    for (const d of [0, 1, 2, 3, 4, 6, 7]) {
      for (const time of ['09:00', '09:30', '10:00', '10:30'])
        booked.push(await appointmentAt(doctor!.id, addDays(today, d), time))
    }
    // Early-morning IST is still the previous day in UTC; late evening is the last day of the range.
    booked.push(await appointmentAt(doctor!.id, today, '00:30'))
    booked.push(await appointmentAt(doctor!.id, addDays(today, 2), '04:00'))
    booked.push(await appointmentAt(doctor!.id, addDays(today, 4), '05:15'))
    booked.push(await appointmentAt(doctor!.id, addDays(today, 7), '23:30'))
    // Outside the range (yesterday evening, the first minute after it) and another doctor's.
    await appointmentAt(doctor!.id, addDays(today, -1), '23:30')
    await appointmentAt(doctor!.id, addDays(today, 8), '00:00')
    await appointmentAt(other!.id, addDays(today, 1), '11:00')
  })

  it('returns every appointment of today and the next 7 days — far more than one page — by clinic day', async () => {
    expect(booked.length).toBeGreaterThan(30)
    const data = await load()
    expect(data.total).toBe(booked.length)
    expect(data.today).toBe(today)
    // Today first, then each following day that holds appointments, in date order.
    expect(data.days.map((day) => day.date)).toEqual(
      [0, 1, 2, 3, 4, 6, 7].map((d) => addDays(today, d)),
    )
    for (const day of data.days) {
      expect(day.label).toBe(formatClinicDay(day.date))
      const expected = booked
        .filter((b) => b.date === day.date)
        .sort((a, b) => a.time.localeCompare(b.time))
        .map((b) => b.id)
      // Each appointment under its IST day (not its UTC one), in time order.
      expect(day.appointments.map((a) => a.id)).toEqual(expected)
    }
    expect(data.days.flatMap((day) => day.appointments)).toHaveLength(booked.length)
    // The early-morning ones really do fall on the previous day in UTC.
    expect(clinicTimeToUtc(today, '00:30').toISOString().slice(0, 10)).toBe(addDays(today, -1))
  })

  it('renders one headed, captioned table per day, linking each appointment', async () => {
    const data = await load()
    const props = { loaderData: data, params: {}, matches: [] } as unknown as Route.ComponentProps
    const html = renderToString(
      <I18nRoot runtime={serverRuntime('en', ['doctor'])}>
        <MemoryRouter initialEntries={['/doctor']}>
          <DoctorSchedule {...props} />
        </MemoryRouter>
      </I18nRoot>,
    )
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    // One per day, and one for today's online consultations (none here: the day is in person).
    expect(html.match(/<h2[\s>]/g)).toHaveLength(data.days.length + 1)
    expect(html).toContain('No phone, video or chat consultations today.')
    expect(html.match(/<caption[\s>]/g)).toHaveLength(data.days.length)
    expect(html).toContain(`Today, ${formatClinicDay(today)}`)
    expect(html).toContain(`${booked.length} appointments`)
    for (const b of booked) expect(html).toContain(`href="/doctor/appointments/${b.id}"`)
    expect(html.match(/href="\/doctor\/appointments\//g)).toHaveLength(booked.length)
  })

  it('shows the schedule in Hindi on /hi/doctor, linking to the Hindi pages', async () => {
    const data = await load('/hi/doctor')
    expect(data.meta.title).toBe('मेरा शेड्यूल | MainDoctor')
    expect(data.days[0]?.label).toBe(formatClinicDay(today, 'hi'))
    const props = { loaderData: data, params: {}, matches: [] } as unknown as Route.ComponentProps
    const html = renderToString(
      <I18nRoot runtime={serverRuntime('hi', ['doctor'])}>
        <MemoryRouter initialEntries={['/hi/doctor']}>
          <DoctorSchedule {...props} />
        </MemoryRouter>
      </I18nRoot>,
    )
    expect(html).toContain('मेरा शेड्यूल')
    expect(html).toContain(`आज, ${formatClinicDay(today, 'hi')}`)
    expect(html.match(/href="\/hi\/doctor\/appointments\//g)).toHaveLength(booked.length)
  })
})

it('names a clinic day as people read it', () => {
  expect(formatClinicDay('2026-11-24')).toBe('Tuesday 24 November')
})
