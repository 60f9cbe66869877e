import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it, vi } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { action as doctorAction, loader as doctorLoader } from '../doctor/appointment.tsx'
import { action as staffAction, loader as staffLoader } from './appointment.tsx'

const DOCTOR_USER_ID = 'doctor-user-outcome-test'
const STAFF_USER_ID = 'staff-user-outcome-test'

// The session is not what is under test: the guard answers with the account the page asks for.
vi.mock('#app/routes/guards.server.ts', () => ({
  requireRole: async (_request: Request, roles: readonly string[]) =>
    roles.includes('doctor')
      ? { id: DOCTOR_USER_ID, role: 'doctor' }
      : { id: STAFF_USER_ID, role: 'staff' },
}))

const MINUTE = 60_000
let doctorId = ''

/** A confirmed appointment of the test doctor starting `minutes` from now (negative: begun). */
async function appointmentIn(minutes: number): Promise<string> {
  const startsAt = new Date(Date.now() + minutes * MINUTE)
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientName: 'Kamla Devi',
      patientEmail: null,
      patientPhone: '+919876543210',
      startsAt,
      endsAt: new Date(startsAt.getTime() + MINUTE),
      mode: 'in_person',
      status: 'confirmed',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  return row!.id
}

const statusOf = async (id: string) =>
  (
    await getDb()
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, id))
  )[0]?.status

const args = (path: string, id: string, form?: Record<string, string>) =>
  ({
    request: new Request(`http://localhost${path}`, {
      method: form ? 'POST' : 'GET',
      ...(form ? { body: new URLSearchParams(form) } : {}),
    }),
    params: { id },
    context: { clientIp: '192.0.2.44' },
  }) as never

type Answer = { data: Record<string, unknown>; init: { status?: number } | null }

describeOnEachDatabase('completed and no-show, only from the visit’s start time', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    await getDb()
      .insert(user)
      .values([
        { id: DOCTOR_USER_ID, name: 'Dr Outcome', email: 'dr.outcome@example.com', role: 'doctor' },
        { id: STAFF_USER_ID, name: 'Front Desk', email: 'desk.outcome@example.com', role: 'staff' },
      ])
    const [doctor] = await getDb().select({ id: doctors.id }).from(doctors).limit(1)
    doctorId = doctor!.id
    await getDb().update(doctors).set({ userId: DOCTOR_USER_ID }).where(eq(doctors.id, doctorId))
  })

  it('the front desk is offered neither before the start, and a post anyway is a 409 with the reason', async () => {
    const id = await appointmentIn(90)
    const page = (await staffLoader(args(`/staff/appointments/${id}`, id))) as unknown as Answer
    const shown = page.data.appointment as { next: string[]; outcomesFrom: string | null }
    expect(shown.next).toEqual(['cancelled'])
    expect(shown.outcomesFrom).toEqual(expect.any(String))
    for (const to of ['completed', 'no_show']) {
      const answer = (await staffAction(
        args(`/staff/appointments/${id}`, id, { intent: 'status', from: 'confirmed', to }),
      )) as unknown as Answer
      expect(answer.init?.status, to).toBe(409)
      expect(answer.data.result).toMatchObject({
        error: { '': ['staff:appointment.visitNotBegun'] },
        initialValue: { to },
      })
    }
    expect(await statusOf(id)).toBe('confirmed')
  })

  it('the front desk marks a begun visit completed', async () => {
    const id = await appointmentIn(-5)
    const page = (await staffLoader(args(`/staff/appointments/${id}`, id))) as unknown as Answer
    expect(page.data.appointment).toMatchObject({
      next: ['completed', 'no_show', 'cancelled'],
      outcomesFrom: null,
    })
    const done = await staffAction(
      args(`/staff/appointments/${id}`, id, {
        intent: 'status',
        from: 'confirmed',
        to: 'completed',
      }),
    )
    expect((done as Response).status).toBe(302)
    expect(await statusOf(id)).toBe('completed')
  })

  it('the doctor’s page: no buttons before the start, a 409 with the reason in words, then both', async () => {
    const later = await appointmentIn(30)
    const page = (await doctorLoader(
      args(`/doctor/appointments/${later}`, later),
    )) as unknown as Answer
    expect(page.data.next).toEqual([])
    expect(page.data.outcomesFrom).toMatch(/^You can mark the visit completed or no-show from/)
    const refused = (await doctorAction(
      args(`/doctor/appointments/${later}`, later, { from: 'confirmed', to: 'completed' }),
    )) as unknown as Answer
    expect(refused.init?.status).toBe(409)
    expect(JSON.stringify(refused.data.result)).toContain('has not started yet')
    expect(await statusOf(later)).toBe('confirmed')

    const begun = await appointmentIn(-2)
    const now = (await doctorLoader(
      args(`/doctor/appointments/${begun}`, begun),
    )) as unknown as Answer
    expect((now.data.next as Array<{ to: string }>).map((n) => n.to)).toEqual([
      'completed',
      'no_show',
    ])
    const done = await doctorAction(
      args(`/doctor/appointments/${begun}`, begun, { from: 'confirmed', to: 'no_show' }),
    )
    expect((done as Response).status).toBe(302)
    expect(await statusOf(begun)).toBe('no_show')
  })
})
