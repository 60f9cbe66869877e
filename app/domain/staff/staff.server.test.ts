import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { contactMessages, contactReplies } from '#app/db/schema/contact.ts'
import { doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { bookAppointment } from '#app/domain/appointments/book-appointment.server.ts'
import { processBookingForm } from '#app/routes/appointments/booking-form-action.server.ts'
import { saveContactMessage } from '#app/domain/contact/save-contact-message.server.ts'
import { addDays, clinicTimeToUtc, clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { announcementsArrived } from '#tests/support/until.ts'
import {
  MessageNotFoundError,
  openContactMessage,
  replyToContactMessage,
  setContactMessageStatus,
} from './contact-inbox.server.ts'
import {
  changeAppointmentStatus,
  IllegalStatusChangeError,
  listStaffAppointments,
  openAppointmentForStaff,
  VisitNotBegunError,
} from './staff-appointments.server.ts'

const staff = { userId: 'staff-user-1', ipAddress: '192.0.2.10' }
let day = ''

async function book(time: string) {
  return bookAppointment({
    doctorSlug: 'dr-rakesh-tiwari',
    departmentSlug: 'neurology',
    date: day,
    time,
    mode: 'in_person',
    name: '<b>Kamla</b> Devi',
    email: 'kamla@example.com',
    phone: '+919876543210',
    requestKey: randomUUID(),
    patientUserId: null,
  })
}

describeOnEachDatabase('staff work', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    const [doctor] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, 'dr-rakesh-tiwari'))
    await getDb().insert(doctorSchedules).values({
      doctorId: doctor!.id,
      weekday: 3,
      startTime: '09:00',
      endTime: '12:00',
      slotMinutes: 30,
      location: 'Room 2',
    })
    day = addDays(clinicToday(), 3)
    while (isoWeekday(day) !== 3) day = addDays(day, 1)
  })

  beforeEach(async () => {
    await getDb().delete(appointments)
    await getDb().delete(mailOutbox)
    await getDb().delete(auditLog)
    await getDb().delete(contactMessages)
    // Deleted directly, as by another process: heard before the next test books.
    await announcementsArrived()
  })

  it('walks an appointment through confirm → complete, e-mailing the confirmation and auditing each change', async () => {
    const { appointmentId } = await book('09:00')
    await changeAppointmentStatus(appointmentId, { from: 'requested', to: 'confirmed' }, staff)
    // Completed only once the visit has begun.
    await expect(
      changeAppointmentStatus(appointmentId, { from: 'confirmed', to: 'completed' }, staff),
    ).rejects.toBeInstanceOf(VisitNotBegunError)
    await changeAppointmentStatus(appointmentId, { from: 'confirmed', to: 'completed' }, staff, {
      now: clinicTimeToUtc(day, '09:00'),
    })
    const [row] = await getDb().select({ status: appointments.status }).from(appointments)
    expect(row?.status).toBe('completed')
    const kinds = (await getDb().select({ kind: mailOutbox.kind }).from(mailOutbox)).map(
      (m) => m.kind,
    )
    expect(kinds).toContain('appointment.confirmed')
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.status_changed'))
    expect(audit.map((a) => a.details)).toEqual([
      { from: 'requested', to: 'confirmed' },
      { from: 'confirmed', to: 'completed' },
    ])
    expect(
      audit.every((a) => a.actorUserId === staff.userId && a.ipAddress === staff.ipAddress),
    ).toBe(true)
  })

  it('refuses illegal changes: completing a cancelled appointment, or acting on a stale status', async () => {
    const { appointmentId } = await book('09:30')
    await changeAppointmentStatus(
      appointmentId,
      { from: 'requested', to: 'cancelled', reason: 'Doctor on leave' },
      staff,
    )
    await expect(
      changeAppointmentStatus(appointmentId, { from: 'cancelled', to: 'completed' }, staff),
    ).rejects.toBeInstanceOf(IllegalStatusChangeError)
    // Someone else already changed it: the status the clerk saw is no longer true.
    await expect(
      changeAppointmentStatus(appointmentId, { from: 'requested', to: 'confirmed' }, staff),
    ).rejects.toBeInstanceOf(IllegalStatusChangeError)
    const cancellation = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.cancelled'))
    expect(cancellation[0]?.text).toContain('Doctor on leave')
  })

  it('lists by day and status, and audits every opening of an appointment', async () => {
    const first = await book('10:00')
    await book('10:30')
    const list = await listStaffAppointments({ date: day, status: 'requested' })
    expect(list.total).toBe(2)
    expect(list.rows[0]?.patientName).toBe('<b>Kamla</b> Devi')
    const opened = await openAppointmentForStaff(first.appointmentId, staff)
    expect(opened?.history).toHaveLength(1)
    const reads = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.viewed'))
    expect(reads).toHaveLength(1)
    expect(reads[0]?.subjectId).toBe(first.appointmentId)
  })

  it('refuses completed and no-show before the start time, for the front desk and the doctor', async () => {
    const { appointmentId } = await book('10:30')
    const startsAt = clinicTimeToUtc(day, '10:30')
    const [own] = await getDb()
      .select({ id: appointments.doctorId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
    const minuteBefore = new Date(startsAt.getTime() - 60_000)
    for (const options of [{ now: minuteBefore }, { now: minuteBefore, doctorId: own!.id }]) {
      await expect(
        changeAppointmentStatus(
          appointmentId,
          { from: 'requested', to: 'no_show' },
          staff,
          options,
        ),
      ).rejects.toBeInstanceOf(VisitNotBegunError)
    }
    const [row] = await getDb()
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
    expect(row?.status).toBe('requested')
    // From the start time on, it may.
    await changeAppointmentStatus(appointmentId, { from: 'requested', to: 'no_show' }, staff, {
      now: startsAt,
      doctorId: own!.id,
    })
  })

  it('a doctor cannot open another doctor’s appointment', async () => {
    const { appointmentId } = await book('11:00')
    const [other] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, 'dr-anjali-verma'))
    expect(await openAppointmentForStaff(appointmentId, staff, { doctorId: other!.id })).toBeNull()
    await expect(
      changeAppointmentStatus(appointmentId, { from: 'requested', to: 'no_show' }, staff, {
        doctorId: other!.id,
      }),
    ).rejects.toBeInstanceOf(IllegalStatusChangeError)
  })

  it('books for a phoning patient with the same rules: a taken slot is a 409 with alternatives', async () => {
    await book('11:30')
    const form = (key: string) =>
      new URLSearchParams({
        intent: 'book',
        department: 'neurology',
        doctor: 'dr-rakesh-tiwari',
        date: day,
        time: '11:30',
        mode: 'in_person',
        name: 'Caller Patient',
        email: 'caller@example.com',
        phone: '9876543210',
        requestKey: key,
      })
    const toFormData = (params: URLSearchParams) => {
      const data = new FormData()
      for (const [k, v] of params) data.set(k, v)
      return data
    }
    const taken = await processBookingForm(toFormData(form(randomUUID())), {
      patient: null,
      bookedByUserId: staff.userId,
      ipAddress: staff.ipAddress,
      locale: 'en',
    })
    expect(taken.kind).toBe('reply')
    if (taken.kind === 'reply') {
      expect(taken.response.init?.status).toBe(409)
      expect(taken.response.data.alternatives?.length).toBeGreaterThan(0)
    }
    const free = form(randomUUID())
    free.set('time', '10:00')
    const booked = await processBookingForm(toFormData(free), {
      patient: null,
      bookedByUserId: staff.userId,
      ipAddress: staff.ipAddress,
      locale: 'en',
    })
    expect(booked.kind).toBe('booked')
    const byStaff = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'appointment.created'), eq(auditLog.actorUserId, staff.userId)),
      )
    expect(byStaff).toHaveLength(1)
  })

  it('answers a missing or malformed message or appointment id as not found, never a database error', async () => {
    const malformed = '-'.repeat(36)
    expect(await openContactMessage(malformed, staff)).toBeNull()
    expect(await openAppointmentForStaff(malformed, staff)).toBeNull()
    for (const id of [malformed, randomUUID()]) {
      await expect(
        replyToContactMessage(id, 'Hello there', { ...staff, name: 'Pooja' }),
      ).rejects.toBeInstanceOf(MessageNotFoundError)
      await expect(setContactMessageStatus(id, 'handled', staff)).rejects.toBeInstanceOf(
        MessageNotFoundError,
      )
    }
    expect(await getDb().select().from(auditLog)).toHaveLength(0)
  })

  it('marks a message read when opened and keeps the reply sent by e-mail', async () => {
    const { id } = await saveContactMessage({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '+919876543210',
      subject: 'billing',
      message: 'Why was I charged twice?',
      website: undefined,
    })
    const opened = await openContactMessage(id, staff)
    expect(opened?.status).toBe('read')
    await replyToContactMessage(id, 'We have refunded the second charge.', {
      ...staff,
      name: 'Pooja',
    })
    const [message] = await getDb().select({ status: contactMessages.status }).from(contactMessages)
    expect(message?.status).toBe('handled')
    const replies = await getDb().select().from(contactReplies)
    expect(replies[0]).toMatchObject({
      body: 'We have refunded the second charge.',
      authorName: 'Pooja',
    })
    const mail = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact.reply'))
    expect(mail[0]?.toAddress).toBe('ravi@example.com')
    const actions = (await getDb().select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    )
    expect(actions).toEqual(
      expect.arrayContaining(['contact_message.viewed', 'contact_message.replied']),
    )
  })
})
