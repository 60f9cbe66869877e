import { describe, expect, it } from 'vitest'
import { sitemapPaths, sitemapXml } from './sitemap.ts'

describe('sitemap', () => {
  const xml = sitemapXml('https://maindoctor.in', ['/home', '/doctors/dr-a'])

  it('lists every page at its English and its Hindi address', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      'https://maindoctor.in/home',
      'https://maindoctor.in/hi/home',
      'https://maindoctor.in/doctors/dr-a',
      'https://maindoctor.in/hi/doctors/dr-a',
    ])
  })

  it('names both language versions of each page as alternates', () => {
    const hindiEntry = xml.split('<url>')[2]!
    expect(hindiEntry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://maindoctor.in/home"/>',
    )
    expect(hindiEntry).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://maindoctor.in/hi/home"/>',
    )
    expect(hindiEntry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://maindoctor.in/home"/>',
    )
  })

  it('lists the lab catalogue, each test and package, the medicines, each one, and each doctor', () => {
    const paths = sitemapPaths(['dr-a'])
    expect(paths).toEqual(
      expect.arrayContaining([
        '/lab-tests',
        '/lab-tests/cbc',
        '/lab-tests/hba1c',
        '/lab-tests/packages/diabetes-care',
        '/medicines',
        '/medicines/paracetamol-500-tablet',
        '/medicines/ors-powder',
        '/departments/laboratory',
        '/doctors/dr-a',
      ]),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('lists the facilities and each facility’s page', () => {
    const paths = sitemapPaths(['dr-a'], ['sarvodaya-hospital-barabanki'])
    expect(paths).toEqual(
      expect.arrayContaining(['/facilities', '/facilities/sarvodaya-hospital-barabanki']),
    )
    expect(sitemapPaths([])).not.toContain('/facilities/sarvodaya-hospital-barabanki')
  })
})
