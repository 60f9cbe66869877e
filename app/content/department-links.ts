/**
 * The clinics' addresses and names in menu order: all the header, footer and not-found page need,
 * kept apart from the clinics' full copy (departments.ts) so every page's JavaScript stays small.
 * departments.ts builds on this list, so the two cannot disagree.
 */
export const DEPARTMENT_LINKS = [
  { slug: 'neurology', name: 'Neurology' },
  { slug: 'cardiology', name: 'Cardiology' },
  { slug: 'pathology', name: 'Pathology' },
  { slug: 'laboratory', name: 'Laboratory' },
  { slug: 'pediatric', name: 'Pediatric' },
  { slug: 'cardiac', name: 'Cardiac' },
  { slug: 'general-medicine', name: 'General Medicine' },
] as const

export type DepartmentSlug = (typeof DEPARTMENT_LINKS)[number]['slug']
