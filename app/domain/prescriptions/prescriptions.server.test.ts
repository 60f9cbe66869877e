import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { renderPdf } from '#app/utils/documents/pdf.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { insertDoctor } from '#tests/support/fhir-records.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { user } from '#app/db/schema/auth.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { prescriptionAbha } from './prescription-abha.server.ts'
import { prescriptionDocument } from './prescription-document.server.ts'
import { prescriptionView } from './prescription-page.server.ts'
import type { PrescriptionContent } from './prescription-schema.ts'
import {
  appointmentsWithPrescription,
  cancelPrescription,
  findPrescriptionByCode,
  issuePrescription,
  listPrescriptions,
  loadPrescriptionSummary,
} from './prescriptions.server.ts'

const actor = { userId: 'doctor-user-1', ipAddress: '192.0.2.9' }

const content: PrescriptionContent = {
  diagnosis: 'क्षय (टीबी) का संदेह',
  provisional: true,
  medicines: [
    {
      name: 'Azithromycin',
      strength: '500 mg',
      form: 'tablet',
      dose: '1 tablet',
      frequency: 'once_daily',
      days: 3,
      food: 'after_food',
      instructions: 'खाने के बाद पानी के साथ',
    },
  ],
  tests: ['Sputum AFB', 'Chest X-ray'],
  advice: 'आराम करें, बुख़ार हो तो दिन में दो बार नापें।',
}

let doctorId = ''
let slot = 0

async function onlineAppointment(email: string | null = 'patient@example.com') {
  slot += 1
  const startsAt = new Date(Date.now() + slot * 3_600_000)
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientName: 'Ravi Kumar',
      patientEmail: email,
      patientPhone: '+919876543210',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 600_000),
      mode: 'video',
      status: 'confirmed',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  return row!.id
}

/** The text of every page of a PDF, as a PDF reader extracts it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n)
    const text = await page.getTextContent()
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

describeOnEachDatabase('prescriptions', () => {
  beforeAll(async () => {
    doctorId = await insertDoctor()
  })

  it('issues a numbered prescription with the doctor and clinic copied in, audited and mailed', async () => {
    const appointmentId = await onlineAppointment()
    const issued = await issuePrescription(appointmentId, content, { doctorId }, actor)
    expect(issued.number).toMatch(/^RX-\d{4}-\d{6}$/)
    const [row] = await listPrescriptions(appointmentId)
    expect(row).toMatchObject({
      number: issued.number,
      doctorName: 'Dr. Sunita Verma',
      doctorRegistrationNumber: 'UPMC-45678',
      clinicName: 'MainDoctor',
      cancelledAt: null,
      content,
    })
    expect(row!.verificationCode.length).toBeGreaterThanOrEqual(24)
    expect(await findPrescriptionByCode(row!.verificationCode)).toMatchObject({ id: issued.id })
    expect(await findPrescriptionByCode('not-a-real-code-at-all')).toBeNull()
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.subjectId, issued.id))
    expect(audit).toMatchObject([{ action: 'prescription.issued', actorUserId: actor.userId }])
    const mails = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'prescription.issued'))
    expect(
      mails.some((m) => m.toAddress === 'patient@example.com' && m.text.includes(issued.number)),
    ).toBe(true)
    expect((await loadPrescriptionSummary(appointmentId)).current?.number).toBe(issued.number)
    expect(await appointmentsWithPrescription([appointmentId])).toEqual(new Set([appointmentId]))
  })

  it('sends an SMS with the private link when the patient has no e-mail', async () => {
    const appointmentId = await onlineAppointment(null)
    await issuePrescription(appointmentId, content, { doctorId }, actor)
    const [sms] = await getDb()
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.channel} = 'sms' and ${mailOutbox.text} like ${`%/consultations/${appointmentId}/prescription?k=%`}`,
      )
    expect(sms).toBeDefined()
  })

  it('cancels without a new one: the patient without e-mail gets an SMS, without the reason', async () => {
    const appointmentId = await onlineAppointment(null)
    const issued = await issuePrescription(appointmentId, content, { doctorId }, actor)
    const cancelled = await cancelPrescription(
      appointmentId,
      { prescriptionId: issued.id, reason: 'Wrong patient chosen' },
      { doctorId },
      actor,
    )
    expect(cancelled.number).toBe(issued.number)
    expect((await loadPrescriptionSummary(appointmentId)).current).toBeNull()
    const [sms] = await getDb()
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.kind} = 'prescription.cancelled' and ${mailOutbox.text} like ${`%/consultations/${appointmentId}/prescription?k=%`}`,
      )
    expect(sms).toMatchObject({ channel: 'sms', toAddress: '+919876543210' })
    expect(sms!.text).toContain(issued.number)
    expect(sms!.text).not.toContain('Wrong patient chosen')
    // Another doctor cannot cancel it.
    const other = await onlineAppointment()
    const theirs = await issuePrescription(other, content, { doctorId }, actor)
    await expect(
      cancelPrescription(
        other,
        { prescriptionId: theirs.id, reason: 'Not mine' },
        { doctorId: randomUUID() },
        actor,
      ),
    ).rejects.toThrow(DomainError)
  })

  it('refuses a second current prescription and another doctor', async () => {
    const appointmentId = await onlineAppointment()
    await issuePrescription(appointmentId, content, { doctorId }, actor)
    await expect(issuePrescription(appointmentId, content, { doctorId }, actor)).rejects.toThrow(
      DomainError,
    )
    await expect(
      issuePrescription(appointmentId, content, { doctorId: randomUUID() }, actor),
    ).rejects.toThrow(DomainError)
  })

  it('reissues: cancels the old one with its reason and links the new one to it, in one go', async () => {
    const appointmentId = await onlineAppointment()
    const first = await issuePrescription(appointmentId, content, { doctorId }, actor)
    const second = await issuePrescription(
      appointmentId,
      { ...content, provisional: false, diagnosis: 'Pulmonary TB' },
      { doctorId },
      actor,
      { replaces: { prescriptionId: first.id, reason: 'Diagnosis confirmed' } },
    )
    expect(second.replacedNumber).toBe(first.number)
    const [newest, old] = await listPrescriptions(appointmentId)
    expect(newest).toMatchObject({ id: second.id, replacesId: first.id, cancelledAt: null })
    expect(old).toMatchObject({ id: first.id, cancelReason: 'Diagnosis confirmed' })
    expect(old!.cancelledAt).toBeInstanceOf(Date)
    const actions = await getDb()
      .select({ action: auditLog.action, subjectId: auditLog.subjectId })
      .from(auditLog)
      .where(sql`${auditLog.subjectId} in (${first.id}, ${second.id})`)
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'prescription.cancelled', subjectId: first.id },
        { action: 'prescription.issued', subjectId: second.id },
      ]),
    )
    // The old one cannot be cancelled (or replaced) again.
    await expect(
      cancelPrescription(
        appointmentId,
        { prescriptionId: first.id, reason: 'again' },
        { doctorId },
        actor,
      ),
    ).rejects.toThrow(DomainError)
  })

  it('the database refuses to change or delete an issued prescription, or cancel it twice', async () => {
    const appointmentId = await onlineAppointment()
    const { id } = await issuePrescription(appointmentId, content, { doctorId }, actor)
    const db = getDb()
    await expect(
      db
        .update(prescriptions)
        .set({ content: { ...content, diagnosis: 'Changed' } })
        .where(eq(prescriptions.id, id)),
    ).rejects.toThrow()
    await expect(
      db
        .update(prescriptions)
        .set({
          cancelledAt: new Date(),
          cancelReason: 'x',
          cancelledBy: 'u',
          doctorName: 'Someone else',
        })
        .where(eq(prescriptions.id, id)),
    ).rejects.toThrow()
    await expect(db.delete(prescriptions).where(eq(prescriptions.id, id))).rejects.toThrow()
    await db
      .update(prescriptions)
      .set({ cancelledAt: new Date(), cancelReason: 'Wrong patient', cancelledBy: 'u' })
      .where(eq(prescriptions.id, id))
    await expect(
      db
        .update(prescriptions)
        .set({ cancelReason: 'Another reason' })
        .where(eq(prescriptions.id, id)),
    ).rejects.toThrow()
    const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id))
    expect(row).toMatchObject({ cancelReason: 'Wrong patient', content })
  })

  it('makes a PDF with embedded fonts whose text holds the medicine and the registration number', async () => {
    const appointmentId = await onlineAppointment()
    await issuePrescription(appointmentId, content, { doctorId }, actor)
    const [record] = await listPrescriptions(appointmentId)
    const pdf = await renderPdf(prescriptionDocument(record!))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(pdf)
    expect(text).toContain('Azithromycin')
    expect(text).toContain('UPMC-45678')
    expect(text).toContain(record!.number)
    // Every font is embedded (a FontFile2 stream), none left to the reader's machine.
    const raw = pdf.toString('latin1')
    const fonts = raw.match(/\/Type \/FontDescriptor/g) ?? []
    expect(fonts.length).toBeGreaterThan(0)
    expect((raw.match(/\/FontFile2 /g) ?? []).length).toBe(fonts.length)
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/)
  })

  it('shows the ABHA of whom it is for: a family member’s own, the holder’s, none for a guest', async () => {
    await getDb().insert(user).values({
      id: 'rx-abha-holder',
      name: 'Ravi Kumar',
      email: 'rx-abha@example.com',
      abhaNumber: '91123456789012',
      abhaAddress: 'ravi.kumar@abdm',
    })
    const [member] = await getDb()
      .insert(familyMembers)
      .values({
        accountUserId: 'rx-abha-holder',
        name: 'Asha Kumari',
        relation: 'child',
        sex: 'female',
        birthYear: 2019,
        abhaNumber: '12345678901234',
      })
      .returning({ id: familyMembers.id })
    const holders = await onlineAppointment('rx-abha@example.com')
    await getDb()
      .update(appointments)
      .set({ patientUserId: 'rx-abha-holder' })
      .where(eq(appointments.id, holders))
    const childs = await onlineAppointment('rx-abha@example.com')
    await getDb()
      .update(appointments)
      .set({
        patientUserId: 'rx-abha-holder',
        familyMemberId: member!.id,
        patientName: 'Asha Kumari',
      })
      .where(eq(appointments.id, childs))
    const guests = await onlineAppointment()
    const [own, child, guest] = await Promise.all(
      [holders, childs, guests].map(async (id) => {
        await issuePrescription(id, content, { doctorId }, actor)
        return (await listPrescriptions(id))[0]!
      }),
    )
    expect(await prescriptionAbha(own!)).toEqual({
      abhaNumber: '91123456789012',
      abhaAddress: 'ravi.kumar@abdm',
    })
    expect(await prescriptionAbha(child!)).toEqual({
      abhaNumber: '12345678901234',
      abhaAddress: null,
    })
    expect(await prescriptionAbha(guest!)).toBeNull()

    const page = await prescriptionView(child!, 'hi')
    expect(page.abha).toEqual({ number: '12-3456-7890-1234', address: null })
    expect((await prescriptionView(guest!, 'en')).abha).toBeNull()
    const text = await pdfText(
      await renderPdf(prescriptionDocument(own!, await prescriptionAbha(own!))),
    )
    expect(text).toMatch(/ABHA number \/ .*91-1234-5678-9012/)
    expect(text).toContain('ravi.kumar@abdm')
    const guestText = await pdfText(await renderPdf(prescriptionDocument(guest!, null)))
    expect(guestText).not.toContain('ABHA')
  })
})
