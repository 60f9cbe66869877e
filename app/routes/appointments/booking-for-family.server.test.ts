import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { findAppointmentById } from '#app/domain/appointments/appointment-access.server.ts'
import { listPatientAppointments } from '#app/domain/appointments/manage-appointment.server.ts'
import { addFamilyMember, removeFamilyMember } from '#app/domain/family/family.server.ts'
import { familyPatientOf } from '#app/domain/family/family-patient.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { openAppointmentForStaff } from '#app/domain/staff/staff-appointments.server.ts'
import { bookingFormData, openWeeklyHours } from '#tests/support/appointments.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { processBookingForm } from './booking-form-action.server.ts'

const DOCTOR = 'dr-anjali-verma'
const holder = { userId: 'family-holder', name: 'Ravi Kumar', email: 'ravi@example.com' }
const stranger = { userId: 'family-stranger', name: 'Meena Devi', email: 'meena@example.com' }
let day = ''
let asha = ''
let strangersChild = ''

const bookingForm = (time: string, extra: Record<string, string> = {}) =>
  bookingFormData({ department: 'neurology', doctor: DOCTOR, date: day, time, ...extra })

const asPatient = (account: typeof holder) => ({
  patient: {
    userId: account.userId,
    name: account.name,
    email: account.email,
    phone: '+919812345678',
  },
  bookedByUserId: account.userId,
  ipAddress: null,
  locale: 'en' as const,
})

describeOnEachDatabase('booking for a family member', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    ;({ day } = await openWeeklyHours(DOCTOR, 3))
    await getDb()
      .insert(user)
      .values([
        { id: holder.userId, name: holder.name, email: holder.email, phone: '+919812345678' },
        { id: stranger.userId, name: stranger.name, email: stranger.email },
      ])
  })

  beforeEach(async () => {
    await getDb().delete(appointments)
    await getDb().delete(familyMembers)
    const actor = { userId: holder.userId, ipAddress: null }
    asha = await addFamilyMember(
      holder.userId,
      { name: 'Asha Kumari', relation: 'child', sex: 'female', age: 7, phone: '+919800000001' },
      actor,
    )
    strangersChild = await addFamilyMember(
      stranger.userId,
      { name: 'Someone Else', relation: 'child', sex: 'male', dateOfBirth: '2015-01-01' },
      { userId: stranger.userId, ipAddress: null },
    )
  })

  it('books for the member: their name, the link to them, the holder’s contact details', async () => {
    const outcome = await processBookingForm(
      bookingForm('09:00', { forMember: asha, name: 'Typed Over' }),
      asPatient(holder),
    )
    if (outcome.kind !== 'booked') throw new Error('not booked')
    const [row] = await getDb()
      .select()
      .from(appointments)
      .where(eq(appointments.id, outcome.booked.appointmentId))
    expect(row).toMatchObject({
      patientUserId: holder.userId,
      familyMemberId: asha,
      patientName: 'Asha Kumari',
      patientEmail: holder.email,
      patientPhone: '+919812345678',
    })
    const { upcoming } = await listPatientAppointments(holder.userId)
    expect(upcoming).toEqual([
      expect.objectContaining({ patientName: 'Asha Kumari', memberRelation: 'child' }),
    ])

    // The doctor and the front desk see the member, with relation, sex and age, and who booked.
    const view = await openAppointmentForStaff(outcome.booked.appointmentId, {
      userId: 'staff-1',
      ipAddress: null,
    })
    expect(familyPatientOf(view!)).toEqual({
      relation: 'child',
      sex: 'female',
      age: 7,
      phone: '+919800000001',
      bookedBy: { name: holder.name, phone: '+919812345678' },
    })
  })

  it('books for the holder when "Myself" is chosen, without a member', async () => {
    const outcome = await processBookingForm(
      bookingForm('09:20', { forMember: '' }),
      asPatient(holder),
    )
    if (outcome.kind !== 'booked') throw new Error('not booked')
    const view = await findAppointmentById(outcome.booked.appointmentId)
    expect(view).toMatchObject({ patientName: holder.name, familyMemberId: null })
    expect(familyPatientOf(view!)).toBeNull()
  })

  it('refuses another account’s member (or nonsense) next to the choice, with 400, booking nothing', async () => {
    for (const forMember of [strangersChild, 'not-a-member', randomUUID()]) {
      const outcome = await processBookingForm(
        bookingForm('09:40', { forMember }),
        asPatient(holder),
      )
      expect(outcome.kind).toBe('reply')
      if (outcome.kind !== 'reply') return
      expect(outcome.response.init?.status).toBe(400)
      expect(outcome.response.data.result?.error).toMatchObject({
        forMember: ['family:errors.memberFromList'],
      })
    }
    // A guest cannot name a member at all.
    const guest = await processBookingForm(
      bookingForm('09:40', {
        forMember: asha,
        name: 'Guest Person',
        email: 'guest@example.com',
        phone: '9876543210',
      }),
      { patient: null, bookedByUserId: null, ipAddress: null, locale: 'en' },
    )
    expect(guest.kind).toBe('reply')
    expect(await getDb().select().from(appointments)).toEqual([])
  })

  it('keeps a removed member’s appointments, with the name they were booked under', async () => {
    const outcome = await processBookingForm(
      bookingForm('10:00', { forMember: asha }),
      asPatient(holder),
    )
    if (outcome.kind !== 'booked') throw new Error('not booked')
    await removeFamilyMember(holder.userId, asha, { userId: holder.userId, ipAddress: null })
    const view = await findAppointmentById(outcome.booked.appointmentId)
    expect(view).toMatchObject({ patientName: 'Asha Kumari', familyMemberId: null })
  })

  it('keeps a member’s earlier visits apart from the holder’s', async () => {
    const forAsha = await processBookingForm(
      bookingForm('10:20', { forMember: asha }),
      asPatient(holder),
    )
    const forHolder = await processBookingForm(bookingForm('10:40'), asPatient(holder))
    const againAsha = await processBookingForm(
      bookingForm('11:00', { forMember: asha }),
      asPatient(holder),
    )
    if (forAsha.kind !== 'booked' || forHolder.kind !== 'booked' || againAsha.kind !== 'booked')
      throw new Error('not booked')
    const actor = { userId: 'staff-1', ipAddress: null }
    const ashaView = await openAppointmentForStaff(againAsha.booked.appointmentId, actor)
    expect(ashaView!.history.map((h) => h.id)).toEqual([forAsha.booked.appointmentId])
    const holderView = await openAppointmentForStaff(forHolder.booked.appointmentId, actor)
    expect(holderView!.history).toEqual([])
  })
})
