import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  type Budgets,
  type BrowserManifest,
  formatTable,
  measureRoutes,
  scriptsOfRoute,
} from './js-budgets.ts'

// A build in miniature: the entry, a root with a shared chunk, a form page under a layout, a
// plain page and a resource route.
const manifest: BrowserManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: {
      id: 'root',
      module: '/assets/root.js',
      imports: ['/assets/framework.js', '/assets/frame.js'],
    },
    area: { id: 'area', parentId: 'root', module: '/assets/area.js', imports: [] },
    'routes/form': {
      id: 'routes/form',
      parentId: 'area',
      module: '/assets/form.js',
      imports: ['/assets/frame.js', '/assets/zod.js'],
    },
    'routes/plain': { id: 'routes/plain', parentId: 'root', module: '/assets/plain.js' },
    'routes/api': {
      id: 'routes/api',
      parentId: 'root',
      module: '/assets/api.js',
      hasDefaultExport: false,
    },
  },
}
const KIB = 1024
const sizes: Record<string, number> = {
  '/assets/entry.js': 1 * KIB,
  '/assets/framework.js': 90 * KIB,
  '/assets/root.js': 2 * KIB,
  '/assets/frame.js': 5 * KIB,
  '/assets/area.js': 1 * KIB,
  '/assets/form.js': 3 * KIB,
  '/assets/zod.js': 20 * KIB,
  '/assets/plain.js': 2 * KIB,
  '/assets/api.js': 0,
}
const sizeOf = (url: string) => {
  const size = sizes[url]
  if (size === undefined) throw new Error(`unexpected script ${url}`)
  return size
}

describe('JavaScript budgets', () => {
  it('counts the entry, the route and every parent, each shared script once', () => {
    expect(scriptsOfRoute(manifest, 'routes/form').sort()).toEqual(
      [
        '/assets/area.js',
        '/assets/entry.js',
        '/assets/form.js',
        '/assets/frame.js',
        '/assets/framework.js',
        '/assets/root.js',
        '/assets/zod.js',
      ].sort(),
    )
  })

  it('flags the routes over their budget, and only those', () => {
    const measured = measureRoutes(
      manifest,
      { defaultKiB: 105, routes: { 'routes/form': 120 } },
      sizeOf,
    )
    expect(measured.map((route) => route.routeId)).toEqual([
      'area',
      'root',
      'routes/form',
      'routes/plain',
    ])
    const form = measured.find((route) => route.routeId === 'routes/form')!
    expect(form.bytes).toBe(122 * KIB)
    expect(form.over).toBe(true)
    const plain = measured.find((route) => route.routeId === 'routes/plain')!
    expect(plain).toMatchObject({ bytes: 100 * KIB, budgetKiB: 105, over: false })
    expect(formatTable(measured)).toMatch(/routes\/form\s+122\.0 KiB\s+120 KiB\s+OVER BUDGET/)
  })

  it('a route missing from the manifest is an error, not a zero', () => {
    expect(() => scriptsOfRoute(manifest, 'routes/nowhere')).toThrow(/not in the manifest/)
  })
})

describe('js-budgets.json and docs/js-budgets.md', () => {
  const budgets = JSON.parse(
    readFileSync(new URL('../js-budgets.json', import.meta.url), 'utf8'),
  ) as Budgets
  const doc = readFileSync(new URL('../docs/js-budgets.md', import.meta.url), 'utf8')
  // A route's entry: "- `route id` (address): **N KiB**. Its reasons…", wrapped over lines.
  const entries = new Map<string, string>()
  for (const item of doc.split(/\n(?=- )/)) {
    const routeId = /^- `([^`]+)` \(/.exec(item)?.[1]
    if (routeId) entries.set(routeId, item.replace(/\s+/g, ' '))
  }

  it('holds numbers only', () => {
    expect(Number.isInteger(budgets.defaultKiB)).toBe(true)
    for (const kib of Object.values(budgets.routes)) expect(Number.isInteger(kib)).toBe(true)
  })

  it('gives every budget its reason, with the same figure', () => {
    expect(doc).toContain(`## The default: ${budgets.defaultKiB} KiB`)
    for (const [routeId, kib] of Object.entries(budgets.routes)) {
      const entry = entries.get(routeId)
      expect(entry, `${routeId} has no entry in docs/js-budgets.md`).toBeDefined()
      expect(/\): \*\*(\d+) KiB\*\*/.exec(entry!)?.[1], routeId).toBe(String(kib))
    }
    expect([...entries.keys()].filter((routeId) => !(routeId in budgets.routes))).toEqual([])
  })
})
