import type { Route } from './+types/opd-visit-record'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { visitImportedFile } from './opd-visit.server.ts'

export const policy: RoutePolicy = personal

/** A FHIR document the patient brought to an OPD visit, as it was sent: for the visit's doctor. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  visitImportedFile(request, params.visitId, params.fileId, context.clientIp)
