/**
 * Borders between the areas of the domain (app/domain/<area>/): an area uses another only
 * through its public entry, `index.ts` (what the browser may load too) or `index.server.ts`
 * (server only), so what an area keeps to itself can change without looking at the others.
 * Whether the areas form a cycle is checked across all files at once, in
 * scripts/domain-borders.test.ts.
 */
import path from 'node:path'

const ENTRIES = new Set(['index.ts', 'index.server.ts'])

/** The area a path lies in and the rest of its path inside it, or null outside the domain. */
function placeInDomain(domain, file) {
  const inside = path.relative(domain, file)
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null
  const [area, ...rest] = inside.split(path.sep)
  return rest.length > 0 ? { area, rest: rest.join('/') } : null
}

/** @type {import('eslint').Rule.RuleModule} */
const publicEntries = {
  meta: {
    type: 'problem',
    docs: { description: 'A domain area imports another area only through its public entry' },
    messages: {
      internal:
        "'{{ source }}' is inside the {{ area }} area: import it from " +
        '#app/domain/{{ area }}/index.ts (or index.server.ts), adding it there if needed.',
      ownEntry:
        "'{{ source }}' is this area's own entry, which is for other areas: import the file itself.",
    },
    schema: [],
  },
  create(context) {
    const domain = path.join(context.cwd, 'app', 'domain')
    const here = placeInDomain(domain, context.filename)
    if (!here) return {}

    function check(source) {
      if (!source || typeof source.value !== 'string') return
      const specifier = source.value
      let target
      if (specifier.startsWith('#app/')) target = path.join(context.cwd, 'app', specifier.slice(5))
      else if (specifier.startsWith('.'))
        target = path.resolve(path.dirname(context.filename), specifier)
      else return
      const there = placeInDomain(domain, target)
      if (!there) return
      const isEntry = ENTRIES.has(there.rest)
      if (there.area !== here.area && !isEntry)
        context.report({
          node: source,
          messageId: 'internal',
          data: { source: specifier, area: there.area },
        })
      else if (there.area === here.area && isEntry)
        context.report({ node: source, messageId: 'ownEntry', data: { source: specifier } })
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { 'public-entries': publicEntries } }
