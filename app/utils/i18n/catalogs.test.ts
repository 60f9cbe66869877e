import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { NAMESPACES, type Namespace } from './catalogs.ts'
import { LOCALES } from './locales.ts'

/**
 * The catalogues are complete and tidy: both languages have the same keys with the same
 * placeholders, every Hindi message is Hindi, every message parses, and no key is left unused.
 * (The lint rule in eslint-rules/i18n.js keeps words out of the code; this keeps the catalogues
 * honest.) To add a string, see "Adding a string" in the README.
 */
const ROOT = join(import.meta.dirname, '..', '..')
type Catalog = Record<string, string>

function catalog(locale: string, namespace: Namespace): Catalog {
  return JSON.parse(readFileSync(join(ROOT, 'locales', locale, `${namespace}.json`), 'utf8'))
}

/** The {placeholders} and <0>tags</0> of an ICU message. */
function slots(message: string): string[] {
  const names = new Set<string>()
  for (const match of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)) names.add(`{${match[1]}}`)
  for (const match of message.matchAll(/<\/?([A-Za-z0-9]+)\/?>/g)) names.add(`<${match[1]}>`)
  return [...names].sort()
}

// Words a Hindi message may keep as they are: names, codes and units people read in English.
const KEPT_WORDS = /\b(?:MainDoctor|WhatsApp|OK|OTP|ECG|IST|PDF|BP|OPD|ICU)\b/g

/** Hindi, or nothing but placeholders, numbers and kept words. */
function isHindi(text: string): boolean {
  if (/\p{Script=Devanagari}/u.test(text)) return true
  const rest = text
    .replace(/\{[^{}]*\}/g, '')
    .replace(/<\/?\d+\/?>/g, '')
    .replace(KEPT_WORDS, '')
  return !/[A-Za-z]{2,}/.test(rest)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('message catalogues', () => {
  it('has a file for every namespace in both languages, and no other', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(join(ROOT, 'locales', locale)).sort()
      expect(files, locale).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort())
    }
  })

  for (const namespace of NAMESPACES) {
    describe(namespace, () => {
      const en = catalog('en', namespace)
      const hi = catalog('hi', namespace)

      it('has the same keys in English and Hindi', () => {
        const missingInHindi = Object.keys(en).filter((key) => !(key in hi))
        const missingInEnglish = Object.keys(hi).filter((key) => !(key in en))
        expect({ missingInHindi, missingInEnglish }).toEqual({
          missingInHindi: [],
          missingInEnglish: [],
        })
      })

      it('has every message written, parsable, with the same placeholders', () => {
        const problems: string[] = []
        for (const [key, english] of Object.entries(en)) {
          const hindi = hi[key]
          if (hindi === undefined) continue
          for (const [locale, text] of [
            ['en', english],
            ['hi', hindi],
          ] as const) {
            if (typeof text !== 'string' || text.trim() === '')
              problems.push(`${locale}:${key} is empty`)
            else {
              try {
                compileMessage(text)
              } catch (error) {
                problems.push(`${locale}:${key} does not parse: ${(error as Error).message}`)
              }
            }
          }
          if (slots(english).join() !== slots(hindi).join()) {
            problems.push(`${key}: English has ${slots(english)}, Hindi has ${slots(hindi)}`)
          }
          if (!isHindi(hindi)) {
            problems.push(`hi:${key} is not Hindi: "${hindi}"`)
          }
          // Hindi times say the part of the day in Hindi ("सुबह 9:30", see clinic-time.ts).
          if (/\b(?:am|pm|a\.m\.|p\.m\.)(?![A-Za-z])/i.test(hindi)) {
            problems.push(`hi:${key} writes a time with am/pm: "${hindi}"`)
          }
        }
        expect(problems).toEqual([])
      })
    })
  }

  it('uses every key somewhere in the code', () => {
    // A key counts as used when its full reference ("booking:slotTaken") appears in the code, or
    // its name appears as a string in a file that names the namespace ('booking'), or a template
    // in such a file starts with its prefix (`department.${slug}`).
    const files = sourceFiles(ROOT).map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    const unused: string[] = []
    for (const namespace of NAMESPACES) {
      const namesNamespace = files.filter(({ text }) =>
        new RegExp(`['"\`]${namespace}['"\`:]`).test(text),
      )
      const literals = new Set<string>()
      const prefixes: string[] = []
      for (const { text } of namesNamespace) {
        for (const match of text.matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)) {
          literals.add(match[1] ?? match[2] ?? '')
        }
        for (const match of text.matchAll(/`([^`$\n]*)\$\{/g)) {
          if (match[1]) prefixes.push(match[1].replace(new RegExp(`^${namespace}:`), ''))
        }
        for (const match of text.matchAll(/`([^`$\n]+)`/g)) literals.add(match[1] ?? '')
      }
      const everywhere = files.map(({ text }) => text).join('\n')
      for (const key of Object.keys(catalog('en', namespace))) {
        const used =
          literals.has(key) ||
          literals.has(`${namespace}:${key}`) ||
          everywhere.includes(`'${namespace}:${key}'`) ||
          prefixes.some((prefix) => prefix.length > 0 && key.startsWith(prefix))
        if (!used) unused.push(`${namespace}:${key}`)
      }
    }
    expect(unused, `unused keys (remove them from app/locales): ${unused.join(', ')}`).toEqual([])
  })
})
