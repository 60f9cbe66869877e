import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { REVIEW_TEXT_MAX } from '#app/db/schema/network-values.ts'
import { ReviewSchema } from './review-schemas.ts'

const form = (text: string) => {
  const data = new FormData()
  for (const [name, value] of Object.entries({
    stars: '4',
    explained: '5',
    waiting: '3',
    recommend: '4',
  }))
    data.set(name, value)
  data.set('text', text)
  return data
}

describe('ReviewSchema', () => {
  it('counts a line break as one character, as the text box does, also when sent as CR LF', () => {
    const lines = 'a'.repeat(99) + '\r\n'
    const fits = lines.repeat(10).slice(0, -2) + 'a'.repeat(REVIEW_TEXT_MAX - 999)
    expect(fits.replace(/\r\n/g, '\n')).toHaveLength(REVIEW_TEXT_MAX)
    const sent = parseWithZod(form(fits), { schema: ReviewSchema })
    expect(sent.status).toBe('success')
    expect(sent.status === 'success' && sent.value.text.includes('\r')).toBe(false)
    const over = parseWithZod(form(fits + 'a'), { schema: ReviewSchema })
    expect(over.status).toBe('error')
  })
})
