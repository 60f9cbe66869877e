import { departmentName } from '#app/domain/departments/department-name.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'

/** A clinic's name in the page's language, from its slug (see departmentName). */
export function useDepartmentName(): (slug: string, storedName: string) => string {
  const t = useT('common')
  return (slug, storedName) => departmentName(t, slug, storedName)
}
