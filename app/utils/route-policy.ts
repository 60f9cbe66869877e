/**
 * How a route may be cached and how often it may be posted to. Every route module declares its
 * own, beside its loader and action:
 *
 *   export const policy: RoutePolicy = sharedPage
 *
 * The server reads it from the build (server/route-policies.ts, which also holds the windows and
 * counts of the POST limits named here) and refuses to start when a route declares none, or one it
 * cannot apply, so a new or renamed route cannot slip through without one. `policy` is not one of
 * React Router's route exports: the browser's build leaves it out (docs/architecture.md).
 *
 * Caching:
 * - `public`: the same answer for everyone, never personal (robots, sitemap, search suggestions).
 * - `page`: a page anyone may see, which shows who is signed in: revalidated every time, and not
 *   stored at all when a session cookie is sent.
 * - `personal`: account, staff and one-time-link pages: never stored.
 *
 * Every POST counts towards the general limit (unless the route counts its own, `ownPostLimit`);
 * a route's own `postLimit` counts as well.
 */
export type RoutePolicy = {
  cache: { kind: 'public'; maxAgeSeconds: number } | { kind: 'page' } | { kind: 'personal' }
  postLimit?: PostLimitName
  /**
   * The page a visitor without cookies gets is the same for every such visitor (apart from its
   * nonce and response tokens), so the server may keep it and answer the next one with it
   * (server/page-cache.ts). Only for pages whose anonymous view depends on nothing but the
   * address and the data behind the data_changed channel.
   */
  anonymousCache?: boolean
  /**
   * Bytes a multipart POST to this route may carry, for forms that take files (usually
   * `MAX_UPLOAD_REQUEST_BYTES` from app/utils/files/file-kinds.ts). Every other route takes
   * small forms only (FORM_BODY_LIMIT in server/request-body.ts), refused before any code runs.
   */
  uploadLimit?: number
  /**
   * The route limits its POSTs itself, per participant and room, in its domain function: a call's
   * signalling sends a burst of small messages (offer, answer, network candidates) that the
   * general per-address limit was not made for.
   */
  ownPostLimit?: boolean
  /**
   * The route's forms show its `postLimit` themselves. When an address reaches it, the request
   * still goes on to the route, with `context.postLimitReached` (the seconds to wait), and the
   * action must answer at once, 429, without doing anything: its form then says to wait and keeps
   * the step the person was at (the code they were typing), with JavaScript or without. A
   * JavaScript form's data request could not show the server's "please wait" page: React Router
   * would throw it away and show an error page instead.
   */
  postLimitShownByRoute?: boolean
  /**
   * Cookies only this route's own pages read (a cart, the language choice). No page shared between
   * visitors reads them: a visitor who carries only such cookies still gets the shared copy of a
   * page, rendered without them (server/page-cache.ts).
   */
  ownCookies?: readonly string[]
}

/**
 * The POST limits per client address a route may name; their windows and counts are the server's
 * (POST_LIMITS in server/route-policies.ts).
 */
export type PostLimitName = 'contact' | 'sign-in' | 'password-reset' | 'join' | 'signal'

/** A page anyone may see, which shows who is signed in. */
export const page: RoutePolicy = { cache: { kind: 'page' } }

/** A `page` whose anonymous view the server may keep and share (`anonymousCache`). */
export const sharedPage: RoutePolicy = { ...page, anonymousCache: true }

/** Never stored anywhere. */
export const personal: RoutePolicy = { cache: { kind: 'personal' } }

/** The same answer for everyone, which any cache may keep for `maxAgeSeconds`. */
export const publicFor = (maxAgeSeconds: number): RoutePolicy => ({
  cache: { kind: 'public', maxAgeSeconds },
})
