import type { Route } from './+types/pharmacy-file'
import {
  auditPharmacyRead,
  pharmacyOrderOfFile,
} from '#app/domain/pharmacy/pharmacy-board.server.ts'
import { PHARMACY_STAFF_ROLES } from '#app/domain/pharmacy/pharmacy-roles.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * A page of an order's prescription (a photo or a PDF), to the pharmacy's people only, and only
 * through the order it belongs to; never cached. Every file handed out is audited.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, PHARMACY_STAFF_ROLES)
  const orderId = await pharmacyOrderOfFile(params.number, params.fileId)
  if (!orderId) throw new Response(null, { status: 404 })
  const response = await fileResponse(params.fileId)
  if (!response) throw new Response(null, { status: 404 })
  await auditPharmacyRead({ userId: user.id, ipAddress: context.clientIp || null }, orderId, {
    file: params.fileId,
  })
  return response
}
