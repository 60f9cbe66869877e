import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { registerPatient } from '#app/domain/accounts/register.server.ts'
import { signInWithPassword } from '#app/domain/accounts/sign-in.server.ts'
import {
  issuePrescription,
  listPrescriptions,
} from '#app/domain/prescriptions/prescriptions.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { RECORD_PRESCRIPTION } from '#tests/support/records.ts'
import { loader as verifyLoader } from '#app/routes/prescriptions/verify.tsx'
import { loader as pdfLoader } from './prescription-pdf.ts'
import { action, loader } from './prescription.tsx'

// The prescription page through its route modules with real sessions. Cancelling without a new
// one: who may see the form and send it, what a missing reason is answered, and what follows (the
// audit, the patient's e-mail, the public check). The patient's age and sex: asked of the doctor
// when the account has none (made by mobile), printed on the page and the PDF, kept on the account.

const IP = '198.51.100.20'
const context = { cspNonce: '', requestId: 'test', clientIp: IP }
const headers = () => new Headers({ origin: 'http://localhost:3000', 'x-forwarded-for': IP })
const cookieOf = (set: Headers) =>
  set
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

type Person = { id: string; cookie: string }

/** An account of `role`, signed in. */
async function person(name: string, role: 'patient' | 'doctor' | 'admin'): Promise<Person> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`
  const account = { name, email, phone: '+919811100001', password: 'cancel-test-2026-x' }
  await registerPatient(account, headers(), 'en')
  await getDb().update(user).set({ role }).where(eq(user.email, email))
  const signedIn = await signInWithPassword(account, headers())
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))
  return { id: row!.id, cookie: cookieOf((signedIn as { headers: Headers }).headers) }
}

const content = RECORD_PRESCRIPTION

/** What a loader or action answered, thrown or returned: its status and data. */
async function answerOf(run: () => Promise<unknown>) {
  let answer: unknown
  try {
    answer = await run()
  } catch (thrown) {
    answer = thrown
  }
  if (answer instanceof Response) return { status: answer.status, data: null, response: answer }
  const reply = answer as { init?: { status?: number } | null; data?: unknown }
  return {
    status: reply.init?.status ?? 200,
    data: reply.data as Record<string, unknown>,
    response: null,
  }
}

const pagePath = (id: string, query = '') =>
  `http://localhost:3000/consultations/${id}/prescription${query}`

function load(who: Person | null, appointmentId: string, query = '') {
  return answerOf(() =>
    loader({
      request: new Request(pagePath(appointmentId, query), {
        headers: who ? { cookie: who.cookie } : {},
      }),
      params: { id: appointmentId },
      context,
    } as never),
  )
}

function post(
  who: Person | null,
  appointmentId: string,
  fields: Record<string, string>,
  query = '?cancel=1',
) {
  return answerOf(() =>
    action({
      request: new Request(pagePath(appointmentId, query), {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(who ? { cookie: who.cookie } : {}),
        },
      }),
      params: { id: appointmentId },
      context,
    } as never),
  )
}

/** The text of every page of a PDF, as a PDF reader extracts it. */
async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const text = await (await document.getPage(n)).getTextContent()
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

/** The doctor's form as filled in: the prescription, and the patient's age and sex as given. */
const filledForm = (patient: Record<string, string>) => ({
  diagnosis: 'Viral fever',
  'medicines[0].name': 'Paracetamol',
  'medicines[0].strength': '500 mg',
  'medicines[0].form': 'tablet',
  'medicines[0].dose': '1 tablet',
  'medicines[0].frequency': 'thrice_daily',
  'medicines[0].days': '3',
  'medicines[0].food': 'after_food',
  ...patient,
})

describeOnEachDatabase('the prescription page', () => {
  let slot = 0
  /** An online consultation with the doctor, an hour apart from the others. */
  async function consultation(patientUserId: string | null, name: string, email: string | null) {
    slot += 1
    const startsAt = new Date(Date.now() + slot * 3_600_000)
    const [row] = await getDb()
      .insert(appointments)
      .values({
        doctorId,
        patientUserId,
        patientName: name,
        patientEmail: email,
        patientPhone: '+919811100002',
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

  let doctor: Person
  let otherDoctor: Person
  let patient: Person
  let admin: Person
  let doctorId = ''
  let appointmentId = ''
  let prescriptionId = ''
  let verificationCode = ''

  beforeAll(async () => {
    await seedDemoData(getDb())
    doctor = await person('Dr. Writes', 'doctor')
    otherDoctor = await person('Dr. Other', 'doctor')
    patient = await person('Sunita Devi', 'patient')
    admin = await person('Clinic Admin', 'admin')
    const [first, second] = await getDb().select({ id: doctors.id }).from(doctors).limit(2)
    doctorId = first!.id
    await getDb().update(doctors).set({ userId: doctor.id }).where(eq(doctors.id, first!.id))
    await getDb().update(doctors).set({ userId: otherDoctor.id }).where(eq(doctors.id, second!.id))
    appointmentId = await consultation(patient.id, 'Sunita Devi', 'sunita.cancel@example.com')
    const issued = await issuePrescription(
      appointmentId,
      content,
      { doctorId },
      { userId: doctor.id, ipAddress: IP },
    )
    prescriptionId = issued.id
    const [record] = await listPrescriptions(appointmentId)
    verificationCode = record!.verificationCode
  })

  it('is offered to the appointment’s doctor only, and refused to everyone else', async () => {
    const asked = await load(doctor, appointmentId, '?cancel=1')
    expect(asked.status).toBe(200)
    expect(asked.data).toMatchObject({ isDoctor: true, cancelling: true })
    // The patient and the staff read the page, but get no form even when they ask for it.
    for (const reader of [patient, admin]) {
      const page = await load(reader, appointmentId, '?cancel=1')
      expect(page.status).toBe(200)
      expect(page.data).toMatchObject({ isDoctor: false, cancelling: false })
    }
    // Another doctor does not even learn there is a consultation.
    expect((await load(otherDoctor, appointmentId, '?cancel=1')).status).toBe(404)
    expect((await load(null, appointmentId, '?cancel=1')).status).toBe(404)

    const fields = { intent: 'cancel', prescriptionId, reason: 'Wrong patient' }
    for (const who of [patient, admin, otherDoctor, null])
      expect((await post(who, appointmentId, fields)).status).toBe(404)
    const [row] = await getDb()
      .select({ cancelledAt: prescriptions.cancelledAt })
      .from(prescriptions)
      .where(eq(prescriptions.id, prescriptionId))
    expect(row!.cancelledAt).toBeNull()
  })

  it('asks for a reason, next to its field, before anything is cancelled', async () => {
    const answer = await post(doctor, appointmentId, {
      intent: 'cancel',
      prescriptionId,
      reason: ' ',
    })
    expect(answer.status).toBe(400)
    const result = answer.data!.result as { error: Record<string, string[]> }
    expect(result.error.reason).toEqual(['prescription:errors.cancelReason'])
    expect((await listPrescriptions(appointmentId))[0]!.cancelledAt).toBeNull()
  })

  it('cancels with the reason: audited, the patient told, the public check says cancelled', async () => {
    const answer = await post(doctor, appointmentId, {
      intent: 'cancel',
      prescriptionId,
      reason: 'Issued for the wrong visit',
    })
    // Back to the page (now without a current prescription), with a toast.
    expect(answer.status).toBe(302)
    expect(answer.response!.headers.get('Location')).toBe(
      `/consultations/${appointmentId}/prescription`,
    )
    const [record] = await listPrescriptions(appointmentId)
    expect(record).toMatchObject({ id: prescriptionId, cancelReason: 'Issued for the wrong visit' })
    expect(record!.cancelledAt).toBeInstanceOf(Date)

    const audit = await getDb()
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectId, prescriptionId), eq(auditLog.action, 'prescription.cancelled')),
      )
    expect(audit).toEqual([{ action: 'prescription.cancelled', actor: doctor.id }])

    const [mail] = await getDb()
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'prescription.cancelled'))
    expect(mail).toMatchObject({ to: 'sunita.cancel@example.com' })
    expect(mail!.subject).toContain(record!.number)
    expect(mail!.text).toContain('Issued for the wrong visit')
    expect(mail!.text).toContain(`/consultations/${appointmentId}/prescription`)

    const check = await answerOf(() =>
      verifyLoader({
        request: new Request(`http://localhost:3000/prescriptions/verify/${verificationCode}`),
        params: { code: verificationCode },
        context,
      } as never),
    )
    expect(check.status).toBe(200)
    expect((check.data!.found as { cancelledOn: string | null }).cancelledOn).toBeTruthy()

    // The doctor may write a new one afterwards; a second cancellation finds nothing to cancel.
    expect((await load(doctor, appointmentId)).data).toMatchObject({ writing: true, current: null })
    const again = await post(doctor, appointmentId, {
      intent: 'cancel',
      prescriptionId,
      reason: 'Once more',
    })
    expect(again.status).toBe(409)
  })

  it('asks the doctor for the age and sex an account made by mobile lacks, and prints them', async () => {
    // Registered with a mobile number and a code: a name, no e-mail, no age or sex.
    const mobileAccount = randomUUID()
    await getDb()
      .insert(user)
      .values({ id: mobileAccount, name: 'Kamla Prasad', phoneNumber: '+919811100077' })
    const first = await consultation(mobileAccount, 'Kamla Prasad', null)

    const page = await load(doctor, first)
    expect(page.data).toMatchObject({
      writing: true,
      patientStart: { patientAge: '', patientSex: '' },
    })

    // Without them: refused next to their fields, everything typed kept.
    const refused = await post(doctor, first, filledForm({}), '')
    expect(refused.status).toBe(400)
    const reply = refused.data!.result as {
      error: Record<string, string[]>
      initialValue: Record<string, unknown>
    }
    expect(reply.error.patientAge).toEqual(['prescription:errors.patientAge'])
    expect(reply.error.patientSex).toEqual(['prescription:errors.patientSex'])
    expect(reply.initialValue.diagnosis).toBe('Viral fever')
    const silly = await post(doctor, first, filledForm({ patientAge: '340', patientSex: 'x' }), '')
    expect(silly.status).toBe(400)
    await expect(listPrescriptions(first)).resolves.toEqual([])

    const issued = await post(
      doctor,
      first,
      filledForm({ patientAge: '34', patientSex: 'female' }),
      '',
    )
    expect(issued.status).toBe(302)
    const [record] = await listPrescriptions(first)
    expect(record).toMatchObject({ patientAge: '34', patientSex: 'female' })
    // On the page…
    const shown = await load(doctor, first)
    expect((shown.data!.current as { patient: string }).patient).toBe(
      'Kamla Prasad, 34 years, female',
    )
    // …and in the PDF.
    const pdf = (
      await answerOf(() =>
        pdfLoader({
          request: new Request(pagePath(first).replace('/prescription', '/prescription.pdf'), {
            headers: { cookie: doctor.cookie },
          }),
          params: { id: first },
          context,
        } as never),
      )
    ).response!
    expect(pdf.status).toBe(200)
    expect(await pdfText(await pdf.arrayBuffer())).toContain('Kamla Prasad, 34 years, female')

    // Kept on the account: the next consultation's form starts with them.
    const [account] = await getDb()
      .select({ sex: user.sex, birthYear: user.birthYear })
      .from(user)
      .where(eq(user.id, mobileAccount))
    expect(account).toEqual({
      sex: 'female',
      birthYear: Number(new Date().toISOString().slice(0, 4)) - 34,
    })
    const next = await consultation(mobileAccount, 'Kamla Prasad', null)
    expect((await load(doctor, next)).data).toMatchObject({
      patientStart: { patientAge: '34', patientSex: 'female' },
    })
  })

  it('keeps a guest’s age and sex on the prescription only, and a reissue starts from them', async () => {
    const guest = await consultation(null, 'Mohan Lal', 'mohan@example.com')
    expect(
      (await post(doctor, guest, filledForm({ patientAge: '61', patientSex: 'male' }), '')).status,
    ).toBe(302)
    const [record] = await listPrescriptions(guest)
    expect(record).toMatchObject({ patientAge: '61', patientSex: 'male' })
    expect((await load(doctor, guest, '?reissue=1')).data).toMatchObject({
      reissuing: true,
      patientStart: { patientAge: '61', patientSex: 'male' },
    })
  })
})
