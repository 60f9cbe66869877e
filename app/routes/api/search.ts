import { data } from 'react-router'
import type { Route } from './+types/search'
import { searchSite } from '#app/domain/search/search.server.ts'

export const TYPEAHEAD_LIMIT = 6

/** GET /api/search?q=… → the first few results, for the search box's suggestions. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim()
  const results = query.length < 2 ? [] : await searchSite(query, TYPEAHEAD_LIMIT)
  return data({
    // The query answered, so the search box can tell a late answer from the current one.
    query,
    results: results.map(({ kind, slug, title, titleHi, url, urgent }) => ({
      kind,
      slug,
      title,
      titleHi,
      url,
      urgent,
    })),
  })
}
