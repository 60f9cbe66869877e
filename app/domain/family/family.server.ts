import { and, asc, count, eq, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { familyMembers, MAX_FAMILY_MEMBERS } from '#app/db/schema/family.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { ageInYears, birthYearFromAge } from './age.ts'
import { type FamilyMemberInput } from './family-schemas.ts'

/** The account already has MAX_FAMILY_MEMBERS members (400, above the form). */
export class FamilyFullError extends DomainError {
  constructor() {
    super('invalid', messageRef('family', 'errors.full'))
  }
}

/**
 * No such member on this account: another account's member is answered exactly like one that
 * does not exist (404), so nothing about other families leaks.
 */
export class FamilyMemberNotFoundError extends DomainError {
  constructor(field?: string) {
    super('not-found', messageRef('family', 'errors.notFound'), field)
  }
}

/** Who acts: the account holder on their own page, or staff reading for the front desk. */
export type FamilyActor = { userId: string; ipAddress: string | null }

const memberColumns = {
  id: familyMembers.id,
  name: familyMembers.name,
  relation: familyMembers.relation,
  sex: familyMembers.sex,
  dateOfBirth: familyMembers.dateOfBirth,
  birthYear: familyMembers.birthYear,
  phone: familyMembers.phone,
  abhaNumber: familyMembers.abhaNumber,
  abhaAddress: familyMembers.abhaAddress,
}

type MemberRow = {
  id: string
  name: string
  relation: (typeof familyMembers.$inferSelect)['relation']
  sex: (typeof familyMembers.$inferSelect)['sex']
  dateOfBirth: string | null
  birthYear: number | null
  phone: string | null
  abhaNumber: string | null
  abhaAddress: string | null
}

const withAge = (row: MemberRow, today: string) => ({ ...row, age: ageInYears(row, today) })

export type FamilyMember = ReturnType<typeof withAge>

/** The account's family members, in the order they were added, each with their age today. */
export async function listFamilyMembers(accountUserId: string, today = clinicToday()) {
  const rows = await getDb()
    .select(memberColumns)
    .from(familyMembers)
    .where(eq(familyMembers.accountUserId, accountUserId))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id))
  return rows.map((row) => withAge(row, today))
}

/** One member of this account, or null (also for another account's member or a malformed id). */
export async function findFamilyMember(
  accountUserId: string,
  memberId: string,
  today = clinicToday(),
) {
  if (!isUuid(memberId)) return null
  const [row] = await getDb()
    .select(memberColumns)
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.accountUserId, accountUserId)))
  return row ? withAge(row, today) : null
}

function columnsOf(input: FamilyMemberInput, today: string) {
  return {
    name: input.name,
    relation: input.relation,
    sex: input.sex,
    dateOfBirth: input.dateOfBirth ?? null,
    // A known date of birth makes the year redundant; an age alone is kept as the year of birth.
    birthYear: input.dateOfBirth
      ? null
      : input.age !== undefined
        ? birthYearFromAge(input.age, today)
        : null,
    phone: input.phone ?? null,
    abhaNumber: input.abhaNumber ?? null,
    abhaAddress: input.abhaAddress ?? null,
  }
}

/**
 * Adds a member, refusing the eleventh. The account's row is locked first, so two additions
 * sent at once cannot both pass the count.
 */
export async function addFamilyMember(
  accountUserId: string,
  input: FamilyMemberInput,
  actor: FamilyActor,
  today = clinicToday(),
): Promise<string> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${accountUserId} for update`)
    const [existing] = await tx
      .select({ n: count() })
      .from(familyMembers)
      .where(eq(familyMembers.accountUserId, accountUserId))
    if (Number(existing?.n ?? 0) >= MAX_FAMILY_MEMBERS) throw new FamilyFullError()
    const [row] = await tx
      .insert(familyMembers)
      .values({ accountUserId, ...columnsOf(input, today) })
      .returning({ id: familyMembers.id })
    await recordAudit(tx, {
      action: 'family_member.added',
      actorUserId: actor.userId,
      subjectType: 'family_member',
      subjectId: row!.id,
      ipAddress: actor.ipAddress,
    })
    return row!.id
  })
}

/** Changes a member's details; only the account's own members. */
export async function updateFamilyMember(
  accountUserId: string,
  memberId: string,
  input: FamilyMemberInput,
  actor: FamilyActor,
  today = clinicToday(),
) {
  if (!isUuid(memberId)) throw new FamilyMemberNotFoundError()
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(familyMembers)
      .set({ ...columnsOf(input, today), updatedAt: new Date() })
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.accountUserId, accountUserId)))
      .returning({ id: familyMembers.id })
    if (updated.length === 0) throw new FamilyMemberNotFoundError()
    await recordAudit(tx, {
      action: 'family_member.updated',
      actorUserId: actor.userId,
      subjectType: 'family_member',
      subjectId: memberId,
      ipAddress: actor.ipAddress,
    })
  })
}

/**
 * Removes a member. Their appointments stay (medical records): the database unlinks them
 * (ON DELETE SET NULL) and each keeps the name it was booked under.
 */
export async function removeFamilyMember(
  accountUserId: string,
  memberId: string,
  actor: FamilyActor,
) {
  if (!isUuid(memberId)) throw new FamilyMemberNotFoundError()
  await getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(familyMembers)
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.accountUserId, accountUserId)))
      .returning({ id: familyMembers.id })
    if (removed.length === 0) throw new FamilyMemberNotFoundError()
    await recordAudit(tx, {
      action: 'family_member.removed',
      actorUserId: actor.userId,
      subjectType: 'family_member',
      subjectId: memberId,
      ipAddress: actor.ipAddress,
    })
  })
}
