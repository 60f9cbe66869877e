import { data } from 'react-router'
import type { Route } from './+types/search'
import { searchSite } from '#app/domain/search/search.server.ts'
import { requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, publicFor } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = publicFor(60)

export const TYPEAHEAD_LIMIT = 6

/**
 * GET /api/search?q=… (/hi/api/search?q=… in Hindi) → the first few results, for the search
 * box's suggestions, with names and kinds already in the request's language.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim()
  const results =
    query.length < 2 ? [] : await searchSite(query, TYPEAHEAD_LIMIT, requestLocale(request))
  return data({
    // The query answered, so the search box can tell a late answer from the current one.
    query,
    results: results.map(({ kind, kindLabel, slug, title, titleHi, url, urgent }) => ({
      kind,
      kindLabel,
      slug,
      title,
      titleHi,
      url,
      urgent,
    })),
  })
}
