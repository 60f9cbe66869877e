import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { localizedPath } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, page } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = page

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath(request, '/home'), 301)
}
