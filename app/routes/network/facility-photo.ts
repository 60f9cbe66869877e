import type { Route } from './+types/facility-photo'
import { facilityPhotoResponse } from '#app/domain/network/facilities.server.ts'
import { type RoutePolicy, publicFor } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = publicFor(86_400)

/**
 * A listed facility's photo: public (anyone may see a facility's front), cached for a day. Only a
 * photo of that facility; any other file id answers 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const response = await facilityPhotoResponse(params.slug, params.fileId)
  if (!response) throw new Response(null, { status: 404 })
  // Public, unlike the files of patients: the route policy's day in every cache.
  response.headers.set('Cache-Control', 'public, max-age=86400')
  response.headers.delete('Content-Disposition')
  return response
}
