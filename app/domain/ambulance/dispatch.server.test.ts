import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { ambulanceEvents, ambulanceRequests } from '#app/db/schema/ambulance.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { ambulanceRequest, testMobile, testVehicle } from '#tests/support/ambulance.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  addDispatchNote,
  assignVehicle,
  cancelByDispatcher,
  keepSeparate,
  loadBoard,
  mergeDuplicate,
  moveStatus,
} from './dispatch.server.ts'
import {
  addCallerNote,
  cancelByCaller,
  createAmbulanceRequest,
  findTracking,
} from './requests.server.ts'

const dispatcher = { userId: 'dispatcher-2', ipAddress: '192.0.2.6' }

async function row(id: string) {
  const [found] = await getDb().select().from(ambulanceRequests).where(eq(ambulanceRequests.id, id))
  return found!
}

async function messagesTo(to: string) {
  return getDb()
    .select({ kind: mailOutbox.kind, channel: mailOutbox.channel, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt))
}

async function auditOf(id: string) {
  const rows = await getDb()
    .select({ action: auditLog.action, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'ambulance_request'), eq(auditLog.subjectId, id)))
  return rows.map((r) => r.action).sort()
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return (error as DomainError).message
}

describeOnEachDatabase('the dispatch board', () => {
  beforeAll(async () => {
    await getDb()
      .insert(user)
      .values({ id: dispatcher.userId, name: 'Neha Dispatcher', email: 'neha@example.com' })
      .onConflictDoNothing()
  })

  it('follows a request from the call to the hand-over, texting and auditing on the way', async () => {
    const input = ambulanceRequest({ callerEmail: 'caller@example.com' })
    const created = await createAmbulanceRequest(input)
    const car = await testVehicle()
    await assignVehicle(created.id, car, 15, dispatcher)
    let r = await row(created.id)
    expect(r).toMatchObject({ status: 'assigned', vehicleId: car })
    expect(r.etaAt!.getTime() - r.assignedAt!.getTime()).toBe(15 * 60_000)

    await moveStatus(created.id, 'assigned', 'on_the_way', 9, dispatcher)
    await moveStatus(created.id, 'on_the_way', 'arrived', null, dispatcher)
    await moveStatus(created.id, 'arrived', 'to_hospital', null, dispatcher)
    await moveStatus(created.id, 'to_hospital', 'closed', null, dispatcher)
    r = await row(created.id)
    expect(r.status).toBe('closed')
    expect(r.arrivedAt).toBeInstanceOf(Date)
    expect(r.closedAt).toBeInstanceOf(Date)

    const sent = await messagesTo(input.callerPhone)
    expect(sent.map((m) => m.kind)).toEqual(['ambulance.received', 'ambulance.assigned'])
    expect(sent[0]!.text).toContain(created.number)
    expect(sent[0]!.text).toContain(`/ambulance/track/${created.token}`)
    expect(sent[1]!.text).toContain('+91 98390 22210')
    expect((await messagesTo('caller@example.com')).map((m) => m.kind)).toEqual([
      'ambulance.received',
    ])
    expect(await auditOf(created.id)).toEqual([
      'ambulance.assigned',
      'ambulance.status_changed',
      'ambulance.status_changed',
      'ambulance.status_changed',
      'ambulance.status_changed',
    ])

    // The vehicle is free again once the patient is handed over.
    const next = await createAmbulanceRequest(ambulanceRequest())
    await assignVehicle(next.id, car, null, dispatcher)
    expect((await row(next.id)).vehicleId).toBe(car)
  })

  it('skips no step, and a second click on a step already taken changes nothing', async () => {
    const created = await createAmbulanceRequest(ambulanceRequest())
    await assignVehicle(created.id, await testVehicle(), 10, dispatcher)
    expect(await refusal(moveStatus(created.id, 'assigned', 'arrived', null, dispatcher))).toBe(
      'ambulance:error.alreadyHandled',
    )
    await moveStatus(created.id, 'assigned', 'on_the_way', null, dispatcher)
    expect(await refusal(moveStatus(created.id, 'assigned', 'on_the_way', null, dispatcher))).toBe(
      'ambulance:error.alreadyHandled',
    )
    expect((await row(created.id)).status).toBe('on_the_way')
  })

  it('refuses an off-duty vehicle and a request someone already handled', async () => {
    const created = await createAmbulanceRequest(ambulanceRequest())
    expect(
      await refusal(assignVehicle(created.id, await testVehicle('off_duty'), 10, dispatcher)),
    ).toBe('ambulance:error.vehicleNotAvailable')
    await assignVehicle(created.id, await testVehicle(), 10, dispatcher)
    expect(await refusal(assignVehicle(created.id, await testVehicle(), 10, dispatcher))).toBe(
      'ambulance:error.alreadyHandled',
    )
  })

  it('lets the caller cancel until the ambulance is there, and frees the vehicle', async () => {
    const created = await createAmbulanceRequest(ambulanceRequest())
    const car = await testVehicle()
    await assignVehicle(created.id, car, 10, dispatcher)
    await moveStatus(created.id, 'assigned', 'on_the_way', null, dispatcher)
    await cancelByCaller(created.token, 'We are going by other transport')
    const r = await row(created.id)
    expect(r).toMatchObject({
      status: 'cancelled',
      cancelReason: 'We are going by other transport',
    })
    const other = await createAmbulanceRequest(ambulanceRequest())
    await assignVehicle(other.id, car, 10, dispatcher)

    await moveStatus(other.id, 'assigned', 'on_the_way', null, dispatcher)
    await moveStatus(other.id, 'on_the_way', 'arrived', null, dispatcher)
    expect(await refusal(cancelByCaller(other.token, 'not needed'))).toBe(
      'ambulance:error.tooLateToCancel',
    )
    expect((await row(other.id)).status).toBe('arrived')
  })

  it('cancels from the board with the reason the caller reads, by SMS too', async () => {
    const input = ambulanceRequest()
    const created = await createAmbulanceRequest(input)
    await cancelByDispatcher(created.id, 'Patient taken by a neighbour', dispatcher)
    expect(await row(created.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Patient taken by a neighbour',
    })
    const sent = await messagesTo(input.callerPhone)
    expect(sent.at(-1)!.kind).toBe('ambulance.cancelled')
    expect(sent.at(-1)!.text).toContain('Patient taken by a neighbour')
    expect(await auditOf(created.id)).toEqual(['ambulance.cancelled'])
    expect(await refusal(cancelByDispatcher(created.id, 'twice', dispatcher))).toBe(
      'ambulance:error.alreadyHandled',
    )
  })

  it('joins a duplicate into the earlier request, keeping what the caller said', async () => {
    const callerPhone = testMobile()
    const first = await createAmbulanceRequest(
      ambulanceRequest({
        callerPhone,
        latitude: null,
        longitude: null,
        accuracyM: null,
        village: 'Sidhaur',
      }),
    )
    const second = await createAmbulanceRequest(
      ambulanceRequest({ callerPhone, village: 'Lohnpur', note: 'Two patients now' }),
    )
    expect(second.duplicateOf).toBe(first.id)
    await mergeDuplicate(second.id, dispatcher)
    expect(await row(second.id)).toMatchObject({ status: 'cancelled', mergedInto: first.id })
    // Only the second carried the phone's position: the first has it now.
    expect(await row(first.id)).toMatchObject({ latitude: 26.7, longitude: 81.36, accuracyM: 40 })
    const notes = await getDb()
      .select({ note: ambulanceEvents.note })
      .from(ambulanceEvents)
      .where(eq(ambulanceEvents.requestId, first.id))
    expect(notes.map((n) => n.note)).toContain(`${second.number}: Lohnpur — Two patients now`)
    const tracking = await findTracking(second.token)
    expect(tracking!.mergedInto).toEqual({
      number: first.number,
      path: `/ambulance/track/${first.token}`,
    })
    expect(await auditOf(second.id)).toEqual(['ambulance.merged'])
  })

  it('refuses to join into a request that has ended, and keeps both when told they differ', async () => {
    const callerPhone = testMobile()
    const first = await createAmbulanceRequest(ambulanceRequest({ callerPhone }))
    const second = await createAmbulanceRequest(ambulanceRequest({ callerPhone }))
    await cancelByDispatcher(first.id, 'Called by mistake', dispatcher)
    expect(await refusal(mergeDuplicate(second.id, dispatcher))).toBe(
      'ambulance:error.mergeTargetClosed',
    )
    await keepSeparate(second.id, dispatcher)
    expect((await row(second.id)).possibleDuplicateOf).toBeNull()
    expect(await refusal(keepSeparate(second.id, dispatcher))).toBe(
      'ambulance:error.alreadyHandled',
    )
  })

  it("shows the caller their own notes, never the dispatchers', and nothing for a forged link", async () => {
    const created = await createAmbulanceRequest(ambulanceRequest())
    await addCallerNote(created.token, 'Blue gate next to the school')
    await addDispatchNote(created.id, 'Driver knows the village', dispatcher)
    const tracking = await findTracking(created.token)
    const notes = tracking!.events.map((e) => e.note).filter(Boolean)
    expect(notes).toEqual(['Blue gate next to the school'])
    expect(await findTracking(`${created.token.slice(0, -2)}xx`)).toBeNull()
    expect(await findTracking('short')).toBeNull()
    expect(await auditOf(created.id)).toEqual(['ambulance.note_added'])
  })

  it('puts requests on the board by where they stand, with the distance from the hospital', async () => {
    const waiting = await createAmbulanceRequest(
      ambulanceRequest({ latitude: 26.6178, longitude: 81.5 }),
    )
    const active = await createAmbulanceRequest(ambulanceRequest())
    const car = await testVehicle()
    await assignVehicle(active.id, car, 5, dispatcher)
    const ended = await createAmbulanceRequest(ambulanceRequest())
    await cancelByDispatcher(ended.id, 'Duplicate by phone', dispatcher)
    const board = await loadBoard()
    const onBoard = board.waiting.find((r) => r.id === waiting.id)!
    expect(onBoard.fromHospital).toEqual({ km: 13.5, direction: 'e' })
    expect(board.active.map((r) => r.id)).toContain(active.id)
    expect(board.ended.map((r) => r.id)).toContain(ended.id)
    expect(board.vehicles.find((v) => v.id === car)!.job?.number).toBe(active.number)
    expect(board.active.find((r) => r.id === active.id)!.events.at(-1)!.by).toBe('Neha Dispatcher')
  })
})
