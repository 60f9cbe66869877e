import { describe, expect, it } from 'vitest'
import { readForm } from './read-form.ts'

describe('readForm', () => {
  it('removes control characters from text values and keeps everything else', async () => {
    const body = new URLSearchParams()
    body.append('message', 'Hello\u0000 there\u0007\r\n\tसिरदर्द')
    body.append('tags', 'a')
    body.append('tags', 'b')
    const form = await readForm(new Request('http://x/', { method: 'POST', body }))
    expect(form.get('message')).toBe('Hello there\r\n\tसिरदर्द')
    expect(form.getAll('tags')).toEqual(['a', 'b'])
  })
})
