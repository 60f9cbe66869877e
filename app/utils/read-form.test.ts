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

describe('readForm on a body that is not a form', () => {
  const post = (contentType: string | null, body: string) =>
    new Request('http://x/', {
      method: 'POST',
      headers: contentType ? { 'Content-Type': contentType } : {},
      body,
    })

  it.each([
    ['JSON', 'application/json', '{"email":"a@example.com"}'],
    ['text', 'text/plain', 'email=a'],
    ['XML', 'application/xml', '<email/>'],
  ])('answers %s with 415, not a server error', async (_name, contentType, body) => {
    const thrown = await readForm(post(contentType, body)).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(415)
  })

  it('answers a body without a content type with 415', async () => {
    const request = new Request('http://x/', { method: 'POST', body: new Uint8Array([1, 2, 3]) })
    const thrown = await readForm(request).catch((error: unknown) => error)
    expect((thrown as Response).status).toBe(415)
  })

  it.each([
    ['without a boundary', 'multipart/form-data', 'email=a'],
    ['that is not multipart', 'multipart/form-data; boundary=abc', 'garbage'],
    [
      'cut short',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
  ])('answers a multipart form %s with 400', async (_name, contentType, body) => {
    const thrown = await readForm(post(contentType, body)).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(400)
    expect(await (thrown as Response).text()).not.toMatch(/FormData|Content-Type was not one of/)
  })
})
