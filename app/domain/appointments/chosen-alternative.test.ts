import { describe, expect, test } from 'vitest'
import { alternativeValue, withChosenAlternative } from './chosen-alternative.ts'

function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

describe('withChosenAlternative', () => {
  test('an offered time replaces the date and time and books', () => {
    const data = withChosenAlternative(
      form({ date: '2030-01-01', time: '', name: 'Asha', alternative: '2030-01-02T10:30' }),
    )
    expect(Object.fromEntries(data)).toEqual({
      date: '2030-01-02',
      time: '10:30',
      name: 'Asha',
      intent: 'book',
    })
  })

  test('without a chosen time, or with a malformed one, the form is left as it was', () => {
    const plain = form({ date: '2030-01-01', time: '09:00' })
    expect(withChosenAlternative(plain)).toBe(plain)
    const odd = form({ date: '2030-01-01', time: '09:00', alternative: '2030-01-02 10:30' })
    expect(withChosenAlternative(odd)).toBe(odd)
  })

  test('the button value round-trips', () => {
    const value = alternativeValue({ date: '2030-03-04', value: '16:30' })
    expect(withChosenAlternative(form({ alternative: value })).get('time')).toBe('16:30')
  })
})
