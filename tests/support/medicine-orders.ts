import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import {
  type FulfilmentMode,
  medicineOrderFiles,
  medicineOrderLines,
  medicineOrders,
  type MedicineOrderSource,
  pharmacists,
  type RequestedLine,
} from '#app/db/schema/pharmacy.ts'
import { trackingTokenFor } from '#app/domain/pharmacy/links.server.ts'
import { findMedicine } from '#app/domain/pharmacy/medicines.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import { hashToken } from '#app/utils/private-link.server.ts'
import { testMobile } from './ambulance.ts'
import { pngImage } from './files.ts'

export type TestMedicineOrder = {
  source?: MedicineOrderSource
  mode?: FulfilmentMode
  requested?: RequestedLine[]
  /** Pages of a prescription photo stored with the order. */
  pages?: number
  email?: string | null
  accountUserId?: string | null
}

/**
 * A medicine order stored directly, as the order form would store it: submitted, for delivery in
 * Haidergarh, the requested lines at MRP, unless said otherwise. Returns its id, number, phone
 * and tracking token.
 */
export async function insertMedicineOrder(o: TestMedicineOrder = {}) {
  const db = getDb()
  const requested = o.requested ?? []
  const mode = o.mode ?? 'delivery'
  const requestKey = randomUUID()
  const token = trackingTokenFor(requestKey)
  const { rows } = (await db.execute(
    sql`select nextval('medicine_order_number_seq')::int as n`,
  )) as unknown as { rows: [{ n: number }] }
  const number = `MED-2026-${String(rows[0].n).padStart(6, '0')}`
  const total = requested.reduce(
    (sum, line) => sum + findMedicine(line.slug)!.mrpInr * line.quantity,
    0,
  )
  const [order] = await db
    .insert(medicineOrders)
    .values({
      number,
      trackingTokenHash: hashToken(token),
      requestKey,
      accountUserId: o.accountUserId ?? null,
      source: o.source ?? (o.pages ? 'upload' : 'cart'),
      patientName: 'Sunita Devi',
      phone: testMobile(),
      email: o.email ?? null,
      mode,
      address: mode === 'delivery' ? 'House 12, Station Road, Haidergarh' : '',
      pinCode: mode === 'delivery' ? '227301' : null,
      area: mode === 'delivery' ? 'haidergarh' : null,
      paymentMethod: 'cash',
      requested,
      totalInr: total,
    })
    .returning({
      id: medicineOrders.id,
      number: medicineOrders.number,
      phone: medicineOrders.phone,
    })
  if (requested.length > 0)
    await db.insert(medicineOrderLines).values(
      requested.map((line, position) => ({
        orderId: order!.id,
        position,
        slug: line.slug,
        quantity: line.quantity,
        unitPriceInr: findMedicine(line.slug)!.mrpInr,
        mrpInr: findMedicine(line.slug)!.mrpInr,
      })),
    )
  for (let position = 0; position < (o.pages ?? 0); position += 1) {
    const bytes = await pngImage()
    const stored = await storeUpload(
      new File([new Uint8Array(bytes)], `page-${position + 1}.png`),
      {
        purpose: 'pharmacy.prescription',
        ownerUserId: o.accountUserId ?? null,
      },
    )
    await db.insert(medicineOrderFiles).values({ orderId: order!.id, fileId: stored.id, position })
  }
  return { ...order!, token }
}

/** An account of the given role (a pharmacist's registration on file when one is given). */
export async function insertPharmacyUser(
  role: 'pharmacist' | 'staff' | 'admin' | 'lab' | 'patient',
  registration?: { qualification: string; registrationNumber: string },
): Promise<{ id: string; name: string }> {
  const id = randomUUID()
  const name = `Pharmacy Person ${id.slice(0, 4)}`
  await getDb()
    .insert(user)
    .values({ id, name, email: `${id}@example.com`, role })
  if (registration)
    await getDb()
      .insert(pharmacists)
      .values({ userId: id, ...registration })
  return { id, name }
}

export async function medicineOrderRow(id: string) {
  const [row] = await getDb().select().from(medicineOrders).where(eq(medicineOrders.id, id))
  return row!
}
