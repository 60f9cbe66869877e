import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The areas of the domain (app/domain/<area>/) must not use each other in a circle: an area that
// reaches, through others, back to itself cannot be understood or changed on its own. ESLint
// sees one file at a time (eslint-rules/domain-borders.js keeps imports to the entries); the
// circle needs every file at once. Tests are left out: like routes, they stand above the areas.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DOMAIN = path.join(ROOT, 'app', 'domain')

type Import = { from: string; to: string; typeOnly: boolean }

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('#app/')) return path.join(ROOT, 'app', specifier.slice(5))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  return null
}

/** A file's imports of the app's own modules, static and dynamic, with `import type` marked. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const found: Import[] = []
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return
    const to = resolveSpecifier(file, specifier.text)
    if (to) found.push({ from: file, to, typeOnly })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node))
      add(node.moduleSpecifier, Boolean(node.importClause?.isTypeOnly))
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly)
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0], false)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const areaOf = (file: string): string | null => {
  const inside = path.relative(DOMAIN, file)
  return inside.startsWith('..') ? null : (inside.split(path.sep)[0] ?? null)
}
const shown = (file: string) => path.relative(DOMAIN, file).split(path.sep).join('/')

/**
 * The circles among areas: each group of areas that reach one another (Tarjan's strongly
 * connected components), with the imports that join them, e.g. "a/x.ts → b/y.ts".
 */
function areaCycles(imports: Import[]): string[][] {
  const edges = new Map<string, Map<string, string[]>>()
  for (const { from, to } of imports) {
    const [a, b] = [areaOf(from), areaOf(to)]
    if (!a || !b || a === b) continue
    const targets = edges.get(a) ?? new Map<string, string[]>()
    edges.set(a, targets)
    targets.set(b, [...(targets.get(b) ?? []), `${shown(from)} → ${shown(to)}`])
  }
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (area: string) => {
    order.set(area, order.size)
    low.set(area, order.get(area)!)
    stack.push(area)
    for (const next of edges.get(area)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(area, Math.min(low.get(area)!, low.get(next)!))
      } else if (stack.includes(next)) low.set(area, Math.min(low.get(area)!, order.get(next)!))
    }
    if (low.get(area) !== order.get(area)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      group.push(member)
    } while (member !== area)
    if (group.length > 1) groups.push(group.sort())
  }
  for (const area of [...edges.keys()].sort()) if (!order.has(area)) visit(area)
  return groups.map((group) =>
    group.flatMap((a) =>
      [...(edges.get(a) ?? [])].filter(([b]) => group.includes(b)).flatMap(([, files]) => files),
    ),
  )
}

const domainImports = sourcesUnder(DOMAIN).flatMap(importsOf)

describe('borders between the areas of the domain', () => {
  it('finds a circle of areas, and only a circle', () => {
    const file = (area: string) => path.join(DOMAIN, area, 'x.ts')
    const link = (a: string, b: string): Import => ({ from: file(a), to: file(b), typeOnly: false })
    expect(areaCycles([link('a', 'b'), link('b', 'c'), link('c', 'd')])).toEqual([])
    expect(areaCycles([link('a', 'b'), link('b', 'c'), link('c', 'a'), link('c', 'd')])).toEqual([
      ['a/x.ts → b/x.ts', 'b/x.ts → c/x.ts', 'c/x.ts → a/x.ts'],
    ])
  })

  it('no area reaches back to itself through others', () => {
    expect(areaCycles(domainImports)).toEqual([])
  })

  it("an area's browser entry (index.ts) never leads to a server module", () => {
    // Type-only imports are erased from the bundle; anything else is loaded with the entry.
    const loaded = new Map<string, Import[]>()
    for (const i of domainImports)
      if (!i.typeOnly) loaded.set(i.from, [...(loaded.get(i.from) ?? []), i])
    const serverPaths: string[] = []
    for (const entry of new Set(domainImports.map((i) => i.from))) {
      if (path.basename(entry) !== 'index.ts') continue
      const seen = new Set<string>()
      const walk = (file: string, trail: string[]) => {
        if (seen.has(file)) return
        seen.add(file)
        if (/\.server\.tsx?$/.test(file)) serverPaths.push([...trail, file].map(shown).join(' → '))
        else for (const { to } of loaded.get(file) ?? []) walk(to, [...trail, file])
      }
      walk(entry, [])
    }
    expect(serverPaths).toEqual([])
  })
})
