import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { seedDemoData, seedDemoSchedules } from '#app/domain/seed/seed.server.ts'
import { bookAppointment } from '#app/domain/appointments/book-appointment.server.ts'
import { listEarliestSlots } from '#app/domain/appointments/slots.server.ts'
import { cancelAppointmentByPatient } from '#app/domain/appointments/manage-appointment.server.ts'
import { MIN_LEAD_MINUTES } from '#app/domain/appointments/availability.ts'
import { doctorTimeOff } from '#app/db/schema/directory.ts'
import { clinicDateOf, clinicHhmm } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  getDoctorProfile,
  listDirectory,
  listNextSlotViews,
  listSoonestDoctorsByDepartment,
  parseDirectoryFilters,
} from './doctor-directory.server.ts'

const filters = (query: string) => parseDirectoryFilters(new URLSearchParams(query))

describeOnEachDatabase('doctor directory', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    await seedDemoSchedules(getDb())
  })

  it('filters by clinic, language, gender and consultation type', async () => {
    const cardiology = await listDirectory(filters('department=cardiology'))
    expect(cardiology.doctors.map((d) => d.departmentSlug)).toEqual(['cardiology', 'cardiology'])
    const urdu = await listDirectory(filters('language=Urdu&gender=female'))
    expect(urdu.doctors.map((d) => d.slug)).toEqual(['dr-farah-naaz'])
    const chat = await listDirectory(filters('mode=chat'))
    expect(chat.doctors.length).toBeGreaterThan(0)
    for (const doctor of chat.doctors) expect(doctor.modes).toContain('chat')
    expect(urdu.languages).toEqual(expect.arrayContaining(['Awadhi', 'English', 'Hindi', 'Urdu']))
  })

  it('sorts by the soonest free time or by experience, and pages', async () => {
    const soonest = await listDirectory(filters(''))
    const starts = soonest.doctors.map((d) => d.nextSlot?.startsAt ?? '~')
    expect(starts).toEqual([...starts].sort())
    const experienced = await listDirectory(filters('sort=experience'))
    const years = experienced.doctors.map((d) => d.experienceYears)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    const beyond = await listDirectory(filters('page=99'))
    expect(beyond.page).toBe(beyond.pages)
  })

  it('keeps only doctors free this week when asked', async () => {
    const week = await listDirectory(filters('available=week'))
    for (const doctor of week.doctors) expect(doctor.nextSlot).not.toBeNull()
    const today = await listDirectory(filters('available=today'))
    expect(today.total).toBeLessThanOrEqual(week.total)
  })

  it('ignores filter values it does not know instead of failing', async () => {
    const odd = await listDirectory(
      filters('gender=robot&mode=fax&available=someday&sort=price&page=-3&language=%00'),
    )
    expect(odd.total).toBe((await listDirectory(filters(''))).total)
  })

  it('offers the next free time until it is booked, then the one after', async () => {
    const [doctor] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, 'dr-vivek-pandey'))
    const [first] = (await listEarliestSlots([doctor!.id], { count: 2 })).get(doctor!.id)!
    await bookAppointment({
      doctorSlug: 'dr-vivek-pandey',
      departmentSlug: 'laboratory',
      date: clinicDateOf(first!.startsAt),
      time: clinicHhmm(first!.startsAt),
      mode: 'in_person',
      name: 'Ramesh Kumar',
      email: 'ramesh@example.com',
      phone: '+919876543210',
      requestKey: randomUUID(),
      patientUserId: null,
    })
    const [next] = (await listEarliestSlots([doctor!.id])).get(doctor!.id)!
    expect(next!.startsAt.getTime()).toBeGreaterThan(first!.startsAt.getTime())
    const profile = await getDoctorProfile('dr-vivek-pandey')
    expect(profile?.slots[0]?.startsAt).toBe(next!.startsAt.toISOString())
    expect(profile?.slots).toHaveLength(8)
  })

  it('keeps the stored next free time exact after a booking, a cancellation, days off and as time passes', async () => {
    const slug = 'dr-kavita-yadav'
    const [doctor] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, slug))
    const id = doctor!.id
    // The stored answer (cards, directory order) against a fresh computation from the schedule.
    const expectExact = async (now: Date) => {
      const [computed] = (await listEarliestSlots([id], { now })).get(id)!
      const stored = (await listNextSlotViews([id], now)).get(id)
      expect(stored?.startsAt ?? null).toBe(computed?.startsAt.toISOString() ?? null)
      const listed = await listDirectory(filters('department=pediatric'), now)
      expect(listed.doctors.find((d) => d.slug === slug)?.nextSlot?.startsAt ?? null).toBe(
        computed?.startsAt.toISOString() ?? null,
      )
      return computed!
    }
    const now = new Date()
    const first = await expectExact(now)
    const booked = await bookAppointment({
      doctorSlug: slug,
      departmentSlug: 'pediatric',
      date: clinicDateOf(first.startsAt),
      time: clinicHhmm(first.startsAt),
      mode: 'in_person',
      name: 'Meena Kumari',
      email: 'meena@example.com',
      phone: '+919876543210',
      requestKey: randomUUID(),
      patientUserId: null,
    })
    const second = await expectExact(now)
    expect(second.startsAt.getTime()).toBeGreaterThan(first.startsAt.getTime())

    await cancelAppointmentByPatient(booked.appointmentId, { userId: null, ipAddress: null }, now)
    expect((await expectExact(now)).startsAt).toEqual(first.startsAt)

    // Time passes: once the first free time is inside the lead time, the next one is offered.
    const later = new Date(first.startsAt.getTime() - MIN_LEAD_MINUTES * 60_000 + 60_000)
    expect((await expectExact(later)).startsAt.getTime()).toBeGreaterThan(first.startsAt.getTime())
    // And far later, past every slot stored now.
    await expectExact(new Date(now.getTime() + 9 * 24 * 60 * 60_000))

    // A day off on the first free day moves the next free time past it.
    const day = clinicDateOf(first.startsAt)
    await getDb().insert(doctorTimeOff).values({ doctorId: id, startsOn: day, endsOn: day })
    expect(clinicDateOf((await expectExact(now)).startsAt) > day).toBe(true)
    await getDb().delete(doctorTimeOff).where(eq(doctorTimeOff.doctorId, id))
    expect((await expectExact(now)).startsAt).toEqual(first.startsAt)
  })

  it("gives the guide each clinic's soonest free doctors, exact after a booking", async () => {
    const now = new Date()
    const clinics = ['general-medicine', 'pediatric', 'no-such-clinic']
    // What every active doctor of those clinics has next, computed from the schedules.
    const everyone = await getDb()
      .select({ id: doctors.id, slug: doctors.slug, name: doctors.name })
      .from(doctors)
      .where(eq(doctors.active, true))
    const computed = await listEarliestSlots(
      everyone.map((d) => d.id),
      { now },
    )
    const expected = async (department: string) => {
      const listed = await listDirectory(filters(`department=${department}`), now)
      const next = (slug: string) => {
        const id = everyone.find((d) => d.slug === slug)!.id
        return computed.get(id)?.[0]?.startsAt.toISOString() ?? '~'
      }
      return listed.doctors
        .map((d) => ({ slug: d.slug, name: d.name, next: next(d.slug) }))
        .sort((a, b) => a.next.localeCompare(b.next) || a.name.localeCompare(b.name))
        .slice(0, 2)
        .map((d) => d.slug)
    }
    const guide = await listSoonestDoctorsByDepartment(clinics, 2, now)
    expect([...guide.keys()]).toEqual(clinics)
    expect(guide.get('general-medicine')!.map((d) => d.slug)).toEqual(
      await expected('general-medicine'),
    )
    expect(guide.get('pediatric')!.map((d) => d.slug)).toEqual(await expected('pediatric'))
    expect(guide.get('no-such-clinic')).toEqual([])
    for (const card of guide.get('pediatric')!) {
      const id = everyone.find((d) => d.slug === card.slug)!.id
      expect(card.nextSlot?.startsAt ?? null).toBe(
        computed.get(id)?.[0]?.startsAt.toISOString() ?? null,
      )
      expect(card).toMatchObject({ departmentSlug: 'pediatric', departmentName: 'Pediatric' })
      expect(typeof card.experienceYears).toBe('number')
      expect(Array.isArray(card.languages)).toBe(true)
    }

    // Booking the soonest doctor's first free time: the guide shows their next one at once.
    const first = guide.get('pediatric')![0]!
    const start = new Date(first.nextSlot!.startsAt)
    await bookAppointment({
      doctorSlug: first.slug,
      departmentSlug: 'pediatric',
      date: clinicDateOf(start),
      time: clinicHhmm(start),
      mode: 'in_person',
      name: 'Sunita Devi',
      email: 'sunita@example.com',
      phone: '+919876543211',
      requestKey: randomUUID(),
      patientUserId: null,
    })
    const after = await listSoonestDoctorsByDepartment(['pediatric'], 5, now)
    const again = after.get('pediatric')!.find((d) => d.slug === first.slug)!
    expect(new Date(again.nextSlot!.startsAt).getTime()).toBeGreaterThan(start.getTime())
    expect(await listSoonestDoctorsByDepartment([], 2, now)).toEqual(new Map())
  })

  it('shows no profile for an unknown, malformed or inactive doctor', async () => {
    expect(await getDoctorProfile('dr-nobody')).toBeNull()
    expect(await getDoctorProfile('DR\u0000')).toBeNull()
    await getDb().update(doctors).set({ active: false }).where(eq(doctors.slug, 'dr-rakesh-tiwari'))
    expect(await getDoctorProfile('dr-rakesh-tiwari')).toBeNull()
    expect(
      (await listDirectory(filters('department=neurology'))).doctors.map((d) => d.slug),
    ).toEqual(['dr-anjali-verma'])
  })
})
