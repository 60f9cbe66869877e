import { type ServerBuild } from 'react-router'
import { type Locale, localeFromPath } from '#app/utils/i18n/locales.ts'

/** The prefix app/routes.ts gives every page: `hi?/doctors` is /doctors and /hi/doctors. */
const EITHER_LANGUAGE = 'hi?/'

/**
 * The server build with each page's route in one language only: `hi?/doctors` becomes `doctors`
 * (English) or `hi/doctors` (Hindi). React Router matches a request by trying its ranked route
 * branches one by one, several times per request, and the optional segment makes two branches of
 * every page — with every Hindi branch ranked before the English ones. A request's language is
 * known from its path (localeFromPath), so it is matched against that language's half: the same
 * route as in the whole build (server/language-builds.test.ts checks every route), in half the
 * tries. Routes without the prefix (the splat, /hi itself, robots.txt …) stay in both.
 *
 * Only the server's matching changes: the browser's route manifest (`build.assets`) is the
 * build's own, and route discovery (`/__manifest`, which may ask for paths in both languages) is
 * answered from the whole build (buildFor).
 */
export function languageBuilds(build: ServerBuild): Record<Locale, ServerBuild> {
  const inLanguage = (locale: Locale): ServerBuild => ({
    ...build,
    routes: Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => [
        id,
        route?.path?.startsWith(EITHER_LANGUAGE)
          ? {
              ...route,
              path: `${locale === 'hi' ? 'hi/' : ''}${route.path.slice(EITHER_LANGUAGE.length)}`,
            }
          : route,
      ]),
    ),
  })
  return { en: inLanguage('en'), hi: inLanguage('hi') }
}

/** Which build answers a request: its language's, or the whole one for route discovery. */
export function buildFor(build: ServerBuild, pathname: string): Locale | 'whole' {
  if (pathname === (build.routeDiscovery?.manifestPath ?? '/__manifest')) return 'whole'
  return localeFromPath(pathname)
}
