import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import {
  facilities,
  facilityHours,
  providerApplicationFiles,
  providerApplications,
} from '#app/db/schema/network.ts'
import { action as joinAction } from '#app/routes/network/join.tsx'
import { action as answerAction, loader as statusLoader } from '#app/routes/network/application.tsx'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { fileOf, makePdf } from '#tests/support/files.ts'
import {
  approveApplication,
  askForMore,
  getApplicationForAdmin,
  rejectApplication,
} from './application-admin.server.ts'
import { DOCUMENTS_PER_ADDRESS_PER_HOUR, documentUploadAllowed } from './applications.server.ts'

// Joining the network through the form's route module (no account), then the admins' decisions:
// documents kept across a corrected form, duplicates refused, and approval creating exactly one
// listing even when two admins approve at once.

const context = { cspNonce: '', requestId: 'test', clientIp: '198.51.100.9' }
type Fields = Record<string, string | string[] | File>

const doctorFields = (registrationNumber: string): Fields => ({
  requestKey: crypto.randomUUID(),
  kind: 'doctor',
  name: 'Dr. Kavita Mishra',
  registrationNumber,
  gender: 'female',
  department: 'pediatric',
  qualifications: 'MBBS, DCH',
  experienceYears: '9',
  languages: ['Hindi', 'Awadhi'],
  feeInr: '400',
  council: 'upmc',
  contactName: 'Kavita Mishra',
  phone: '98765 43100',
  email: 'Kavita.Mishra@example.com',
})

const facilityFields = (registrationNumber: string): Fields => ({
  requestKey: crypto.randomUUID(),
  kind: 'laboratory',
  name: 'Sahara Pathology',
  registrationNumber,
  address: 'Near the bus stand',
  town: 'Haidergarh',
  pinCode: '227301',
  facilityPhone: '05248 222333',
  services: ['pathology', 'sample_collection'],
  hoursMode: 'weekly',
  opensAt: '08:00',
  closesAt: '20:00',
  sundayOpen: 'on',
  accreditationBody: 'nabl',
  accreditationNumber: 'MC-5521',
  registrationAuthority: 'CMO Barabanki',
  contactName: 'Rajesh Gupta',
  phone: '+919876543101',
  email: 'sahara@example.com',
})

const pdf = (name = 'registration.pdf') => fileOf(makePdf(), name, 'application/pdf')

async function post(fields: Fields) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one)
  const request = new Request('http://localhost:3000/join', { method: 'POST', body: form })
  try {
    return (await joinAction({ request, params: {}, context } as never)) as unknown
  } catch (thrown) {
    return thrown
  }
}

type Reply = {
  init: { status: number }
  data: { result: { error?: Record<string, string[]> }; documents: { id: string }[] }
}
const tokenOf = (answer: unknown) =>
  /\/join\/([^/?]+)\?sent=1$/.exec((answer as Response).headers.get('Location') ?? '')?.[1] ?? ''
const numberOf = async (token: string) => {
  const page = (await statusLoader({
    request: new Request(`http://localhost:3000/join/${token}`),
    params: { token },
    context,
  } as never)) as { application: { number: string; status: string } }
  return page.application
}

describeOnEachDatabase('applications to join the network', () => {
  const admin = { userId: 'admin-join-test', ipAddress: '198.51.100.9' }
  beforeAll(async () => {
    await getDb()
      .insert(user)
      .values({ id: admin.userId, name: 'Asha Admin', email: 'asha@example.com', role: 'admin' })
  })

  it('keeps a document across a corrected form, then stores one application with it', async () => {
    const fields = doctorFields('UPMC 77001')
    const first = (await post({
      ...fields,
      qualifications: '',
      document0: pdf(),
      purpose0: 'registration',
    })) as Reply
    expect(first.init.status).toBe(400)
    expect(first.data.result.error?.qualifications).toEqual(['join:error.qualifications'])
    expect(first.data.documents).toHaveLength(1)
    // Another form cannot take that document.
    const other = (await post({
      ...doctorFields('UPMC 77002'),
      keptFile: `${first.data.documents[0]!.id}:registration`,
    })) as Reply
    expect(other.data.result.error?.documents).toEqual(['join:error.documentsMissing'])

    const answer = await post({
      ...fields,
      keptFile: `${first.data.documents[0]!.id}:registration`,
    })
    expect((answer as Response).status).toBe(303)
    const token = tokenOf(answer)
    const shown = await numberOf(token)
    expect(shown.number).toMatch(/^JOIN-\d{4}-\d{6}$/)
    expect(shown.status).toBe('submitted')
    // Sent again (a lost answer): the same application.
    expect(tokenOf(await post({ ...fields, keptFile: [] }))).toBe(token)
    const [stored] = await getDb()
      .select()
      .from(providerApplications)
      .where(eq(providerApplications.number, shown.number))
    expect(stored).toMatchObject({ email: 'kavita.mishra@example.com', phone: '+919876543100' })
    const files = await getDb()
      .select()
      .from(providerApplicationFiles)
      .where(eq(providerApplicationFiles.applicationId, stored!.id))
    expect(files).toHaveLength(1)
    const told = await getDb()
      .select({ channel: mailOutbox.channel, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'application.received'))
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect(told.every((m) => m.text.includes(shown.number) && m.text.includes(token))).toBe(true)
  })

  it('refuses a registration number already applied with or listed, next to its field', async () => {
    const again = (await post({
      ...doctorFields('upmc-77001'),
      document0: pdf(),
      purpose0: 'registration',
    })) as Reply
    expect(again.init.status).toBe(409)
    expect(again.data.result.error?.registrationNumber).toEqual(['join:error.duplicate'])

    const [department] = await getDb().select({ id: departments.id }).from(departments).limit(1)
    await getDb().insert(doctors).values({
      slug: 'dr-listed-already',
      name: 'Dr. Listed Already',
      departmentId: department!.id,
      qualifications: 'MBBS',
      registrationNumber: 'UPMC-55555',
      gender: 'male',
      experienceYears: 5,
      feeInr: 300,
    })
    const listed = (await post({
      ...doctorFields('UPMC 55555'),
      document0: pdf(),
      purpose0: 'registration',
    })) as Reply
    expect(listed.init.status).toBe(409)
    expect(listed.data.result.error?.registrationNumber).toEqual(['join:error.duplicate'])
    // The same number for a facility is another register: not a duplicate.
    const facility = await post({ ...facilityFields('UPMC 55555'), document0: pdf() })
    expect((facility as Reply).data?.result.error).toBeUndefined()
    expect((facility as Response).status).toBe(303)
  })

  it('counts the documents an address uploads, whatever becomes of its forms', async () => {
    expect(await documentUploadAllowed('203.0.113.5', DOCUMENTS_PER_ADDRESS_PER_HOUR)).toBe(true)
    expect(await documentUploadAllowed('203.0.113.5', 1)).toBe(false)
    expect(await documentUploadAllowed('203.0.113.6', 1)).toBe(true)
    expect(await documentUploadAllowed('203.0.113.7', 0)).toBe(true)
  })

  it('two applications with one registration number sent at once: one stored, one refused', async () => {
    const answers = (await Promise.all([
      post({ ...doctorFields('UPMC 66001'), document0: pdf() }),
      post({ ...doctorFields('UPMC-66001'), document0: pdf() }),
    ])) as unknown[]
    const stored = answers.filter((a) => (a as Response).status === 303)
    const refused = answers.filter((a) => (a as Reply).init?.status === 409) as Reply[]
    expect(stored).toHaveLength(1)
    expect(refused.map((r) => r.data.result.error?.registrationNumber)).toEqual([
      ['join:error.duplicate'],
    ])
    const rows = await getDb()
      .select({ id: providerApplications.id })
      .from(providerApplications)
      .where(eq(providerApplications.registrationKey, 'doctor:UPMC66001'))
    expect(rows).toHaveLength(1)
  })

  it('approving twice at once creates exactly one doctor, one account and one approval', async () => {
    const answer = await post({ ...doctorFields('UPMC 88001'), document0: pdf() })
    const { number } = await numberOf(tokenOf(answer))
    // The first application above holds that address; use a fresh one for the account.
    await getDb()
      .update(providerApplications)
      .set({ email: 'kavita.new@example.com', name: 'Dr. Kavita Mishra Two' })
      .where(eq(providerApplications.number, number))
    const results = await Promise.allSettled([
      approveApplication(number, 'submitted', admin),
      approveApplication(number, 'submitted', admin),
    ])
    const fulfilled = results.filter((r) => r.status === 'fulfilled')
    expect(fulfilled).toHaveLength(1)
    expect((fulfilled[0] as PromiseFulfilledResult<{ account: string }>).value.account).toBe(
      'created',
    )
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toBeInstanceOf(DomainError)
    expect((refused.reason as DomainError).message).toBe('applications:error.changed')

    const listed = await getDb()
      .select({
        id: doctors.id,
        council: doctors.council,
        verifiedOn: doctors.registrationVerifiedOn,
        userId: doctors.userId,
      })
      .from(doctors)
      .where(eq(doctors.registrationNumber, 'UPMC 88001'))
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ council: 'upmc' })
    expect(listed[0]!.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [account] = await getDb()
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.email, 'kavita.new@example.com'))
    expect(account).toMatchObject({ role: 'doctor', id: listed[0]!.userId })
    const application = await getApplicationForAdmin(number)
    expect(application).toMatchObject({ status: 'approved', doctorSlug: 'dr-kavita-mishra-two' })
    expect(application!.events.map((e) => e.kind)).toEqual(['submitted', 'approved'])
    const audits = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'application.approved'))
    expect(Number(audits[0]!.n)).toBe(1)
    const mails = await getDb()
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kavita.new@example.com'))
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'account.set-password',
      'application.approved',
    ])
  })

  it('lists a doctor without an account when the admin does not confirm the address is theirs', async () => {
    const answer = await post({ ...doctorFields('UPMC 88077'), document0: pdf() })
    const { number } = await numberOf(tokenOf(answer))
    const approval = await approveApplication(number, 'submitted', admin, { createAccount: false })
    expect(approval.account).toBe('not_asked')
    const listed = await getDb()
      .select({ userId: doctors.userId })
      .from(doctors)
      .where(eq(doctors.registrationNumber, 'UPMC 88077'))
    expect(listed).toEqual([{ userId: null }])
  })
  it('never lists a doctor twice: one listed meanwhile by hand stops the approval', async () => {
    const { number } = await numberOf(
      tokenOf(await post({ ...doctorFields('UPMC 99001'), document0: pdf() })),
    )
    const [department] = await getDb().select({ id: departments.id }).from(departments).limit(1)
    await getDb().insert(doctors).values({
      slug: 'dr-added-by-hand',
      name: 'Dr. Added By Hand',
      departmentId: department!.id,
      qualifications: 'MBBS',
      registrationNumber: 'upmc-99001',
      gender: 'female',
      experienceYears: 3,
      feeInr: 200,
    })
    await expect(approveApplication(number, 'submitted', admin)).rejects.toThrow(
      'applications:error.alreadyListed',
    )
    expect((await getApplicationForAdmin(number))?.status).toBe('submitted')
  })

  it('asks for more, takes the answer once, then lists the facility with its hours', async () => {
    const answer = await post({
      ...facilityFields('CEA/BBK/2026/311'),
      document0: pdf(),
      purpose0: 'registration',
    })
    const token = tokenOf(answer)
    const { number } = await numberOf(token)
    await askForMore(number, 'submitted', 'Please send the NABL certificate.', admin)
    // A page that still showed "submitted" cannot reject it now.
    await expect(rejectApplication(number, 'submitted', 'other', '', admin)).rejects.toThrow(
      'applications:error.changed',
    )
    const reply = async (text: string) => {
      const form = new FormData()
      form.append('answer', text)
      form.append('document0', pdf('nabl.pdf'))
      form.append('purpose0', 'accreditation')
      const request = new Request(`http://localhost:3000/join/${token}`, {
        method: 'POST',
        body: form,
      })
      return (await answerAction({ request, params: { token }, context } as never)) as unknown
    }
    expect(((await reply('Attached.')) as Response).status).toBe(302)
    // Sent again (a second press): shown the page with the answer, and nothing stored twice.
    const again = (await reply('Again.')) as Response
    expect([again.status, again.headers.get('location')]).toEqual([302, `/join/${token}`])
    const before = await getApplicationForAdmin(number)
    expect(before!.documents.map((d) => d.purpose)).toEqual(['registration', 'accreditation'])
    expect(before!.events.map((e) => e.kind)).toEqual(['submitted', 'info_requested', 'info_added'])

    await approveApplication(number, 'submitted', admin)
    const [facility] = await getDb()
      .select()
      .from(facilities)
      .where(eq(facilities.registrationNumber, 'CEA/BBK/2026/311'))
    expect(facility).toMatchObject({
      kind: 'laboratory',
      town: 'Haidergarh',
      openAllHours: false,
      services: ['pathology', 'sample_collection'],
      accreditations: [{ body: 'nabl', number: 'MC-5521', validUntil: null }],
    })
    // No coordinates given: placed at the pin code's area.
    expect(facility!.latitude).toBeCloseTo(26.6178)
    const hours = await getDb()
      .select()
      .from(facilityHours)
      .where(eq(facilityHours.facilityId, facility!.id))
    expect(hours).toHaveLength(7)
    expect(hours[0]).toMatchObject({ opensAt: '08:00:00', closesAt: '20:00:00' })
  })
})
