import { describe, expect, it } from 'vitest'
import { APPOINTMENT_STATUSES } from '#app/db/schema/appointments.ts'
import { canChangeStatus, nextStatuses, outcomesWaitFor } from './appointment-status.ts'

describe('appointment status changes', () => {
  it('allows the clinic workflow', () => {
    expect(canChangeStatus('requested', 'confirmed')).toBe(true)
    expect(canChangeStatus('confirmed', 'completed')).toBe(true)
    expect(canChangeStatus('confirmed', 'no_show')).toBe(true)
    expect(canChangeStatus('requested', 'cancelled')).toBe(true)
    expect(canChangeStatus('confirmed', 'cancelled')).toBe(true)
  })
  it('refuses to complete a cancelled or requested appointment, and to leave an end state', () => {
    expect(canChangeStatus('cancelled', 'completed')).toBe(false)
    expect(canChangeStatus('requested', 'completed')).toBe(false)
    for (const end of ['completed', 'no_show', 'cancelled'] as const) {
      for (const to of APPOINTMENT_STATUSES) expect(canChangeStatus(end, to)).toBe(false)
    }
  })
  it('offers completed and no-show only from the start time', () => {
    const startsAt = new Date('2026-12-05T04:30:00Z')
    const before = new Date(startsAt.getTime() - 1)
    expect(nextStatuses('confirmed', startsAt, before)).toEqual(['cancelled'])
    expect(nextStatuses('requested', startsAt, before)).toEqual(['confirmed', 'cancelled'])
    expect(outcomesWaitFor('confirmed', startsAt, before)).toBe(true)
    expect(nextStatuses('confirmed', startsAt, startsAt)).toEqual([
      'completed',
      'no_show',
      'cancelled',
    ])
    expect(outcomesWaitFor('confirmed', startsAt, startsAt)).toBe(false)
    // Nothing waits for an appointment that is over.
    expect(outcomesWaitFor('cancelled', startsAt, before)).toBe(false)
  })
})
