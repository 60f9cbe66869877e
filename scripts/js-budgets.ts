// Per-route JavaScript budgets: what a page of each route makes the browser download, from the
// build's React Router manifest, compressed with brotli as the server sends it (see
// server/static-files.ts). `npm test` runs this after the build; alone:
//   npx react-router build && npx tsx scripts/js-budgets.ts
// Budgets live in js-budgets.json: a default and per-route values, in KiB of brotli (its `$comment`
// is not read). The reason for each figure is written in docs/js-budgets.md.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'

/** The parts of React Router's browser manifest (`window.__reactRouterManifest`) used here. */
export type BrowserManifest = {
  entry: { module: string; imports?: string[] }
  routes: Record<string, ManifestRoute>
}

type ManifestRoute = {
  id: string
  parentId?: string
  module: string
  imports?: string[]
  hasDefaultExport?: boolean
}

export type Budgets = { defaultKiB: number; routes: Record<string, number> }

export type RouteSize = {
  routeId: string
  /** Brotli bytes of every script a page of this route loads on arrival. */
  bytes: number
  budgetKiB: number
  over: boolean
}

/**
 * The scripts a page of `routeId` loads when it arrives: the entry and its imports, and the module
 * and static imports of the route and each of its parents. (The page carries its part of the
 * manifest inline; chunks imported later with `import()`, on interaction, are not counted.)
 */
export function scriptsOfRoute(manifest: BrowserManifest, routeId: string): string[] {
  const scripts = new Set<string>([manifest.entry.module])
  for (const url of manifest.entry.imports ?? []) scripts.add(url)
  for (let id: string | undefined = routeId; id;) {
    const route: ManifestRoute | undefined = manifest.routes[id]
    if (!route) throw new Error(`Route "${id}" is not in the manifest`)
    scripts.add(route.module)
    for (const url of route.imports ?? []) scripts.add(url)
    id = route.parentId
  }
  return [...scripts]
}

/**
 * Sizes every route that renders a page (resource routes and redirects send no JavaScript) and
 * compares it with its budget.
 */
export function measureRoutes(
  manifest: BrowserManifest,
  budgets: Budgets,
  sizeOf: (url: string) => number,
): RouteSize[] {
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport !== false)
    .map((route) => route.id)
    .sort()
    .map((routeId) => {
      const bytes = scriptsOfRoute(manifest, routeId).reduce((sum, url) => sum + sizeOf(url), 0)
      const budgetKiB = budgets.routes[routeId] ?? budgets.defaultKiB
      return { routeId, bytes, budgetKiB, over: bytes > budgetKiB * 1024 }
    })
}

export function formatTable(sizes: RouteSize[]): string {
  const rows = sizes.map((size) => [
    size.routeId,
    `${(size.bytes / 1024).toFixed(1)} KiB`,
    `${size.budgetKiB} KiB`,
    size.over ? 'OVER BUDGET' : 'ok',
  ])
  const header = ['route', 'JavaScript (brotli)', 'budget', '']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  return [header, widths.map((width) => '-'.repeat(width)), ...rows]
    .map((cells) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** Reads build/client's manifest and sizes each script as the server sends it. */
export function measureBuild(clientDir: string, budgets: Budgets): RouteSize[] {
  const assets = path.join(clientDir, 'assets')
  const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!manifestFile) throw new Error(`No React Router manifest in ${assets}: build first`)
  const source = readFileSync(path.join(assets, manifestFile), 'utf8')
  const manifest = JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as BrowserManifest
  const cache = new Map<string, number>()
  const sizeOf = (url: string) => {
    let size = cache.get(url)
    if (size === undefined) {
      size = brotliSize(readFileSync(path.join(clientDir, url)))
      cache.set(url, size)
    }
    return size
  }
  return measureRoutes(manifest, budgets, sizeOf)
}

export function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const budgets = JSON.parse(readFileSync('js-budgets.json', 'utf8')) as Budgets
  const sizes = measureBuild('build/client', budgets)
  console.log(formatTable(sizes))
  const over = sizes.filter((size) => size.over)
  if (over.length) {
    console.error(
      `\n${over.length} route(s) over their JavaScript budget: ${over.map((s) => s.routeId).join(', ')}.` +
        '\nCut what they load (lazy-load what the first paint does not need), or raise the budget' +
        ' in js-budgets.json with its reason in docs/js-budgets.md.',
    )
    process.exit(1)
  }
  console.log(`\nAll ${sizes.length} routes within their JavaScript budgets.`)
}
