/**
 * A path as the log may keep it: private links' tokens (an appointment's manage link, an
 * ambulance request's tracking link, a laboratory order's page, a medicine order's tracking page,
 * an application to join's page, in either language) replaced, since whoever holds one may act on
 * the request or read the report.
 */
export function loggablePath(path: string): string {
  return path.replace(
    /\/(appointments\/manage|ambulance\/track|lab-tests\/orders|medicines\/orders|join)\/[^/]+/,
    '/$1/:token',
  )
}
