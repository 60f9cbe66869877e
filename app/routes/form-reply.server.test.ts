import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  SlotNotOfferedError,
  SlotTakenError,
} from '#app/domain/appointments/book-appointment.server.ts'
import { RescheduleSchema } from '#app/domain/appointments/manage-schemas.ts'
import { StaffAppointmentSchema } from '#app/domain/staff/appointment-schemas.ts'
import { IllegalStatusChangeError } from '#app/domain/staff/staff-appointments.server.ts'
import { SelfChangeError } from '#app/domain/staff/people.server.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { replyWithDomainError } from './form-reply.server.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const submission = parseWithZod(form({ intent: 'reschedule', date: '2030-01-07', time: '09:30' }), {
  schema: RescheduleSchema,
})

describe('one place turns domain errors into form answers', () => {
  it('answers a taken time with 409, the message above the form, every value kept and the nearest times', () => {
    const taken = new SlotTakenError([
      {
        startsAt: new Date('2030-01-07T04:30:00Z'),
        endsAt: new Date('2030-01-07T05:00:00Z'),
        location: 'Room 1',
      },
    ])
    const answer = replyWithDomainError(submission, taken)
    expect(answer.init?.status).toBe(409)
    expect(answer.data.result.error?.['']).toEqual([taken.message])
    expect(answer.data.result.initialValue).toMatchObject({ date: '2030-01-07', time: '09:30' })
    expect(answer.data.alternatives).toEqual([
      { date: '2030-01-07', value: '10:00', label: 'Monday, 7 January 2030 at 10:00 am IST' },
    ])
  })

  it('puts a message about one field next to that field, with the status its kind calls for', () => {
    const answer = replyWithDomainError(submission, new SlotNotOfferedError())
    expect(answer.init?.status).toBe(400)
    expect(answer.data.result.error?.time).toEqual([messageRef('booking', 'errors.slotNotOffered')])
    expect(replyWithDomainError(submission, new IllegalStatusChangeError()).init?.status).toBe(409)
    expect(replyWithDomainError(submission, new SelfChangeError()).init?.status).toBe(403)
  })

  it('leaves errors that are not the domain’s to the error boundary', () => {
    expect(() => replyWithDomainError(submission, new Error('database down'))).toThrow(
      'database down',
    )
  })

  it('reads each intent of a page with one schema, and refuses what no intent allows', () => {
    expect(
      parseWithZod(form({ intent: 'status', from: 'requested', to: 'confirmed' }), {
        schema: StaffAppointmentSchema,
      }).status,
    ).toBe('success')
    const bad = parseWithZod(form({ intent: 'reschedule', date: '2030-02-31', time: '9' }), {
      schema: StaffAppointmentSchema,
    })
    expect(bad.status).toBe('error')
    const errors = bad.reply().error
    expect(errors?.date).toEqual([messageRef('booking', 'errors.chooseNewDate')])
    expect(errors?.time).toEqual([messageRef('booking', 'errors.chooseFreeTime')])
    expect(
      parseWithZod(form({ intent: 'drop-table' }), { schema: StaffAppointmentSchema }).status,
    ).toBe('error')
  })
})
