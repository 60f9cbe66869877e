import { DEPARTMENT_LINKS, type DepartmentSlug } from '#app/content/department-links.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath } from '#app/utils/i18n/links.tsx'
import { useDepartmentName } from '#app/components/use-department-name.ts'

const KNOWN_DEPARTMENTS: readonly string[] = DEPARTMENT_LINKS.map((d) => d.slug)

export function Departments({
  departments,
}: {
  departments: Array<{ slug: string; name: string; description: string | null }>
}) {
  const t = useT('home')
  const site = useT('site')
  const departmentName = useDepartmentName()
  const localize = useLocalizePath()
  return (
    <section
      id="departments"
      aria-labelledby="departments-title"
      className="bg-slate-50 py-10 sm:py-14"
    >
      <div className="container-page">
        <p className="eyebrow">{t('departments.eyebrow')}</p>
        <h2 id="departments-title" className="section-title">
          {t('departments.title')}
        </h2>
        {/* On a phone the clinics are a compact two-column list; their descriptions show from
            640 px up and on each clinic's own page. */}
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {departments.map((department) => {
            const name = departmentName(department.slug, department.name)
            // A clinic the content knows is described in the page's language.
            const known = KNOWN_DEPARTMENTS.includes(department.slug)
            return (
              <li key={department.slug} className="card min-w-0 p-4 sm:p-6">
                <h3 className="font-bold break-words text-slate-900 sm:text-lg">{name}</h3>
                <p className="mt-2 hidden text-slate-700 sm:block">
                  {known
                    ? site(`department.${department.slug as DepartmentSlug}.summary`)
                    : department.description}
                </p>
                <p className="mt-2 sm:mt-3">
                  <a
                    className="text-sm font-semibold text-brand-800 sm:text-base"
                    href={localize(`/departments/${department.slug}`)}
                  >
                    {t('departments.book', { name })}
                  </a>
                </p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
