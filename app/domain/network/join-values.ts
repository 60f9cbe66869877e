import { DEPARTMENT_LINKS, type DepartmentSlug } from '#app/content/department-links.ts'
import type { ApplicationFilePurpose } from '#app/db/schema/network-values.ts'

// What the join form and the applicant's page need in the browser, apart from the form's Zod
// schema (application-schema.ts): importing that into a page would ship the validation library.

export const DEPARTMENT_SLUGS = DEPARTMENT_LINKS.map((d) => d.slug) as [
  DepartmentSlug,
  ...DepartmentSlug[],
]

/** Documents can be chosen in this many pickers at once (each with its purpose): phone-sized. */
export const DOCUMENT_SLOTS = 3

export const HOURS_MODES = ['all_hours', 'weekly'] as const

/** A kept document's form value: `<file id>:<purpose>`. */
export const keptValue = (id: string, purpose: ApplicationFilePurpose) => `${id}:${purpose}`
