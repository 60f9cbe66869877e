import { ChevronDown } from 'lucide-react'
import { useRef } from 'react'
import { DEPARTMENT_LINKS } from '#app/content/department-links.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath } from '#app/utils/i18n/links.tsx'
import { useDetailsMenu } from './use-details-menu.ts'

/**
 * A disclosure built on <details>, so it opens by mouse, Enter or Space with or without
 * JavaScript; JavaScript adds Escape and closing when focus or a click moves elsewhere.
 */
export function DepartmentsMenu() {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const t = useT('common')
  const localize = useLocalizePath()

  useDetailsMenu(detailsRef)

  return (
    <details ref={detailsRef} className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded px-3 py-2 font-semibold xl:px-2 text-slate-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {t('header.departments')}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        {DEPARTMENT_LINKS.map((department) => (
          <li key={department.slug}>
            <a
              href={localize(`/departments/${department.slug}`)}
              className="block rounded px-3 py-2 text-slate-800 no-underline hover:bg-brand-50"
            >
              {t(`department.${department.slug}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
