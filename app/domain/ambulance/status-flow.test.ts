import { describe, expect, test } from 'vitest'
import { AMBULANCE_STATUSES } from '#app/db/schema/ambulance-values.ts'
import { callerMayCancel, canMove, isActiveJob, isFinal, nextStatuses } from './status-flow.ts'

describe('the way of an ambulance request', () => {
  test('goes on the way, arrives, and ends at the hospital or on the spot', () => {
    expect(canMove('assigned', 'on_the_way')).toBe(true)
    expect(canMove('on_the_way', 'arrived')).toBe(true)
    expect(canMove('arrived', 'to_hospital')).toBe(true)
    expect(canMove('arrived', 'closed')).toBe(true)
    expect(canMove('to_hospital', 'closed')).toBe(true)
  })

  test('skips no step and never goes back', () => {
    expect(canMove('assigned', 'arrived')).toBe(false)
    expect(canMove('on_the_way', 'closed')).toBe(false)
    expect(canMove('arrived', 'on_the_way')).toBe(false)
    // Assigning is its own step, with a vehicle.
    expect(canMove('received', 'assigned')).toBe(false)
  })

  test('ends for good when closed or cancelled', () => {
    for (const status of AMBULANCE_STATUSES) {
      expect(isFinal(status)).toBe(status === 'closed' || status === 'cancelled')
      if (isFinal(status)) expect(nextStatuses(status)).toEqual([])
    }
  })

  test('keeps a vehicle busy from assignment until the patient is handed over', () => {
    expect(AMBULANCE_STATUSES.filter(isActiveJob)).toEqual([
      'assigned',
      'on_the_way',
      'arrived',
      'to_hospital',
    ])
  })

  test('lets the caller call it off only until the ambulance is there', () => {
    expect(AMBULANCE_STATUSES.filter(callerMayCancel)).toEqual([
      'received',
      'assigned',
      'on_the_way',
    ])
  })
})
