import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it, vi } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { ambulanceEvents, ambulanceRequests } from '#app/db/schema/ambulance.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { createAmbulanceRequest } from '#app/domain/ambulance/requests.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { LIVE_CHANNELS, subscribe } from '#app/utils/live.server.ts'
import { ambulanceRequest } from '#tests/support/ambulance.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { orderWorkflow } from './order-workflow.server.ts'

// The kit on its own, on a table of orders it does not know (ambulance requests), with an area
// defined here: every promise it makes to the areas that use it is checked against the database.

const actor = { userId: 'kit-actor', ipAddress: '192.0.2.40' }
const told: { id: string; notice: string; set: Record<string, unknown> }[] = []
const refused = () => new DomainError('conflict', 'test:changedMeanwhile')

const TEST_ORDERS = orderWorkflow({
  orders: ambulanceRequests,
  locked: { id: ambulanceRequests.id, status: ambulanceRequests.status },
  events: ambulanceEvents,
  entry: (order, entry, by: typeof actor) => ({
    requestId: order.id,
    status: entry.status,
    note: entry.note,
    actorUserId: by.userId,
    at: entry.at,
  }),
  subjectType: 'ambulance_request',
  channel: LIVE_CHANNELS.ambulance,
  notFound: () => new DomainError('not-found', 'test:notFound'),
  changedMeanwhile: refused,
  tell: async (_tx, order, notice: string, set) => {
    told.push({ id: order.id, notice, set })
  },
})

const CALLED_OFF = {
  moves: [{ from: ['received', 'assigned'], to: 'cancelled' }],
  audit: 'ambulance.cancelled',
} as const
const NOTED = { moves: [{ from: ['received'], to: null }], audit: 'ambulance.note_added' } as const

async function newRequest() {
  return (await createAmbulanceRequest(ambulanceRequest())).id
}

async function stateOf(id: string) {
  const db = getDb()
  const [request] = await db
    .select({ status: ambulanceRequests.status, cancelReason: ambulanceRequests.cancelReason })
    .from(ambulanceRequests)
    .where(eq(ambulanceRequests.id, id))
  const events = await db
    .select({ status: ambulanceEvents.status, note: ambulanceEvents.note })
    .from(ambulanceEvents)
    .where(and(eq(ambulanceEvents.requestId, id), eq(ambulanceEvents.actorUserId, actor.userId)))
  const audit = await db
    .select({ action: auditLog.action, details: auditLog.details, ip: auditLog.ipAddress })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, id), eq(auditLog.actorUserId, actor.userId)))
  return { ...request!, events, audit }
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return (error as DomainError).message
}

describeOnEachDatabase('the order-workflow kit', () => {
  beforeAll(async () => {
    await getDb()
      .insert(user)
      .values({ id: actor.userId, name: 'Kit Tester', email: 'kit@example.com' })
      .onConflictDoNothing()
  })

  it('moves the order, writes its timeline entry and audit record, tells the patient and announces it', async () => {
    const id = await newRequest()
    const heard: string[] = []
    const subscription = subscribe(LIVE_CHANNELS.ambulance, (payload) => heard.push(payload))
    try {
      expect(await subscription.ready).toBe(true)
      await TEST_ORDERS.perform(id, actor, CALLED_OFF, {
        seen: 'received',
        change: () => ({
          set: { cancelReason: 'test' },
          note: 'called off',
          details: { why: 'test' },
          notice: 'cancelled',
        }),
      })
      expect(await stateOf(id)).toEqual({
        status: 'cancelled',
        cancelReason: 'test',
        events: [{ status: 'cancelled', note: 'called off' }],
        audit: [{ action: 'ambulance.cancelled', details: { why: 'test' }, ip: actor.ipAddress }],
      })
      expect(told).toContainEqual({ id, notice: 'cancelled', set: { cancelReason: 'test' } })
      await vi.waitFor(() => expect(heard).toContain(id))
    } finally {
      subscription.stop()
    }
  })

  it('refuses a step from another status than the page showed, and writes nothing', async () => {
    const id = await newRequest()
    const change = vi.fn(() => ({ note: 'never' }))
    expect(
      await refusal(TEST_ORDERS.perform(id, actor, CALLED_OFF, { seen: 'assigned', change })),
    ).toBe('test:changedMeanwhile')
    expect(change).not.toHaveBeenCalled()
    expect(await stateOf(id)).toMatchObject({ status: 'received', events: [], audit: [] })
  })

  it('refuses a step the order is not at (a second click), and a move the step does not make', async () => {
    const id = await newRequest()
    await TEST_ORDERS.perform(id, actor, CALLED_OFF)
    expect(await refusal(TEST_ORDERS.perform(id, actor, CALLED_OFF))).toBe('test:changedMeanwhile')
    const other = await newRequest()
    expect(
      await refusal(
        TEST_ORDERS.perform(other, actor, CALLED_OFF, { change: () => ({ to: 'closed' }) }),
      ),
    ).toBe('test:changedMeanwhile')
    expect(await stateOf(other)).toMatchObject({ status: 'received', events: [], audit: [] })
    expect(await refusal(TEST_ORDERS.perform(crypto.randomUUID(), actor, CALLED_OFF))).toBe(
      'test:notFound',
    )
  })

  it('records a step that keeps the status, and undoes it all when the area refuses it', async () => {
    const id = await newRequest()
    await TEST_ORDERS.perform(id, actor, NOTED, { change: () => ({ note: 'a landmark' }) })
    expect(await stateOf(id)).toMatchObject({
      status: 'received',
      events: [{ status: null, note: 'a landmark' }],
      audit: [{ action: 'ambulance.note_added' }],
    })
    const late = TEST_ORDERS.perform(id, actor, NOTED, {
      change: () => {
        throw new DomainError('invalid', 'test:areaRule')
      },
    })
    expect(await refusal(late)).toBe('test:areaRule')
    expect((await stateOf(id)).events).toHaveLength(1)
  })
})
