import { randomUUID } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import type { MobileChannel } from '#app/db/schema/family-values.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import { updateNoticePreferences } from '#app/domain/accounts/notice-preferences.server.ts'
import { listDevSms } from '#app/domain/mail/dev-mailbox.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { changeAppointmentStatus } from '#app/domain/staff/staff-appointments.server.ts'
import { addDays, clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { deliverDueMail } from '#app/utils/mail.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { announcementsArrived } from '#tests/support/until.ts'
import { bookAppointment, type BookingRequest } from './book-appointment.server.ts'
import {
  cancelAppointmentByPatient,
  queueDueReminders,
  rescheduleAppointment,
} from './manage-appointment.server.ts'

const DOCTOR = 'dr-anjali-verma'
const MOBILE = '+919876543210'
const STAFF = { userId: 'notices-test-staff', ipAddress: null }
let day = ''

function request(time: string, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    doctorSlug: DOCTOR,
    departmentSlug: 'neurology',
    date: day,
    time,
    mode: 'in_person',
    name: 'Sunita Devi',
    email: null,
    phone: MOBILE,
    reason: 'Migraine for three weeks',
    requestKey: randomUUID(),
    patientUserId: null,
    ...overrides,
  }
}

/** Everything queued for the patient (the front desk's inbox left out). */
async function patientMessages() {
  const rows = await getDb()
    .select()
    .from(mailOutbox)
    .where(ne(mailOutbox.toAddress, getEnv().CLINIC_INBOX_EMAIL))
  return {
    mails: rows.filter((r) => r.channel === 'email'),
    texts: rows.filter((r) => r.channel !== 'email'),
  }
}

async function account(
  id: string,
  values: { email?: string | null; mobileChannel: MobileChannel; emailNotices: boolean },
) {
  await getDb()
    .insert(user)
    .values({
      id,
      name: 'Sunita Devi',
      email: values.email ?? null,
      phoneNumber: values.email ? null : `+9198${String(Math.random()).slice(2, 10)}`,
      mobileChannel: values.mobileChannel,
      emailNotices: values.emailNotices,
    })
  return id
}

describeOnEachDatabase('appointment notices by the channel the person has', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    const [doctor] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, DOCTOR))
    await getDb().insert(doctorSchedules).values({
      doctorId: doctor!.id,
      weekday: 3,
      startTime: '09:00',
      endTime: '12:00',
      slotMinutes: 20,
      location: 'Room 1',
    })
    day = addDays(clinicToday(), 3)
    while (isoWeekday(day) !== 3) day = addDays(day, 1)
  })

  beforeEach(async () => {
    await getDb().delete(appointments)
    await getDb().delete(mailOutbox)
    await getDb().delete(devMailbox)
    // Deleted directly, as by another process: heard before the next test books.
    await announcementsArrived()
  })

  it('a guest booking with a mobile number only queues exactly one SMS with the manage link, and no mail', async () => {
    const booked = await bookAppointment(request('09:20'))
    const { mails, texts } = await patientMessages()
    expect(mails).toEqual([])
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({
      channel: 'sms',
      toAddress: MOBILE,
      kind: 'appointment.booked.sms',
      language: 'en',
    })
    expect(texts[0]!.text).toContain(`/appointments/manage/${booked.manageToken}`)
    expect(texts[0]!.text).not.toMatch(/Migraine|Anjali|Neurolog/i)
    const [stored] = await getDb().select({ email: appointments.patientEmail }).from(appointments)
    expect(stored!.email).toBeNull()
    // The front desk still hears of it, with a dash for the missing address.
    const [clinic] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.booked.clinic'))
    expect(clinic!.text).toContain(`${MOBILE}, —`)
    expect(clinic!.text).not.toContain('null')
  })

  it('a reminder, a move and a cancellation of a phone-only booking each queue an SMS', async () => {
    const booked = await bookAppointment(request('09:20'))
    const [row] = await getDb().select({ startsAt: appointments.startsAt }).from(appointments)
    expect(await queueDueReminders(new Date(row!.startsAt.getTime() - 3 * 3_600_000))).toBe(1)
    await rescheduleAppointment(
      booked.appointmentId,
      { date: day, time: '10:40' },
      { userId: null, ipAddress: null, byPatient: true },
    )
    await cancelAppointmentByPatient(booked.appointmentId, { userId: null, ipAddress: null })
    const { mails, texts } = await patientMessages()
    expect(mails).toEqual([])
    expect(texts.map((t) => t.kind).sort()).toEqual([
      'appointment.booked.sms',
      'appointment.cancelled.sms',
      'appointment.moved.sms',
      'appointment.reminder.sms',
    ])
    for (const text of texts) {
      expect(text.toAddress).toBe(MOBILE)
      expect(text.text).not.toMatch(/Migraine|Anjali/i)
    }
    const moved = texts.find((t) => t.kind === 'appointment.moved.sms')!
    expect(moved.text).toMatch(/moved to \d+ \w+, 10:40 am/)
    expect(moved.text).toContain(`/appointments/manage/${booked.manageToken}`)
    const reminder = texts.find((t) => t.kind === 'appointment.reminder.sms')!
    expect(reminder.text).toContain(`/appointments/manage/${booked.manageToken}`)
  })

  it('the front desk’s confirmation and cancellation reach a phone-only booking; the reason goes by e-mail only, in the patient’s language', async () => {
    const phoneOnly = await bookAppointment(request('09:20', { locale: 'hi' }))
    await changeAppointmentStatus(
      phoneOnly.appointmentId,
      { from: 'requested', to: 'confirmed' },
      STAFF,
    )
    await changeAppointmentStatus(
      phoneOnly.appointmentId,
      { from: 'confirmed', to: 'cancelled', reason: 'Doctor on leave' },
      STAFF,
    )
    const { texts } = await patientMessages()
    const confirmed = texts.find((t) => t.kind === 'appointment.confirmed.sms')!
    expect(confirmed.language).toBe('hi')
    expect(confirmed.text).toContain('अपॉइंटमेंट तय')
    // The time as Hindi says it (the part of the day first), not "9:20 am बजे".
    expect(confirmed.text).toContain('सुबह 9:20')
    for (const text of texts) expect(text.text).not.toMatch(/\b(am|pm)\b|बजे/i)
    const cancelled = texts.find((t) => t.kind === 'appointment.cancelled.sms')!
    expect(cancelled.text).toContain('अपॉइंटमेंट रद्द')
    expect(cancelled.text).not.toContain('Doctor on leave')

    // With an address, the reason is in the e-mail, introduced in the patient's language.
    await getDb().delete(mailOutbox)
    const withMail = await bookAppointment(
      request('10:00', { locale: 'hi', email: 'sunita@example.com' }),
    )
    await changeAppointmentStatus(
      withMail.appointmentId,
      { from: 'requested', to: 'cancelled', reason: 'Doctor on leave' },
      STAFF,
    )
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.cancelled'))
    expect(mail!.text).toContain('कारण: Doctor on leave')
    expect(mail!.text).not.toContain('Reason:')
  })

  it('an account that chose WhatsApp gets a WhatsApp row (and its e-mail)', async () => {
    const id = await account(randomUUID(), {
      email: 'whatsapp@example.com',
      mobileChannel: 'whatsapp',
      emailNotices: true,
    })
    await bookAppointment(request('09:20', { patientUserId: id, email: 'whatsapp@example.com' }))
    const { mails, texts } = await patientMessages()
    expect(texts).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        toAddress: MOBILE,
        kind: 'appointment.booked.whatsapp',
      }),
    ])
    expect(mails.map((m) => m.toAddress)).toEqual(['whatsapp@example.com'])
  })

  it('an account with no mobile messages but e-mail notices gets only mail', async () => {
    const id = await account(randomUUID(), {
      email: 'mailonly@example.com',
      mobileChannel: 'none',
      emailNotices: true,
    })
    const booked = await bookAppointment(
      request('09:20', { patientUserId: id, email: 'mailonly@example.com' }),
    )
    await changeAppointmentStatus(
      booked.appointmentId,
      { from: 'requested', to: 'confirmed' },
      STAFF,
    )
    const { mails, texts } = await patientMessages()
    expect(texts).toEqual([])
    expect(mails.map((m) => m.kind).sort()).toEqual(['appointment.booked', 'appointment.confirmed'])
  })

  it('with everything off, the booking, a move and a cancellation still reach the person once; reminders and confirmations do not', async () => {
    // Mail turned off, mobile turned off: the address still gets what the person must know.
    const withMail = await account(randomUUID(), {
      email: 'quiet@example.com',
      mobileChannel: 'none',
      emailNotices: false,
    })
    const a = await bookAppointment(
      request('09:20', { patientUserId: withMail, email: 'quiet@example.com' }),
    )
    await changeAppointmentStatus(a.appointmentId, { from: 'requested', to: 'confirmed' }, STAFF)
    const [row] = await getDb().select({ startsAt: appointments.startsAt }).from(appointments)
    await queueDueReminders(new Date(row!.startsAt.getTime() - 3 * 3_600_000))
    let messages = await patientMessages()
    expect(messages.texts).toEqual([])
    expect(messages.mails.map((m) => m.kind)).toEqual(['appointment.booked'])

    // An account by mobile only, with mobile messages off: the booking's link still goes by SMS.
    await getDb().delete(mailOutbox)
    const phoneOnly = await account(randomUUID(), { mobileChannel: 'none', emailNotices: true })
    const b = await bookAppointment(request('10:00', { patientUserId: phoneOnly }))
    await cancelAppointmentByPatient(b.appointmentId, { userId: phoneOnly, ipAddress: null })
    messages = await patientMessages()
    expect(messages.mails).toEqual([])
    expect(messages.texts.map((t) => [t.channel, t.kind]).sort()).toEqual([
      ['sms', 'appointment.booked.sms'],
      ['sms', 'appointment.cancelled.sms'],
    ])
  })

  it('saves the account’s choice, audited, and the next notice follows it', async () => {
    const id = await account(randomUUID(), {
      email: 'choice@example.com',
      mobileChannel: 'sms',
      emailNotices: true,
    })
    await updateNoticePreferences(id, { mobileChannel: 'whatsapp', emailNotices: false }, null)
    const [saved] = await getDb()
      .select({ mobileChannel: user.mobileChannel, emailNotices: user.emailNotices })
      .from(user)
      .where(eq(user.id, id))
    expect(saved).toEqual({ mobileChannel: 'whatsapp', emailNotices: false })
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notices.changed'), eq(auditLog.subjectId, id)))
    expect(audit).toBeTruthy()
    await bookAppointment(request('09:20', { patientUserId: id, email: 'choice@example.com' }))
    const { mails, texts } = await patientMessages()
    expect(mails).toEqual([])
    expect(texts.map((t) => t.channel)).toEqual(['whatsapp'])

    // Without an address the e-mail choice is not offered, so it is left as it was.
    const phoneOnly = await account(randomUUID(), { mobileChannel: 'sms', emailNotices: true })
    await updateNoticePreferences(phoneOnly, { mobileChannel: 'none' }, null)
    const [kept] = await getDb()
      .select({ mobileChannel: user.mobileChannel, emailNotices: user.emailNotices })
      .from(user)
      .where(eq(user.id, phoneOnly))
    expect(kept).toEqual({ mobileChannel: 'none', emailNotices: true })
  })

  it('sends a queued SMS exactly once, even when delivery runs twice or restarts mid-send', async () => {
    await bookAppointment(request('09:20'))
    // Two runs (as after a restart).
    await deliverDueMail()
    await deliverDueMail()
    expect(await listDevSms()).toHaveLength(1)
    // Due again after delivery (as after a crash between a provider taking it and the outbox
    // marking it sent): the local outbox, keyed by the outbox id, does not deliver it twice.
    await getDb()
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.channel, 'sms'))
    await deliverDueMail()
    const delivered = await listDevSms()
    expect(delivered).toEqual([
      expect.objectContaining({ channel: 'sms', toAddress: MOBILE, language: 'en' }),
    ])
    const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.channel, 'sms'))
    expect(row!.status).toBe('sent')
  })
})
