import { and, type AnyColumn, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import { type getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { opdVisits } from '#app/db/schema/opd.ts'

/**
 * Records belong to an account when it made them while signed in, or — for records a guest made
 * (contact messages, bookings) — when they carry an address or a mobile number the account has
 * verified. An unverified one proves nothing: anyone can type someone else's.
 */
export const lower = (column: AnyColumn) => sql<string>`lower(${column})`

export type Owner = { userId: string; verifiedEmail: string | null; verifiedMobile: string | null }

export async function findOwner(
  executor: Pick<ReturnType<typeof getDb>, 'select'>,
  userId: string,
): Promise<Owner | null> {
  const [row] = await executor
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified,
    })
    .from(user)
    .where(eq(user.id, userId))
  if (!row) return null
  return {
    userId,
    verifiedEmail: row.emailVerified && row.email ? row.email.toLowerCase() : null,
    verifiedMobile: row.phoneNumberVerified ? row.phoneNumber : null,
  }
}

/** A guest booking carries the account's verified address or verified mobile number. */
export function ownedAppointments(owner: Owner): SQL {
  const guest = [
    owner.verifiedEmail ? eq(appointments.patientEmail, owner.verifiedEmail) : null,
    owner.verifiedMobile ? eq(appointments.patientPhone, owner.verifiedMobile) : null,
  ].filter((match): match is SQL => match !== null)
  const own = eq(appointments.patientUserId, owner.userId)
  if (guest.length === 0) return own
  return or(own, and(isNull(appointments.patientUserId), or(...guest)))!
}
/**
 * An OPD visit (decision 0022) is the account's when the desk linked it, or, for a walk-in the
 * desk did not link, when it carries the account's verified mobile number.
 */
export function ownedOpdVisits(owner: Owner): SQL {
  const own = eq(opdVisits.patientUserId, owner.userId)
  if (!owner.verifiedMobile) return own
  return or(
    own,
    and(isNull(opdVisits.patientUserId), eq(opdVisits.patientPhone, owner.verifiedMobile)),
  )!
}
