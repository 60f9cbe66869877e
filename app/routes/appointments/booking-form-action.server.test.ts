import { describe, expect, it } from 'vitest'
import { alternativesIn } from './booking-form-action.server.ts'

const answer = () => ({
  data: {
    alternatives: [
      { date: '2030-01-07', value: '10:00', label: 'Monday, 7 January 2030 at 10:00 am IST' },
    ],
  },
})

describe('the free times offered instead of a taken one', () => {
  it('are labelled in Hindi on a Hindi page', () => {
    const [slot] = alternativesIn(answer(), 'hi').data.alternatives
    expect(slot).toMatchObject({ date: '2030-01-07', value: '10:00' })
    expect(slot!.label).toBe('सोमवार, 7 जनवरी 2030, सुबह 10:00 IST')
  })

  it('keep their English labels on an English page', () => {
    expect(alternativesIn(answer(), 'en')).toEqual(answer())
  })
})
