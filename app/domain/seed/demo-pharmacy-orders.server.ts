import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { type Database } from '#app/db/client.server.ts'
import { type DemoPicture, demoPictureJpeg } from '#app/domain/seed/demo-pictures.server.ts'
import { user } from '#app/db/schema/auth.ts'
import {
  type FulfilmentMode,
  medicineOrderEvents,
  medicineOrderFiles,
  medicineOrderLines,
  medicineOrderNumbers,
  medicineOrders,
  type MedicineOrderSource,
  type MedicineOrderStatus,
  type RequestedLine,
} from '#app/db/schema/pharmacy.ts'
import { DEMO_ACCOUNTS } from '#app/domain/accounts/demo-accounts.server.ts'
import { trackingTokenFor } from '#app/domain/pharmacy/links.server.ts'
import { findMedicine } from '#app/domain/pharmacy/medicines.ts'
import { PRESCRIPTION_PURPOSE } from '#app/domain/pharmacy/orders.server.ts'
import { deleteFile, storeUpload } from '#app/utils/files/files.server.ts'
import { hashToken } from '#app/utils/private-link.server.ts'

/**
 * The pharmacy in demo mode: four orders of the demo patient, so the pharmacist's queue has work
 * in every state — a photo of a handwritten prescription to read, a cart to check, a list waiting
 * for the patient's answer, and one out for delivery. Demo mode only (server/app.ts).
 */

type Db = Database

const PATIENT = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!
const PHARMACIST = DEMO_ACCOUNTS.find((a) => a.pharmacist)!
const ADDRESS = 'Ward 4, near the Hanuman temple, Haidergarh'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/**
 * A doctor's prescription as a phone photographs it: a printed letterhead, the doctor's hand in
 * blue ink (a slanted, uneven serif: the server has no handwriting font), a signature's scrawl.
 */
export function prescriptionSvg(): string {
  // Turned and slanted about the line's own start, as a hand writes it.
  const hand = (x: number, y: number, size: number, turn: number, text: string) =>
    `<text font-size="${size}" transform="translate(${x} ${y}) rotate(${turn}) skewX(-14)" fill="#1f3a93" font-family="DejaVu Serif, serif" font-style="italic">${text}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">
  <rect width="900" height="1200" fill="#f7f3e8"/>
  <rect x="20" y="20" width="860" height="1160" fill="#fffdf6" stroke="#d9d2bf" stroke-width="2"/>
  <text x="60" y="95" font-size="38" font-weight="bold" fill="#14532d" font-family="DejaVu Sans, sans-serif">Dr. R. K. Mishra</text>
  <text x="60" y="132" font-size="22" fill="#14532d" font-family="DejaVu Sans, sans-serif">MBBS, MD (Medicine) · Reg. No. UPMC 30517</text>
  <text x="60" y="164" font-size="20" fill="#3f3f46" font-family="DejaVu Sans, sans-serif">Mishra Clinic, Station Road, Haidergarh · 94150 00000</text>
  <line x1="60" y1="188" x2="840" y2="188" stroke="#14532d" stroke-width="3"/>
  ${hand(80, 250, 30, -1, 'Smt. Sunita Devi   48 y / F')}
  ${hand(620, 250, 28, -2, '21/11/26')}
  <text x="70" y="350" font-size="64" font-weight="bold" fill="#1f3a93" font-family="DejaVu Serif, serif" font-style="italic">℞</text>
  ${hand(150, 430, 34, -2, '1) Tab Amoxycillin 500')}
  ${hand(210, 480, 30, -1.5, '1 - 1 - 1  x 5 days')}
  ${hand(150, 580, 34, -2.5, '2) Tab Paracetamol 650')}
  ${hand(210, 630, 30, -1, '1 SOS  (fever)')}
  ${hand(150, 730, 34, -1.5, '3) ORS  1 pkt in 1 L water')}
  ${hand(120, 860, 28, -1, 'Plenty of fluids. Review after 5 days.')}
  <path d="M560 1010 c20 -40 40 30 60 -10 s30 -30 45 5 s25 20 40 -15 s20 -10 35 10 l40 -30" fill="none" stroke="#1f3a93" stroke-width="4" stroke-linecap="round"/>
  <text x="590" y="1060" font-size="20" fill="#3f3f46" font-family="DejaVu Sans, sans-serif">Signature</text>
</svg>`
}

/** The photo as the patient's phone would send it: a JPEG, slightly small. */
async function prescriptionPhoto(): Promise<File> {
  const jpeg = await demoPictureJpeg(demoPrescriptionPicture())
  return new File([jpeg], 'prescription.jpg', { type: 'image/jpeg' })
}

/** The drawn prescription of the demo orders, for the build to draw beforehand. */
export function demoPrescriptionPicture(): DemoPicture {
  return { svg: prescriptionSvg(), quality: 80 }
}

async function nextNumber(db: Db) {
  const { rows } = (await db.execute(
    sql`select nextval(${sql.raw(`'${medicineOrderNumbers.seqName}'`)})::int as n`,
  )) as unknown as { rows: [{ n: number }] }
  return `MED-${new Date().getUTCFullYear()}-${String(rows[0].n).padStart(6, '0')}`
}

type DemoLine = {
  slug: string
  brand?: string
  quantity: number
  priceInr?: number
  substituteFor?: string
  /** The brand the patient asked for, when another brand of the same medicine is given. */
  substituteForBrand?: string
}

type DemoOrder = {
  source: MedicineOrderSource
  mode: FulfilmentMode
  status: MedicineOrderStatus
  placedMinutesAgo: number
  note?: string
  requested: RequestedLine[]
  /** The pharmacist's list, for an order they have checked. */
  checked?: { lines: DemoLine[]; minutesAgo: number; note?: string }
  /** Later steps: status and minutes ago. */
  steps?: Array<[MedicineOrderStatus, number]>
  fileId?: string
}

async function insertOrder(db: Db, ids: { patient: string; pharmacist: string }, o: DemoOrder) {
  const requestKey = randomUUID()
  const known = o.requested.filter((line) => findMedicine(line.slug))
  const lines: DemoLine[] = (o.checked?.lines ?? known).filter((line) => findMedicine(line.slug))
  const priced = lines.map((line) => ({
    ...line,
    mrp: findMedicine(line.slug)!.mrpInr,
    price: line.priceInr ?? findMedicine(line.slug)!.mrpInr,
  }))
  const total = priced.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const placed = minutesAgo(o.placedMinutesAgo)
  const checkedAt = o.checked ? minutesAgo(o.checked.minutesAgo) : null
  const lastAt = o.steps?.at(-1) ? minutesAgo(o.steps.at(-1)![1]) : (checkedAt ?? placed)
  const [order] = await db
    .insert(medicineOrders)
    .values({
      number: await nextNumber(db),
      trackingTokenHash: hashToken(trackingTokenFor(requestKey)),
      requestKey,
      accountUserId: ids.patient,
      source: o.source,
      patientName: PATIENT.name,
      phone: PATIENT.phone,
      email: PATIENT.email,
      locale: 'hi',
      mode: o.mode,
      address: o.mode === 'delivery' ? ADDRESS : '',
      pinCode: o.mode === 'delivery' ? '227301' : null,
      area: o.mode === 'delivery' ? 'haidergarh' : null,
      paymentMethod: o.mode === 'delivery' ? 'cash' : 'upi',
      note: o.note ?? '',
      requested: known,
      status: o.status,
      totalInr: total,
      ...(o.checked
        ? {
            checkedBy: ids.pharmacist,
            pharmacistName: PHARMACIST.name,
            pharmacistRegistration: PHARMACIST.pharmacist!.registrationNumber,
            checkedAt,
            pharmacistNote: o.checked.note ?? '',
          }
        : {}),
      createdAt: placed,
      updatedAt: lastAt,
    })
    .returning({ id: medicineOrders.id })
  const orderId = order!.id
  if (priced.length > 0)
    await db.insert(medicineOrderLines).values(
      priced.map((line, position) => ({
        orderId,
        position,
        slug: line.slug,
        brand: line.brand ?? '',
        quantity: line.quantity,
        unitPriceInr: line.price,
        mrpInr: line.mrp,
        substituteForSlug: line.substituteFor ?? null,
        substituteForBrand: line.substituteFor ? (line.substituteForBrand ?? '') : null,
      })),
    )
  if (o.fileId)
    await db.insert(medicineOrderFiles).values({ orderId, fileId: o.fileId, position: 0 })
  const pharmacist = {
    byPatient: false,
    actorUserId: ids.pharmacist,
    actorName: PHARMACIST.name,
    actorRegistration: PHARMACIST.pharmacist!.registrationNumber,
  }
  await db.insert(medicineOrderEvents).values([
    { orderId, status: 'submitted', byPatient: true, actorUserId: ids.patient, at: placed },
    ...(o.checked && checkedAt
      ? [
          {
            orderId,
            status: (o.steps?.length ? 'confirmed' : o.status) as MedicineOrderStatus,
            note: o.checked.note ?? '',
            ...pharmacist,
            at: checkedAt,
          },
        ]
      : []),
    ...(o.steps ?? []).map(([status, ago]) => ({
      orderId,
      status,
      ...pharmacist,
      at: minutesAgo(ago),
    })),
  ])
}

/** Returns whether anything was added. */
export async function seedDemoPharmacyOrders(db: Db): Promise<boolean> {
  const accounts = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [PATIENT.email, PHARMACIST.email]))
  const patient = accounts.find((a) => a.email === PATIENT.email)?.id
  const pharmacist = accounts.find((a) => a.email === PHARMACIST.email)?.id
  if (!patient || !pharmacist) return false
  const hasOrders = async (executor: Pick<Db, 'select'>) =>
    (
      await executor
        .select({ id: medicineOrders.id })
        .from(medicineOrders)
        .where(eq(medicineOrders.accountUserId, patient))
        .limit(1)
    ).length > 0
  if (await hasOrders(db)) return false
  // The photo goes through the same checks as a patient's upload (and is re-encoded the same way).
  const photo = await storeUpload(await prescriptionPhoto(), {
    purpose: PRESCRIPTION_PURPOSE,
    ownerUserId: patient,
  })
  let added = false
  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the second waits and finds the orders.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-pharmacy-orders'))`)
    if (await hasOrders(tx)) return
    const ids = { patient, pharmacist }
    const t = tx as unknown as Db
    await insertOrder(t, ids, {
      source: 'upload',
      mode: 'delivery',
      status: 'submitted',
      placedMinutesAgo: 12,
      note: 'Please send the cheaper brand if there is one.',
      requested: [],
      fileId: photo.id,
    })
    await insertOrder(t, ids, {
      source: 'cart',
      mode: 'pickup',
      status: 'submitted',
      placedMinutesAgo: 35,
      requested: [{ slug: 'paracetamol-500-tablet', quantity: 2 }],
    })
    await insertOrder(t, ids, {
      source: 'cart',
      mode: 'delivery',
      status: 'awaiting_patient',
      placedMinutesAgo: 180,
      requested: [{ slug: 'paracetamol-500-tablet', quantity: 1 }],
      checked: {
        minutesAgo: 150,
        note: 'Crocin Advance is out of stock; Calpol 500 is the same medicine.',
        lines: [
          {
            slug: 'paracetamol-500-tablet',
            brand: 'Calpol 500',
            quantity: 1,
            substituteFor: 'paracetamol-500-tablet',
            substituteForBrand: 'Crocin Advance',
          },
        ],
      },
    })
    await insertOrder(t, ids, {
      source: 'cart',
      mode: 'delivery',
      status: 'out_for_delivery',
      placedMinutesAgo: 26 * 60,
      requested: [{ slug: 'paracetamol-500-tablet', quantity: 3 }],
      checked: {
        minutesAgo: 25 * 60,
        lines: [
          { slug: 'paracetamol-500-tablet', brand: 'Pacimol 500', quantity: 3, priceInr: 18 },
        ],
      },
      steps: [
        ['packed', 24 * 60],
        ['out_for_delivery', 40],
      ],
    })
    added = true
  })
  if (!added) await deleteFile(photo.id)
  return added
}
