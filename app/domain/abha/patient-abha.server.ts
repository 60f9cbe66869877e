import { and, eq, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { familyMembers } from '#app/db/schema/family.ts'

/** A patient's ABHA number (14 digits) and address, either possibly absent. */
export type PatientAbha = { abhaNumber: string | null; abhaAddress: string | null }

/** Whom a record is for, as the records know it. */
export type RecordPatient = {
  /** The account it was made in (booked, checked in or ordered from), if any. */
  accountUserId: string | null
  /** The family member it names, when the record links one (appointments do). */
  familyMemberId?: string | null
  /** The patient's name on the record. */
  patientName: string
}

const sameName = (column: typeof user.name | typeof familyMembers.name, name: string) =>
  sql`lower(btrim(${column})) = lower(btrim(${name}))`

/**
 * The ABHA of the person a record is for, read now (a number added later shows on older records,
 * and an erased account's is gone): the linked family member's own; else the account holder's,
 * when the record is in the holder's name; else the account's family member of that name (lab
 * orders and OPD visits name the patient without a link). Null for a guest or when nobody
 * matches, and when the person gave neither.
 */
export async function patientAbha(patient: RecordPatient): Promise<PatientAbha | null> {
  const pick = (row: PatientAbha | undefined) =>
    row && (row.abhaNumber || row.abhaAddress) ? row : null
  const columns = (table: typeof user | typeof familyMembers) => ({
    abhaNumber: table.abhaNumber,
    abhaAddress: table.abhaAddress,
  })
  if (patient.familyMemberId) {
    const [member] = await getDb()
      .select(columns(familyMembers))
      .from(familyMembers)
      .where(eq(familyMembers.id, patient.familyMemberId))
    return pick(member)
  }
  if (!patient.accountUserId) return null
  const [holder] = await getDb()
    .select(columns(user))
    .from(user)
    .where(and(eq(user.id, patient.accountUserId), sameName(user.name, patient.patientName)))
  if (holder) return pick(holder)
  const [member] = await getDb()
    .select(columns(familyMembers))
    .from(familyMembers)
    .where(
      and(
        eq(familyMembers.accountUserId, patient.accountUserId),
        sameName(familyMembers.name, patient.patientName),
      ),
    )
    .orderBy(familyMembers.createdAt)
    .limit(1)
  return pick(member)
}
