import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { getDb, queryRows } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctorSchedules, doctorTimeOff, doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import {
  addDays,
  clinicHhmm,
  clinicTimeToUtc,
  clinicToday,
  isoWeekday,
} from '#app/utils/clinic-time.ts'
import { smsSegments } from '#app/utils/sms.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { LIVE_CHANNELS, subscribe } from '#app/utils/live.server.ts'
import { announcementsArrived, keptValue, until } from '#tests/support/until.ts'
import { findAppointmentByManageToken } from './appointment-access.server.ts'
import {
  bookAppointment,
  type BookingRequest,
  SlotNotOfferedError,
  SlotTakenError,
} from './book-appointment.server.ts'
import {
  cancelAppointmentByPatient,
  queueDueReminders,
  rescheduleAppointment,
  TooLateToChangeError,
} from './manage-appointment.server.ts'
import { doctorBookingTurn } from './doctor-booking-turn.server.ts'
import { HORIZON_DAYS, MIN_LEAD_MINUTES } from './availability.ts'
import { listDoctorOpenSlots, listListedDoctorOpenSlots } from './slots.server.ts'

const DOCTOR = 'dr-anjali-verma'
/** A calendar file's folded lines joined back (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '')
let doctorId = ''
// A weekday well inside the horizon, so lead time never interferes.
let day = ''

function request(time: string, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    doctorSlug: DOCTOR,
    departmentSlug: 'neurology',
    date: day,
    time,
    mode: 'in_person',
    name: 'Sunita Devi',
    email: 'sunita@example.com',
    phone: '+919876543210',
    requestKey: randomUUID(),
    patientUserId: null,
    ...overrides,
  }
}

/** A 20-minute appointment of the doctor at `time` on the test day, as another process writes it. */
function writtenElsewhere(time: string, requestKey: string = randomUUID()) {
  const startsAt = clinicTimeToUtc(day, time)
  return {
    doctorId,
    patientName: 'Elsewhere',
    patientEmail: null,
    patientPhone: '+919876543210',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 20 * 60_000),
    mode: 'in_person' as const,
    manageTokenHash: randomUUID(),
    requestKey,
  }
}

/** The doctor's free times on the test day, as a slot list shows them. */
const freeTimes = async () =>
  (await listListedDoctorOpenSlots(DOCTOR, day, day))!.slots.map((slot) =>
    clinicHhmm(slot.startsAt),
  )

describeOnEachDatabase('booking appointments', (target) => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    const [doctor] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, DOCTOR))
    doctorId = doctor!.id
    await getDb().insert(doctorSchedules).values({
      doctorId,
      weekday: 2,
      startTime: '09:00',
      endTime: '12:00',
      slotMinutes: 20,
      location: 'Room 1',
    })
    day = addDays(clinicToday(), 3)
    while (isoWeekday(day) !== 2) day = addDays(day, 1)
  })

  beforeEach(async () => {
    await getDb().delete(appointments)
    await getDb().delete(mailOutbox)
    await getDb().delete(doctorTimeOff)
    // Deleted directly, as by another process: heard before the next test books.
    await announcementsArrived()
  })

  it('books a free slot, with the confirmation and clinic e-mails in the outbox', async () => {
    const booked = await bookAppointment(request('09:20'))
    const view = await findAppointmentByManageToken(booked.manageToken)
    expect(view).toMatchObject({
      id: booked.appointmentId,
      status: 'requested',
      doctorName: 'Dr. Anjali Verma',
      location: 'Room 1',
    })
    const mails = await getDb().select().from(mailOutbox)
    const confirmation = mails.find((m) => m.kind === 'appointment.booked')!
    expect(confirmation.toAddress).toBe('sunita@example.com')
    expect(confirmation.subject).toMatch(/^Appointment booked: Dr\. Anjali Verma, \w+day, /)
    expect(confirmation.text).toContain('Dear Sunita Devi,')
    expect(confirmation.text).toContain(`/appointments/manage/${booked.manageToken}`)
    expect(confirmation.text).not.toContain('/hi/')
    expect(unfold(confirmation.attachments[0]!.content)).toContain(
      'SUMMARY;LANGUAGE=en:MainDoctor: appointment with Dr. Anjali Verma\r\n',
    )
    expect(confirmation.attachments[0]?.content).toMatch(
      /BEGIN:VCALENDAR[\s\S]*DTSTART:\d{8}T\d{6}Z/,
    )
    expect(mails.some((m) => m.kind === 'appointment.booked.clinic')).toBe(true)
    const open = await listDoctorOpenSlots(doctorId, day, day)
    expect(open.map((s) => s.startsAt.getTime())).not.toContain(view!.startsAt.getTime())
  })

  it('writes to a patient who booked in Hindi in Hindi, now and later; the front desk reads English', async () => {
    const booked = await bookAppointment(request('09:40', { locale: 'hi' }))
    const mails = await getDb().select().from(mailOutbox)
    const confirmation = mails.find((m) => m.kind === 'appointment.booked')!
    expect(confirmation.subject).toMatch(/^अपॉइंटमेंट बुक हुआ: Dr\. Anjali Verma, \S+वार, /)
    expect(confirmation.text).toContain('नमस्ते Sunita Devi जी,')
    expect(confirmation.text).toContain('आपका अपॉइंटमेंट बुक हो गया है।')
    expect(confirmation.text).toContain('कैसे: क्लिनिक आकर')
    expect(confirmation.text).toContain(`/hi/appointments/manage/${booked.manageToken}`)
    expect(confirmation.text).not.toMatch(/Dear|Your appointment/)
    const ics = unfold(confirmation.attachments[0]!.content)
    expect(ics).toContain('SUMMARY;LANGUAGE=hi:MainDoctor: Dr. Anjali Verma के साथ अपॉइंटमेंट\r\n')
    expect(ics).toContain('DESCRIPTION;LANGUAGE=hi:Room 1\\, ')
    expect(ics).toContain('10 मिनट पहले पहुँचें')
    const clinic = mails.find((m) => m.kind === 'appointment.booked.clinic')!
    expect(clinic.subject).toMatch(/^\[Appointment booked\] Dr\. Anjali Verma — /)

    // The reminder, sent later by the worker, remembers the language.
    const [row] = await getDb().select({ startsAt: appointments.startsAt }).from(appointments)
    expect(await queueDueReminders(new Date(row!.startsAt.getTime() - 20 * 3_600_000))).toBe(1)
    const [reminder] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.reminder'))
    expect(reminder!.subject).toMatch(/^याद दिलाना: Dr\. Anjali Verma, /)

    // Cancelled from the English page, the e-mail is English and the appointment's language too.
    await cancelAppointmentByPatient(booked.appointmentId, {
      userId: null,
      ipAddress: null,
      locale: 'en',
    })
    const [cancelled] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.cancelled'))
    expect(cancelled!.subject).toBe('Appointment cancelled: Dr. Anjali Verma')
    const [stored] = await getDb().select({ locale: appointments.locale }).from(appointments)
    expect(stored!.locale).toBe('en')
  })

  it('texts a mobile number the time and the private link, in the patient language, and nothing medical', async () => {
    const english = await bookAppointment(request('10:00'))
    const hindi = await bookAppointment(request('10:20', { locale: 'hi', phone: '+919812345678' }))
    await bookAppointment(request('10:40', { phone: '+915222345678' }))
    const texts = await getDb().select().from(mailOutbox).where(eq(mailOutbox.channel, 'sms'))
    expect(texts.map((t) => t.toAddress).sort()).toEqual(['+919812345678', '+919876543210'])
    const en = texts.find((t) => t.toAddress === '+919876543210')!
    expect(en).toMatchObject({ kind: 'appointment.booked.sms', language: 'en', subject: '' })
    expect(en.text).toMatch(/^MainDoctor: appointment \d+ \w+, \d+:\d\d [ap]m booked\./)
    expect(en.text).toContain(`/appointments/manage/${english.manageToken}`)
    const hi = texts.find((t) => t.toAddress === '+919812345678')!
    expect(hi.language).toBe('hi')
    expect(hi.text).toContain('अपॉइंटमेंट बुक:')
    expect(hi.text).toContain(`/hi/appointments/manage/${hindi.manageToken}`)
    for (const text of texts) expect(text.text).not.toMatch(/Anjali|Neurolog|न्यूरो|Headache/i)
    // One message in English, at most two in Hindi (Unicode), on the real site's address.
    const withRealLink = (text: string) => text.replace(/https?:\/\/[^/]+/, 'https://maindoctor.in')
    expect(smsSegments(withRealLink(en.text)).segments).toBe(1)
    expect(smsSegments(withRealLink(hi.text)).segments).toBeLessThanOrEqual(2)
  })

  it('lets exactly 1 of 20 simultaneous bookings of one slot through', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        bookAppointment(request('10:00', { email: `p${i}@example.com` })),
      ),
    )
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r) => r.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(19)
    expect(lost.every((r) => (r as PromiseRejectedResult).reason instanceof SlotTakenError)).toBe(
      true,
    )
    const rows = await getDb()
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, doctorId))
    expect(rows).toHaveLength(1)
    // The loser is offered the nearest free times instead.
    const alternatives = ((lost[0] as PromiseRejectedResult).reason as SlotTakenError).alternatives
    expect(alternatives).toHaveLength(3)
  })

  // Two inserts of one slot, each waiting for the other's uncommitted row, deadlock on PostgreSQL
  // (40P01 after deadlock_timeout, not "taken"): bookings of one doctor take turns instead. The
  // embedded database has one connection, so nothing there can hold a turn while another waits.
  it.runIf(target === 'postgres')(
    "waits for the doctor's booking turn, so simultaneous bookings cannot deadlock",
    async () => {
      let turnTaken!: () => void
      let release!: () => void
      const taken = new Promise<void>((resolve) => (turnTaken = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      const otherWriter = getDb().transaction(async (tx) => {
        await tx.execute(doctorBookingTurn(doctorId))
        turnTaken()
        await released
      })
      await taken
      let finished = false
      const booking = bookAppointment(request('11:00')).finally(() => (finished = true))
      // The booking reaches the turn and waits there: PostgreSQL shows its advisory lock ungranted.
      await until(async () => {
        const waiting = await queryRows(sql`
          select 1 from pg_locks
          where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`)
        return waiting.length > 0
      }, 'the booking to wait for the turn')
      expect(finished).toBe(false)
      expect(await getDb().select().from(appointments)).toHaveLength(0)
      release()
      await otherWriter
      await expect(booking).resolves.toMatchObject({ alreadyBooked: false })
      expect(await getDb().select().from(appointments)).toHaveLength(1)
    },
  )

  it('books once when the same form is sent twice', async () => {
    const first = request('09:40')
    const [a, b] = await Promise.all([bookAppointment(first), bookAppointment(first)])
    expect(a.appointmentId).toBe(b.appointmentId)
    expect(a.manageToken).toBe(b.manageToken)
    expect(await getDb().select().from(appointments)).toHaveLength(1)
    // Sent again later (a reload after the answer was lost): its own booking is not a clash.
    await expect(bookAppointment(first)).resolves.toMatchObject({
      appointmentId: a.appointmentId,
      alreadyBooked: true,
    })
  })

  it('refuses a time off the grid, a mode the doctor does not offer, and a day off', async () => {
    await expect(bookAppointment(request('09:05'))).rejects.toBeInstanceOf(SlotNotOfferedError)
    await expect(bookAppointment(request('09:20', { mode: 'chat' }))).rejects.toBeInstanceOf(
      SlotNotOfferedError,
    )
    await expect(
      bookAppointment(request('09:20', { departmentSlug: 'cardiology' })),
    ).rejects.toBeInstanceOf(SlotNotOfferedError)
    await getDb()
      .insert(doctorTimeOff)
      .values({ doctorId, startsOn: day, endsOn: day, reason: 'Conference' })
    await announcementsArrived()
    await expect(bookAppointment(request('09:20'))).rejects.toBeInstanceOf(SlotNotOfferedError)
  })

  it('answers from memory until another process books, moves or cancels, and then at once', async () => {
    expect(await freeTimes()).toContain('10:00')
    // Booked by another process: no call in this one says so, only the announcement.
    const [other] = await getDb()
      .insert(appointments)
      .values(writtenElsewhere('10:00'))
      .returning({ id: appointments.id })
    await until(async () => !(await freeTimes()).includes('10:00'), '10:00 shown taken')
    await expect(bookAppointment(request('10:00'))).rejects.toBeInstanceOf(SlotTakenError)
    // Moved to 10:20 by the other process: 10:00 is free again, 10:20 taken.
    const later = clinicTimeToUtc(day, '10:20')
    await getDb()
      .update(appointments)
      .set({ startsAt: later, endsAt: new Date(later.getTime() + 20 * 60_000) })
      .where(eq(appointments.id, other!.id))
    await until(async () => {
      const free = await freeTimes()
      return free.includes('10:00') && !free.includes('10:20')
    }, 'the move shown')
    // Cancelled there: 10:20 is offered again.
    await getDb()
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, other!.id))
    await until(async () => (await freeTimes()).includes('10:20'), '10:20 shown free')
    await expect(bookAppointment(request('10:20'))).resolves.toMatchObject({ alreadyBooked: false })
  })

  it('announces a booking in full, and its form sent again is still the same booking', async () => {
    const heard: string[] = []
    const subscription = subscribe(LIVE_CHANNELS.availability, (payload) => heard.push(payload))
    expect(await subscription.ready).toBe(true)
    expect(await freeTimes()).toContain('10:40')
    // What a booking on that day reads is kept here (a time off the grid is refused after it).
    await expect(bookAppointment(request('10:45'))).rejects.toBeInstanceOf(SlotNotOfferedError)
    // Booked by another process: the announcement says who, when and with which form …
    const requestKey = randomUUID()
    const elsewhere = writtenElsewhere('10:40', requestKey)
    const [other] = await getDb()
      .insert(appointments)
      .values(elsewhere)
      .returning({ id: appointments.id })
    const { startsAt, endsAt } = elsewhere
    const announced = [doctorId, other!.id, startsAt.getTime(), endsAt.getTime(), requestKey]
    await until(() => heard.includes(announced.join(' ')), 'the booking announced')
    await until(async () => !(await freeTimes()).includes('10:40'), '10:40 shown taken')
    // … so the same form sent here again is that booking, not a clash with it.
    await expect(bookAppointment(request('10:40', { requestKey }))).resolves.toMatchObject({
      appointmentId: other!.id,
      alreadyBooked: true,
    })
    // Several at once (an import) announce only the doctor.
    heard.length = 0
    const rows = ['11:20', '11:40'].map((time) => writtenElsewhere(time))
    await getDb().insert(appointments).values(rows)
    await until(() => heard.includes(doctorId), 'the import announced')
    expect(heard).toEqual([doctorId])
    await until(async () => {
      const free = await freeTimes()
      return !free.includes('11:20') && !free.includes('11:40')
    }, 'the import shown')
    subscription.stop()
  })

  it('cuts what it keeps to the lead time and the horizon as of each call', async () => {
    // Kept: the same slot objects from one call to the next.
    await keptValue(async () => (await listListedDoctorOpenSlots(DOCTOR, day, day))!.slots[0])
    const nineOClock = clinicTimeToUtc(day, '09:00').getTime()
    const firstFree = async (now: number) =>
      (await listListedDoctorOpenSlots(DOCTOR, day, day, { now: new Date(now) }))!.slots.map(
        (slot) => clinicHhmm(slot.startsAt),
      )[0]
    const lead = MIN_LEAD_MINUTES * 60_000
    // From the same kept value: 09:00 is offered exactly until two hours before it.
    expect(await firstFree(nineOClock - lead)).toBe('09:00')
    expect(await firstFree(nineOClock - lead + 1)).toBe('09:20')
    expect(await firstFree(nineOClock - lead)).toBe('09:00')
    // And only within the horizon.
    const horizon = HORIZON_DAYS * 24 * 60 * 60_000
    expect(await firstFree(nineOClock - horizon)).toBe('09:00')
    expect(await firstFree(nineOClock - horizon - 1)).toBeUndefined()
  })

  it('frees the slot on cancel', async () => {
    const booked = await bookAppointment(request('11:00'))
    await cancelAppointmentByPatient(booked.appointmentId, { userId: null, ipAddress: null })
    const again = await bookAppointment(request('11:00', { email: 'next@example.com' }))
    expect(again.appointmentId).not.toBe(booked.appointmentId)
    const mails = await getDb().select({ kind: mailOutbox.kind }).from(mailOutbox)
    expect(mails.map((m) => m.kind)).toContain('appointment.cancelled')
  })

  it('moves atomically: the old time is kept when the new one is taken at the same moment', async () => {
    const mine = await bookAppointment(request('09:00'))
    const results = await Promise.allSettled([
      rescheduleAppointment(
        mine.appointmentId,
        { date: day, time: '11:20' },
        { userId: null, ipAddress: null, byPatient: true },
      ),
      bookAppointment(request('11:20', { email: 'rival@example.com' })),
    ])
    const rows = await getDb()
      .select({ id: appointments.id, startsAt: appointments.startsAt })
      .from(appointments)
    const moved = results[0].status === 'fulfilled'
    const rivalBooked = results[1].status === 'fulfilled'
    // Exactly one of the two got 11:20, whichever came first; nobody shares a slot.
    expect(moved).not.toBe(rivalBooked)
    expect(rows).toHaveLength(rivalBooked ? 2 : 1)
    const mineNow = rows.find((r) => r.id === mine.appointmentId)!
    expect(clinicHhmm(mineNow.startsAt)).toBe(moved ? '11:20' : '09:00')
    if (!moved) expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(SlotTakenError)
    if (!rivalBooked)
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(SlotTakenError)
    // A successful move released 09:00 for others.
    if (moved) await bookAppointment(request('09:00', { email: 'after@example.com' }))
  })

  it('refuses patient changes less than 2 hours before the start', async () => {
    const booked = await bookAppointment(request('10:20'))
    const [row] = await getDb().select({ startsAt: appointments.startsAt }).from(appointments)
    const justBefore = new Date(row!.startsAt.getTime() - 60 * 60_000)
    await expect(
      cancelAppointmentByPatient(
        booked.appointmentId,
        { userId: null, ipAddress: null },
        justBefore,
      ),
    ).rejects.toBeInstanceOf(TooLateToChangeError)
  })

  it('queues each reminder exactly once, even when workers race or restart', async () => {
    const booked = await bookAppointment(request('10:40'))
    const [row] = await getDb().select({ startsAt: appointments.startsAt }).from(appointments)
    const dayBefore = new Date(row!.startsAt.getTime() - 20 * 3_600_000)
    expect(await queueDueReminders(new Date(row!.startsAt.getTime() - 30 * 3_600_000))).toBe(0)
    const counts = await Promise.all([queueDueReminders(dayBefore), queueDueReminders(dayBefore)])
    expect(counts[0] + counts[1]).toBe(1)
    // After a restart the worker runs again: nothing more is sent.
    expect(await queueDueReminders(new Date(dayBefore.getTime() + 60_000))).toBe(0)
    const reminders = await getDb()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'appointment.reminder'),
          eq(mailOutbox.toAddress, 'sunita@example.com'),
        ),
      )
    expect(reminders).toHaveLength(1)
    expect(booked.appointmentId).toBeTruthy()
    // Cancelled appointments get none.
    await getDb().update(appointments).set({ reminderSentAt: null, status: 'cancelled' })
    expect(await queueDueReminders(dayBefore)).toBe(0)
    expect(sql`1`).toBeTruthy()
  })
})
