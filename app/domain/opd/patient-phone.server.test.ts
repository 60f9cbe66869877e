import { and, eq, like } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { openOpdClinic, WALK_IN } from '#tests/support/opd.ts'
import { callNext } from './queue.server.ts'
import { issueWalkInToken } from './tokens.server.ts'
import {
  findVisitByTokenCode,
  nearTurnNotified,
  notifyNearTurn,
  phonePlace,
  sendTokenLink,
} from './patient-phone.server.ts'

type Clinic = Awaited<ReturnType<typeof openOpdClinic>>

const phoneOf = (i: number) => `+9197000${String(i).padStart(5, '0')}`

async function textsTo(phone: string, kind: string) {
  return getDb()
    .select({ text: mailOutbox.text, channel: mailOutbox.channel })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, phone), like(mailOutbox.kind, `${kind}.%`)))
}

describeOnEachDatabase("the patient's phone in the OPD queue", () => {
  let clinic: Clinic
  let base: number

  beforeAll(async () => {
    clinic = await openOpdClinic({ inOpd: 2, away: 0 })
    base = Math.floor(Math.random() * 90_000)
  })

  const walkIns = async (doctorId: string, count: number, from: number) => {
    const issued = []
    for (let i = 0; i < count; i++)
      issued.push(
        await issueWalkInToken(
          clinic.facility,
          { ...WALK_IN, doctorId, phone: phoneOf(base + from + i), patientName: `Walk-in ${i}` },
          clinic.actor,
        ),
      )
    return issued
  }

  it('sends a walk-in a private link showing their token, patients ahead and minutes', async () => {
    const doctorId = clinic.doctors[0]!.id
    const issued = await walkIns(doctorId, 5, 0)
    const fifth = issued[4]!
    expect(await sendTokenLink(fifth.visitId, fifth.doctorName)).toBe(true)
    const [sms] = await textsTo(phoneOf(base + 4), 'opd.token')
    expect(sms?.text).toContain(`${fifth.token}`)
    const code = /\/opd\/token\/([A-Za-z0-9_-]+)/.exec(sms!.text)![1]!
    expect(await findVisitByTokenCode(code)).toBe(fifth.visitId)
    // A guessed code of the same shape opens nothing.
    expect(
      await findVisitByTokenCode(code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA')),
    ).toBe(null)
    // Four ahead, nobody in the room, 12-minute slots: about 48 minutes.
    expect(await phonePlace(fifth.visitId)).toMatchObject({
      token: fifth.token,
      status: 'waiting',
      ahead: 4,
      waitMinutes: 48,
    })
    await callNext(doctorId, '', clinic.actor)
    // Three ahead and one in the room.
    expect(await phonePlace(fifth.visitId)).toMatchObject({ ahead: 3, waitMinutes: 48 })
    expect(await phonePlace(issued[0]!.visitId)).toMatchObject({ status: 'called' })
  })

  it('sends the "near turn" message once per visit, also when two processes try at once', async () => {
    const doctorId = clinic.doctors[1]!.id
    const issued = await walkIns(doctorId, 6, 100)
    // Nobody is near yet besides those with 1-3 ahead: tokens 2, 3 and 4.
    await Promise.all([
      notifyNearTurn(doctorId),
      notifyNearTurn(doctorId),
      notifyNearTurn(doctorId),
    ])
    for (const i of [1, 2, 3])
      expect(await textsTo(phoneOf(base + 100 + i), 'opd.near_turn')).toHaveLength(1)
    for (const i of [0, 4, 5])
      expect(await textsTo(phoneOf(base + 100 + i), 'opd.near_turn')).toHaveLength(0)
    const [near] = await textsTo(phoneOf(base + 100 + 3), 'opd.near_turn')
    expect(near!.text).toMatch(/\/opd\/token\//)
    // The queue moves: token 5 now has three ahead and is told, token 4 is not told again.
    await callNext(doctorId, '', clinic.actor)
    expect(await notifyNearTurn(doctorId)).toBe(1)
    expect(await textsTo(phoneOf(base + 100 + 4), 'opd.near_turn')).toHaveLength(1)
    expect(await textsTo(phoneOf(base + 100 + 3), 'opd.near_turn')).toHaveLength(1)
    expect(await nearTurnNotified(issued[4]!.visitId)).toBe(true)
    expect(await nearTurnNotified(issued[5]!.visitId)).toBe(false)
  })

  it('sends no "near turn" message to an account that turned text messages off', async () => {
    const doctorId = clinic.doctors[1]!.id
    const phone = phoneOf(base + 200)
    await getDb()
      .insert(user)
      .values({
        id: `opt-out-${base}`,
        name: 'Opted Out',
        email: `opt-out-${base}@example.com`,
        role: 'patient',
        phoneNumber: phone,
        phoneNumberVerified: true,
        mobileChannel: 'none',
      })
    const visit = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, phone },
      clinic.actor,
    )
    // Call until they have three ahead, then the queue moves on.
    for (;;) {
      const place = await phonePlace(visit.visitId)
      if (place!.ahead <= 3) break
      await callNext(doctorId, '', clinic.actor)
    }
    await notifyNearTurn(doctorId)
    expect(await textsTo(phone, 'opd.near_turn')).toHaveLength(0)
  })
})
