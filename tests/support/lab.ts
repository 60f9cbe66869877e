import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import {
  type LabItemKind,
  type LabOrderStatus,
  labOrders,
  labOrderItems,
  labPathologists,
} from '#app/db/schema/lab.ts'
import { findPackage, findTest } from '#app/domain/lab/cart.ts'
import { orderTokenFor } from '#app/domain/lab/links.server.ts'
import { takePlace } from '#app/domain/lab/windows.server.ts'
import { hashToken } from '#app/utils/private-link.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { testMobile } from './ambulance.ts'

export type TestLabOrder = {
  mode?: 'home' | 'lab'
  items?: Array<{ kind: LabItemKind; slug: string }>
  sex?: 'male' | 'female'
  ageYears?: number
  dateOfBirth?: string | null
  email?: string | null
  locale?: 'en' | 'hi'
  day?: string
  area?: string
  window?: string
  /** Take the home collection's place in its window, as booking does. */
  takeWindowPlace?: boolean
  status?: LabOrderStatus
  accountUserId?: string | null
  patientName?: string
}

/**
 * A laboratory order stored directly (as booking would store it): a CBC for a man of 45 collected
 * at home in Haidergarh today, unless said otherwise. Returns its id, number and private link's
 * token.
 */
export async function insertLabOrder(o: TestLabOrder = {}) {
  const db = getDb()
  const mode = o.mode ?? 'home'
  const items = o.items ?? [{ kind: 'test', slug: 'cbc' }]
  const total = items.reduce(
    (sum, item) =>
      sum +
      (item.kind === 'test' ? findTest(item.slug)!.priceInr : findPackage(item.slug)!.priceInr),
    0,
  )
  const requestKey = randomUUID()
  const token = orderTokenFor(requestKey)
  const day = o.day ?? clinicToday()
  const area = o.area ?? 'haidergarh'
  const window = o.window ?? '07-09'
  if (mode === 'home' && o.takeWindowPlace)
    await takePlace(db, { area, day, window: window as '07-09' })
  const { rows } = (await db.execute(
    sql`select nextval('lab_order_number_seq')::int as n`,
  )) as unknown as { rows: [{ n: number }] }
  const n = rows[0].n
  const number = `LAB-${day.slice(0, 4)}-${String(n).padStart(6, '0')}`
  const [order] = await db
    .insert(labOrders)
    .values({
      number,
      manageTokenHash: hashToken(token),
      requestKey,
      accountUserId: o.accountUserId ?? null,
      patientName: o.patientName ?? 'Ram Prasad Verma',
      sex: o.sex ?? 'male',
      dateOfBirth: o.dateOfBirth ?? null,
      ageYears: o.dateOfBirth ? null : (o.ageYears ?? 45),
      phone: testMobile(),
      email: o.email ?? null,
      locale: o.locale ?? 'en',
      mode,
      address: mode === 'home' ? 'House 12, Station Road' : '',
      pinCode: mode === 'home' ? '227301' : null,
      area: mode === 'home' ? area : null,
      day,
      window: mode === 'home' ? window : null,
      status: o.status ?? 'booked',
      totalInr: total,
    })
    .returning({ id: labOrders.id, number: labOrders.number, phone: labOrders.phone })
  await db.insert(labOrderItems).values(
    items.map((item) => ({
      orderId: order!.id,
      kind: item.kind,
      slug: item.slug,
      priceInr:
        item.kind === 'test' ? findTest(item.slug)!.priceInr : findPackage(item.slug)!.priceInr,
    })),
  )
  return { ...order!, token }
}

/** A user of the given role (a pathologist when credentials are given); returns its id. */
export async function insertLabUser(
  role: 'lab' | 'staff' | 'patient',
  pathologist?: { qualification: string; registrationNumber: string },
): Promise<string> {
  const id = randomUUID()
  await getDb()
    .insert(user)
    .values({ id, name: `Lab Person ${id.slice(0, 4)}`, email: `${id}@example.com`, role })
  if (pathologist)
    await getDb()
      .insert(labPathologists)
      .values({ userId: id, ...pathologist })
  return id
}

export async function labOrderRow(id: string) {
  const [row] = await getDb().select().from(labOrders).where(eq(labOrders.id, id))
  return row!
}
