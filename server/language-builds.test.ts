import { type RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { buildFor, languageBuilds } from './language-builds.ts'
import { routeTree } from './route-policies.ts'

/** The site map as the server build's flat manifest (ids as React Router makes them). */
function manifestOf(entries: RouteConfigEntry[], parentId = 'root'): ServerBuild['routes'] {
  return Object.fromEntries(
    entries.flatMap((entry) => {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
      const route = { id, parentId, path: entry.path, index: entry.index }
      return [[id, route], ...Object.entries(manifestOf(entry.children ?? [], id))]
    }),
  ) as ServerBuild['routes']
}

const build = {
  routes: { root: { id: 'root', path: '' }, ...manifestOf(routes) },
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild

/** Concrete addresses for every route: its full path in each language, parameters filled in. */
function addresses(): string[] {
  const paths: string[] = []
  const fullPath = (id: string): string => {
    const route = build.routes[id]!
    const parent = route.parentId ? fullPath(route.parentId) : ''
    return [parent, route.path ?? ''].filter(Boolean).join('/')
  }
  for (const id of Object.keys(build.routes)) {
    const path = fullPath(id)
    const filled = path.replace(/:[\w-]+/g, 'some-value').replace(/\*$/, 'any/thing')
    for (const language of ['', 'hi/'])
      paths.push(`/${filled.replace(/(^|\/)hi\?\//, `$1${language}`)}`)
  }
  return [...new Set(paths), '/', '/hi', '/hi.data', '/hindi', '/hi/nowhere', '/nowhere/at/all']
}

const idsOf = (tree: ReturnType<typeof routeTree>, path: string) =>
  matchRoutes(tree, path)?.map((match) => match.route.id)

describe('languageBuilds', () => {
  it('matches every address of the site map to the same routes as the whole build', () => {
    const whole = routeTree(build)
    const halves = languageBuilds(build)
    const trees = { en: routeTree(halves.en), hi: routeTree(halves.hi), whole }
    const checked = addresses()
    expect(checked.length).toBeGreaterThan(200)
    for (const path of checked) {
      const expected = idsOf(whole, path)
      expect(expected, path).toBeDefined()
      expect(idsOf(trees[buildFor(build, path)], path), path).toEqual(expected)
    }
  })

  it('keeps each page once per language: English without the prefix, Hindi under /hi', () => {
    const { en, hi } = languageBuilds(build)
    expect(en.routes['routes/site/doctors']?.path).toBe('doctors')
    expect(hi.routes['routes/site/doctors']?.path).toBe('hi/doctors')
    expect(en.routes['routes/site/robots']?.path).toBe('robots.txt')
    expect(hi.routes['routes/site/not-found']?.path).toBe('*')
  })

  it('answers route discovery from the whole build, which knows both languages', () => {
    expect(buildFor(build, '/__manifest')).toBe('whole')
    expect(buildFor(build, '/hi/doctors.data')).toBe('hi')
    expect(buildFor(build, '/doctors')).toBe('en')
  })
})
