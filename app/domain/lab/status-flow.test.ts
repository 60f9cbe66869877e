import { describe, expect, it } from 'vitest'
import { LAB_ORDER_STATUSES } from '#app/db/schema/lab-values.ts'
import { canMove, isFinal, nextStep, nextSteps, stepBefore } from './status-flow.ts'

describe('a laboratory order’s steps', () => {
  it('takes a home collection through every step in turn', () => {
    const seen = ['booked']
    let status = nextStep('booked', 'home')
    while (status) {
      seen.push(status)
      status = nextStep(status, 'home')
    }
    expect(seen).toEqual([
      'booked',
      'collector_assigned',
      'collected',
      'received',
      'results_entered',
      'verified',
      'released',
    ])
  })

  it('takes the sample of a lab visit at the counter: no collector to assign', () => {
    expect(nextStep('booked', 'lab')).toBe('collected')
    expect(canMove('booked', 'collector_assigned', 'lab')).toBe(false)
    expect(canMove('booked', 'collected', 'home')).toBe(false)
  })

  it('never skips a step', () => {
    expect(canMove('booked', 'received', 'home')).toBe(false)
    expect(canMove('booked', 'received', 'lab')).toBe(false)
    expect(canMove('received', 'verified', 'home')).toBe(false)
    expect(canMove('results_entered', 'released', 'home')).toBe(false)
    expect(canMove('collected', 'results_entered', 'lab')).toBe(false)
    expect(canMove('verified', 'released', 'lab')).toBe(true)
  })

  it('cancels only before the sample reaches the laboratory, and rejects only a sample', () => {
    expect(nextSteps('booked', 'home')).toContain('cancelled')
    expect(nextSteps('collected', 'home')).toContain('cancelled')
    expect(nextSteps('received', 'home')).not.toContain('cancelled')
    expect(nextSteps('booked', 'lab')).not.toContain('rejected')
    expect(nextSteps('collected', 'lab')).toContain('rejected')
    expect(nextSteps('received', 'lab')).toContain('rejected')
    expect(nextSteps('results_entered', 'lab')).not.toContain('rejected')
  })

  it('lets a collector be changed before the collection', () => {
    expect(nextSteps('collector_assigned', 'home')).toEqual([
      'collected',
      'collector_assigned',
      'cancelled',
    ])
  })

  it('ends at a released report, a cancellation or a rejected sample', () => {
    for (const status of LAB_ORDER_STATUSES) {
      expect(nextSteps(status, 'home').length === 0, status).toBe(isFinal(status))
    }
  })

  it('names the status a step comes from', () => {
    expect(stepBefore('collected', 'home')).toBe('collector_assigned')
    expect(stepBefore('collected', 'lab')).toBe('booked')
    expect(stepBefore('booked', 'lab')).toBeNull()
  })
})
