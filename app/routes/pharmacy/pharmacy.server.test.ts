import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { medicineOrderFiles, medicineOrderLines, medicineOrders } from '#app/db/schema/pharmacy.ts'
import { deleteAccount } from '#app/domain/privacy/account-records.server.ts'
import { registerPatient } from '#app/domain/accounts/register.server.ts'
import { signInWithPassword } from '#app/domain/accounts/sign-in.server.ts'
import { answerList, createMedicineOrder } from '#app/domain/pharmacy/orders.server.ts'
import { issuePrescription } from '#app/domain/prescriptions/prescriptions.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { MAX_FILE_BYTES } from '#app/utils/files/file-kinds.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { fileOf, photoWithGps } from '#tests/support/files.ts'
import { action as orderAction } from './order.tsx'
import { loader as fileLoader } from './file.ts'
import { loader as trackLoader } from './track.tsx'

// The order form, the tracking page and the prescription's files, through their route modules
// with real sessions: who may read what, and what every kind of bad input is answered.

const headers = () =>
  new Headers({ origin: 'http://localhost:3000', 'x-forwarded-for': '198.51.100.7' })
const cookieOf = (set: Headers) =>
  set
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

type Patient = { id: string; cookie: string }

async function patient(name: string, email: string, phone: string): Promise<Patient> {
  const person = { name, email, phone, password: 'pharmacy-test-2026' }
  await registerPatient(person, headers(), 'en')
  const signedIn = await signInWithPassword(person, headers())
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))
  return { id: row!.id, cookie: cookieOf((signedIn as { headers: Headers }).headers) }
}

const context = { cspNonce: '', requestId: 'test', clientIp: '198.51.100.7' }

type Fields = Record<string, string | string[] | File | File[]>

function orderForm(fields: Fields): FormData {
  const form = new FormData()
  const all: Fields = {
    requestKey: crypto.randomUUID(),
    patientName: 'Sunita Devi',
    phone: '+919876512345',
    mode: 'delivery',
    address: 'House 12, Station Road',
    pinCode: '227301',
    paymentMethod: 'cash',
    ...fields,
  }
  for (const [name, value] of Object.entries(all))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one)
  return form
}

/** Posts the order form as `who` (or signed out); the answer, whether a redirect or a reply. */
async function postOrder(who: Patient | null, fields: Fields) {
  const request = new Request('http://localhost:3000/medicines/order', {
    method: 'POST',
    body: orderForm(fields),
    headers: who ? { cookie: who.cookie } : {},
  })
  try {
    return (await orderAction({ request, params: {}, context } as never)) as unknown
  } catch (thrown) {
    return thrown
  }
}

/** A reply's status and the errors by field. */
function replyOf(answer: unknown) {
  const reply = answer as { init: { status: number }; data: { result: { error: object } } }
  return { status: reply.init.status, errors: reply.data.result.error as Record<string, string[]> }
}

const trackingToken = (answer: unknown) => {
  const location = (answer as Response).headers.get('Location') ?? ''
  return /\/medicines\/orders\/([^/?]+)/.exec(location)?.[1] ?? ''
}

async function readFile(who: Patient | null, token: string, fileId: string) {
  const request = new Request(`http://localhost:3000/medicines/orders/${token}/files/${fileId}`, {
    headers: who ? { cookie: who.cookie } : {},
  })
  try {
    return (await fileLoader({ request, params: { token, fileId }, context } as never)) as Response
  } catch (thrown) {
    return thrown as Response
  }
}

async function track(who: Patient, token: string) {
  const request = new Request(`http://localhost:3000/medicines/orders/${token}`, {
    headers: { cookie: who.cookie },
  })
  return (await trackLoader({ request, params: { token }, context } as never)) as unknown as {
    init: { status: number } | null
    data: { refused: string | null }
  }
}

describeOnEachDatabase('medicine orders through their pages', () => {
  let sunita: Patient
  let ramesh: Patient
  beforeAll(async () => {
    sunita = await patient('Sunita Devi', 'sunita@example.com', '+919876512345')
    ramesh = await patient('Ramesh Yadav', 'ramesh@example.com', '+919876512346')
  })

  it('takes a prescription photo without its location; only its patient may read it', async () => {
    const photo = fileOf(await photoWithGps(), 'rx.jpg', 'image/jpeg')
    const answer = await postOrder(sunita, { camera: photo, note: 'Only 5 days, please' })
    expect((answer as Response).status).toBe(303)
    const token = trackingToken(answer)
    const [order] = await getDb()
      .select()
      .from(medicineOrders)
      .where(eq(medicineOrders.accountUserId, sunita.id))
    expect(order).toMatchObject({ status: 'submitted', source: 'upload', area: 'haidergarh' })
    const [page] = await getDb()
      .select()
      .from(medicineOrderFiles)
      .where(eq(medicineOrderFiles.orderId, order!.id))
    const sms = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, '+919876512345'))
    expect(sms.some((m) => m.text.includes(order!.number) && m.text.includes(token))).toBe(true)

    const own = await readFile(sunita, token, page!.fileId)
    expect(own.status).toBe(200)
    expect(own.headers.get('Cache-Control')).toBe('private, no-store')
    const kept = Buffer.from(await own.arrayBuffer())
    const metadata = await sharp(kept).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(kept.includes(Buffer.from('Secret Model 7'))).toBe(false)

    // Another patient, with the same link, gets nothing; signed out, the sign-in page.
    expect((await readFile(ramesh, token, page!.fileId)).status).toBe(404)
    const anonymous = await readFile(null, token, page!.fileId)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('Location')).toContain('/login')
    // Nor the order itself.
    const theirs = await track(ramesh, token)
    expect(theirs.init?.status).toBe(403)
    expect(theirs.data.refused).toBe('not-yours')
    expect((await track(sunita, token)).data.refused).toBeNull()
    expect((await track(sunita, 'not-a-token')).init?.status).toBe(404)
  })

  it('refuses disguised, empty and oversized files next to the field, keeping what was typed', async () => {
    const disguised = await postOrder(sunita, {
      pages: fileOf('<script>alert(1)</script>', 'photo.jpg', 'image/jpeg'),
    })
    expect(replyOf(disguised).status).toBe(400)
    expect(replyOf(disguised).errors.pages?.[0]).toMatch(/^files:typeNotAllowed/)
    expect(
      (disguised as { data: { result: { initialValue: { note?: string; address: string } } } }).data
        .result.initialValue.address,
    ).toBe('House 12, Station Road')
    // A page id that is not one: no page, never a server error.
    const junk = await postOrder(sunita, { keptPage: 'abc', line: [] })
    expect(replyOf(junk).status).toBe(400)
    const empty = await postOrder(sunita, { pages: fileOf('', 'blank.jpg', 'image/jpeg') })
    expect(replyOf(empty).errors.pages?.[0]).toBe('files:empty')
    const large = await postOrder(sunita, {
      pages: fileOf(new Uint8Array(MAX_FILE_BYTES + 1), 'huge.jpg', 'image/jpeg'),
    })
    expect(replyOf(large).errors.pages?.[0]).toMatch(/8 MB/)
  })

  it('refuses a prescription-only medicine without a prescription, a pin code outside, too many packs', async () => {
    const rx = replyOf(await postOrder(sunita, { line: ['amoxycillin-500-capsule*1'] }))
    expect(rx.status).toBe(400)
    expect(rx.errors.pages?.[0]).toBe(
      "Amoxycillin 500 mg: a doctor's prescription is needed. Attach a photo or PDF of it.",
    )
    const outside = replyOf(
      await postOrder(sunita, { line: ['paracetamol-500-tablet*2'], pinCode: '110001' }),
    )
    expect(outside.errors.pinCode?.[0]).toContain('We do not deliver to this pin code')
    const lucknow = replyOf(
      await postOrder(sunita, { line: ['paracetamol-500-tablet*2'], pinCode: '226010' }),
    )
    expect(lucknow.errors.pinCode?.[0]).toMatch(/The nearest area we serve is .+ \(about \d+ km/)
    const tooMany = replyOf(await postOrder(sunita, { line: ['paracetamol-500-tablet*11'] }))
    expect(tooMany.errors['']?.[0]).toContain('unknownLine')
    const noAddress = replyOf(
      await postOrder(sunita, { line: ['paracetamol-500-tablet*1'], address: '' }),
    )
    expect(noAddress.errors.address).toBeDefined()
  })

  it('keeps pages attached when another field is wrong, and sends them with the corrected form', async () => {
    const photo = fileOf(await photoWithGps(), 'page1.jpg', 'image/jpeg')
    const first = await postOrder(sunita, { pages: photo, pinCode: '1' })
    const kept = (first as { data: { pages: { id: string }[] } }).data.pages
    expect(replyOf(first).errors.pinCode).toBeDefined()
    expect(kept).toHaveLength(1)
    // Another patient cannot claim the page.
    const stolen = await postOrder(ramesh, { keptPage: kept[0]!.id, line: [] })
    expect(replyOf(stolen).errors.pages?.[0]).toContain('empty')
    const second = await postOrder(sunita, { keptPage: kept[0]!.id })
    expect((second as Response).status).toBe(303)
    const attached = await getDb()
      .select()
      .from(medicineOrderFiles)
      .where(eq(medicineOrderFiles.fileId, kept[0]!.id))
    expect(attached).toHaveLength(1)
  })

  it('lets the patient accept or refuse substitutes; refusing every line cancels the order', async () => {
    const answer = await postOrder(sunita, {
      line: ['paracetamol-500-tablet*2'],
      mode: 'pickup',
      address: '',
      pinCode: '',
    })
    const token = trackingToken(answer)
    const [order] = await getDb()
      .select()
      .from(medicineOrders)
      .where(eq(medicineOrders.source, 'cart'))
    // What the pharmacist's check leaves (workflow.server.ts): a substitute awaiting an answer.
    await getDb().delete(medicineOrderLines).where(eq(medicineOrderLines.orderId, order!.id))
    const [sub] = await getDb()
      .insert(medicineOrderLines)
      .values({
        orderId: order!.id,
        position: 0,
        slug: 'paracetamol-500-tablet',
        brand: 'Pacimol 500',
        quantity: 2,
        unitPriceInr: 18,
        mrpInr: 20,
        substituteForSlug: 'paracetamol-500-tablet',
        substituteForBrand: 'Calpol 500',
      })
      .returning()
    await getDb()
      .update(medicineOrders)
      .set({
        status: 'awaiting_patient',
        checkedAt: new Date(),
        pharmacistName: 'Mohd. Arif Khan',
        pharmacistRegistration: 'UPSPC 71542',
        totalInr: 36,
      })
      .where(eq(medicineOrders.id, order!.id))
    await expect(answerList(order!.id, ramesh.id, { [sub!.id]: 'accepted' })).rejects.toThrow()
    await expect(answerList(order!.id, sunita.id, {})).rejects.toMatchObject({
      field: `response-${sub!.id}`,
    })
    expect(await answerList(order!.id, sunita.id, { [sub!.id]: 'refused' })).toEqual({
      status: 'cancelled',
      refused: 1,
    })
    const [after] = await getDb()
      .select()
      .from(medicineOrders)
      .where(eq(medicineOrders.id, order!.id))
    expect(after).toMatchObject({ status: 'cancelled', totalInr: 0 })
    expect((await track(sunita, token)).data.refused).toBeNull()
  })

  it('sells a prescription-only medicine against the account’s own e-prescription, not another’s', async () => {
    const [department] = await getDb().select({ id: departments.id }).from(departments).limit(1)
    const [doctor] = await getDb()
      .insert(doctors)
      .values({
        slug: 'dr-pharmacy-test',
        name: 'Dr. Sunita Verma',
        departmentId: department!.id,
        qualifications: 'MBBS, MD (Medicine)',
        registrationNumber: 'UPMC-45678',
        gender: 'female',
        experienceYears: 12,
        feeInr: 400,
      })
      .returning({ id: doctors.id })
    const startsAt = new Date(Date.now() + 3_600_000)
    const [appointment] = await getDb()
      .insert(appointments)
      .values({
        doctorId: doctor!.id,
        patientUserId: sunita.id,
        patientName: 'Sunita Devi',
        patientPhone: '+919876512345',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 600_000),
        mode: 'video',
        status: 'confirmed',
        manageTokenHash: crypto.randomUUID(),
        requestKey: crypto.randomUUID(),
      })
      .returning({ id: appointments.id })
    const { id: prescriptionId } = await issuePrescription(
      appointment!.id,
      {
        diagnosis: 'Throat infection',
        provisional: false,
        medicines: [
          {
            name: 'Amoxycillin',
            strength: '500 mg',
            form: 'capsule',
            dose: '1 capsule',
            frequency: 'thrice_daily',
            days: 5,
            food: 'after_food',
          },
        ],
        tests: [],
      },
      { doctorId: doctor!.id },
      { userId: 'doctor-user', ipAddress: null },
    )
    const order = (account: Patient) => ({
      requestKey: crypto.randomUUID(),
      accountUserId: account.id,
      lines: ['amoxycillin-500-capsule*1'],
      prescriptionId,
      pageFileIds: [],
      patientName: 'Sunita Devi',
      phone: '+919876512345',
      email: null,
      locale: 'en' as const,
      mode: 'pickup' as const,
      address: '',
      pinCode: null,
      paymentMethod: 'upi' as const,
      note: '',
    })
    const placed = await createMedicineOrder(order(sunita))
    const [row] = await getDb()
      .select()
      .from(medicineOrders)
      .where(eq(medicineOrders.id, placed.id))
    expect(row).toMatchObject({ source: 'e_prescription', prescriptionId, status: 'submitted' })
    const refused = await createMedicineOrder(order(ramesh)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DomainError)
    expect((refused as DomainError).field).toBe('pages')
    // The e-prescription stands only for what it names: another prescription-only medicine needs
    // a photo of a prescription for it.
    const other = await createMedicineOrder({
      ...order(sunita),
      lines: ['amoxycillin-500-capsule*1', 'paracetamol-650-tablet*1'],
    }).catch((error: unknown) => error)
    expect(other).toBeInstanceOf(DomainError)
    expect((other as DomainError).values).toEqual({ medicines: 'Paracetamol 650 mg' })
    // Another account sending the same form key gets no link to this order.
    const copied = await createMedicineOrder({
      ...order(ramesh),
      requestKey: row!.requestKey,
      lines: ['paracetamol-500-tablet*1'],
      prescriptionId: null,
    }).catch((error: unknown) => error)
    expect(copied).toBeInstanceOf(DomainError)
    expect((copied as DomainError).kind).toBe('conflict')
  })

  it('deletes the account’s prescription files with it and keeps the order without its details', async () => {
    const pages = await getDb()
      .select({ fileId: medicineOrderFiles.fileId })
      .from(medicineOrderFiles)
      .innerJoin(medicineOrders, eq(medicineOrders.id, medicineOrderFiles.orderId))
      .where(eq(medicineOrders.accountUserId, sunita.id))
    expect(pages.length).toBeGreaterThan(0)
    await deleteAccount(sunita.id)
    const files = await getDb()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, sunita.id))
    expect(files).toHaveLength(0)
    for (const page of pages)
      expect(
        await getDb().select().from(storedFiles).where(eq(storedFiles.id, page.fileId)),
      ).toHaveLength(0)
    const orders = await getDb()
      .select()
      .from(medicineOrders)
      .where(eq(medicineOrders.patientName, '[deleted]'))
    expect(orders.length).toBeGreaterThan(0)
    expect(orders.every((order) => order.phone === '' && order.note === '')).toBe(true)
    expect(orders.every((order) => order.status !== 'submitted')).toBe(true)
  })
})
