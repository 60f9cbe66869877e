/**
 * A path as the log may keep it: private links' tokens (an appointment's manage link, an
 * ambulance request's tracking link, in either language) replaced, since whoever holds one may
 * act on the request.
 */
export function loggablePath(path: string): string {
  return path.replace(/\/(appointments\/manage|ambulance\/track)\/[^/]+/, '/$1/:token')
}
