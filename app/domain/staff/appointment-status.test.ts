import { describe, expect, it } from 'vitest'
import { APPOINTMENT_STATUSES } from '#app/db/schema/appointments.ts'
import { canChangeStatus } from './appointment-status.ts'

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
})
