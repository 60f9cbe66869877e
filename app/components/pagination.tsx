import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

/**
 * Previous / next links that keep the current filters. Its words are in the `site` catalogue:
 * a page showing it names 'site' in its handle.
 */
export function Pagination({
  page,
  pages,
  search,
}: {
  page: number
  pages: number
  search: string
}) {
  const t = useT('site')
  if (pages <= 1) return null
  const to = (n: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(n))
    return `?${params.toString()}`
  }
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex items-center gap-3">
      {page > 1 ? (
        <Link className="btn-secondary" to={to(page - 1)}>
          {t('pagination.previous')}
        </Link>
      ) : null}
      <span className="text-slate-700">{t('pagination.status', { page, pages })}</span>
      {page < pages ? (
        <Link className="btn-secondary" to={to(page + 1)}>
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  )
}
