import { describe, expect, it } from 'vitest'
import { offlinePageHtml } from './offline-page.ts'

describe('offline page', () => {
  it('is English at /offline', () => {
    const html = offlinePageHtml('en')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>You are offline</h1>')
    expect(html).toContain('<a href="/home">Home page</a>')
  })

  it('is Hindi at /hi/offline, linking to the Hindi home page', () => {
    const html = offlinePageHtml('hi')
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain('<h1>आप ऑफ़लाइन हैं</h1>')
    expect(html).toContain('<a href="/hi/home">होम पेज</a>')
    expect(html).toContain('+91 99350 10108')
  })
})
