import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { SITE } from '#app/content/site.ts'

/** A page's title and description, put into words by its loader in the page's language. */
export type PageMeta = { title: string; description: string }

/** Pages for signed-in people and one-off links: search engines leave them out. */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' }

/**
 * The `meta` of a page whose loader returns `meta: { title, description }`, plus any further
 * tags; until the loader has answered (an error page), the site's name.
 */
export function pageMeta(
  data: { meta: PageMeta } | undefined,
  ...more: MetaDescriptor[]
): MetaDescriptor[] {
  return [
    { title: data?.meta.title ?? SITE.name },
    { name: 'description', content: data?.meta.description ?? '' },
    ...more,
  ]
}

/**
 * `pageMeta` for a page whose loader may answer 404 with `data({ title })` (the title already in
 * the page's language): the error's title, kept out of search engines.
 */
export function pageMetaOr404(
  data: { meta: PageMeta } | undefined,
  error: unknown,
): MetaDescriptor[] {
  if (data) return pageMeta(data)
  const title = isRouteErrorResponse(error)
    ? (error.data as { title?: string } | null)?.title
    : undefined
  return [{ title: title ?? SITE.name }, NOINDEX]
}
