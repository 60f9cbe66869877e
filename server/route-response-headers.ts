import { type NextFunction, type Request, type Response } from 'express'

/** Headers whose values add up: a route's answer adds to what the pipeline said. */
const ADDING_UP = new Set(['set-cookie', 'vary'])

/**
 * A route's own answer has the last word on each header it sets. React Router's Express adapter
 * copies a Response's headers onto the answer with `res.append`, so a header the pipeline had
 * already set (the security headers of server/security.ts, the route policy's Cache-Control) went
 * out twice: every file answer (app/utils/files) carried two Content-Security-Policy headers, a
 * browser enforcing both, and `Cache-Control: no-store, private, no-store`. Here the first value a
 * route gives for such a header replaces the pipeline's; further values it gives for the same
 * header are kept beside it, and Set-Cookie and Vary add up as before.
 */
export function routeHeadersReplacePipelines(_req: Request, res: Response, next: NextFunction) {
  const setBefore = new Set(res.getHeaderNames())
  const append = res.append.bind(res)
  const replacingFirst = (name: string, value?: string[] | string) => {
    const key = name.toLowerCase()
    if (setBefore.delete(key) && !ADDING_UP.has(key)) res.removeHeader(key)
    return append(name, value)
  }
  res.append = replacingFirst
  next()
}
