import { Link } from 'react-router'

/** Previous / next links that keep the current filters. */
export function Pagination({
  page,
  pages,
  search,
}: {
  page: number
  pages: number
  search: string
}) {
  if (pages <= 1) return null
  const to = (n: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(n))
    return `?${params.toString()}`
  }
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
      {page > 1 ? (
        <Link className="btn-secondary" to={to(page - 1)}>
          Previous page
        </Link>
      ) : null}
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="btn-secondary" to={to(page + 1)}>
          Next page
        </Link>
      ) : null}
    </nav>
  )
}
