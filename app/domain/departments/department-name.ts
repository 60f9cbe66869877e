import { DEPARTMENT_LINKS, type DepartmentSlug } from '#app/content/department-links.ts'
import type { Translate } from '#app/utils/i18n/i18n.tsx'

const isKnown = (slug: string): slug is DepartmentSlug =>
  DEPARTMENT_LINKS.some((d) => d.slug === slug)

/**
 * A clinic's name in the page's language, from the `common` catalogue (`department.<slug>`); a
 * clinic the content does not know (added by the staff) keeps the name stored with it.
 */
export function departmentName(t: Translate<'common'>, slug: string, storedName = slug): string {
  return isKnown(slug) ? t(`department.${slug}`) : storedName
}
