import { isRouteErrorResponse, Outlet } from 'react-router'
import type { Route } from './+types/area-error-boundary'
import { ErrorContent } from '#app/components/layout/error-content.tsx'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * A pathless layout around an area's pages (staff, doctor, account): a failure inside one of them
 * is shown within the area — the staff navigation stays — instead of replacing the whole page.
 */
export default function AreaErrorBoundary() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <div data-testid="area-error">
      <ErrorContent status={status} />
    </div>
  )
}
