import { and, count, desc, eq, exists, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { type Role, session, user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { normalizeIndianPhone } from '#app/utils/phone.ts'
import { normalizeAbhaAddress, normalizeAbhaNumber } from '#app/domain/abha/index.ts'
import {
  accountContactPhoneColumn,
  createAccountWithSetPasswordLink,
  setPasswordMail,
} from '#app/domain/accounts/index.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { type Actor, PAGE_SIZE } from './staff-appointments.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

export class SelfChangeError extends DomainError {
  constructor() {
    super('forbidden', messageRef('staff', 'people.selfChange'))
  }
}

/**
 * Accounts, newest first, by role and a search on name or e-mail — or, when the search is a
 * mobile number in any form (+91 98765 43210, 098765 43210, 9876543210), on the account's numbers
 * and its family members' own numbers; an ABHA number in any grouping (91-1234-5678-9012,
 * 91 1234 5678 9012, 14 digits) or an ABHA address (name@abdm, any case) finds the account that
 * holds it, on its own record or a family member's.
 */
export async function listAccounts(filters: {
  role?: Role | null
  q?: string | null
  page?: number
}) {
  const conditions = []
  if (filters.role) conditions.push(eq(user.role, filters.role))
  const phone = filters.q ? normalizeIndianPhone(filters.q) : null
  const abhaNumber = filters.q ? normalizeAbhaNumber(filters.q) : null
  // Only text with an @ is read as an address: "ravi.kumar" is still a name or e-mail search.
  const abhaAddress = filters.q?.includes('@') ? normalizeAbhaAddress(filters.q) : null
  const memberWith = (condition: SQL) =>
    exists(
      getDb()
        .select({ one: sql`1` })
        .from(familyMembers)
        .where(and(eq(familyMembers.accountUserId, user.id), condition)),
    )
  if (phone || abhaNumber) {
    // 14 digits can be both (0091 and a mobile number): either finds the account.
    conditions.push(
      or(
        ...(phone
          ? [
              eq(user.phone, phone),
              eq(user.phoneNumber, phone),
              memberWith(eq(familyMembers.phone, phone)),
            ]
          : []),
        ...(abhaNumber
          ? [eq(user.abhaNumber, abhaNumber), memberWith(eq(familyMembers.abhaNumber, abhaNumber))]
          : []),
      ),
    )
  } else if (filters.q) {
    const pattern = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`
    conditions.push(
      or(
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        ...(abhaAddress
          ? [
              eq(user.abhaAddress, abhaAddress),
              memberWith(eq(familyMembers.abhaAddress, abhaAddress)),
            ]
          : []),
      ),
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const page = Math.max(1, filters.page ?? 1)
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        phone: accountContactPhoneColumn(),
        role: user.role,
        disabledAt: user.disabledAt,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    getDb().select({ n: count() }).from(user).where(where),
  ])
  return {
    rows,
    total: Number(total?.n ?? 0),
    page,
    pages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / PAGE_SIZE)),
  }
}

export async function getAccount(id: string) {
  const [row] = await getDb()
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: accountContactPhoneColumn(),
      abhaNumber: user.abhaNumber,
      abhaAddress: user.abhaAddress,
      role: user.role,
      disabledAt: user.disabledAt,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, id))
  if (!row) return null
  const [linked] = await getDb()
    .select({ slug: doctors.slug, name: doctors.name })
    .from(doctors)
    .where(eq(doctors.userId, id))
  return { ...row, doctor: linked ?? null }
}

export async function changeRole(id: string, role: Role, actor: Actor) {
  if (id === actor.userId) throw new SelfChangeError()
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select({ role: user.role }).from(user).where(eq(user.id, id))
    if (!before || before.role === role) return
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id))
    // New rights take effect at the next sign-in, never silently mid-session.
    await tx.delete(session).where(eq(session.userId, id))
    if (role !== 'doctor')
      await tx.update(doctors).set({ userId: null }).where(eq(doctors.userId, id))
    await recordAudit(tx, {
      action: 'role.changed',
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: id,
      ipAddress: actor.ipAddress,
      details: { from: before.role, to: role },
    })
  })
}

/** Disables an account: every session ends at once and sign-in is refused. */
export async function setAccountDisabled(id: string, disabled: boolean, actor: Actor) {
  if (id === actor.userId) throw new SelfChangeError()
  await getDb().transaction(async (tx) => {
    await tx
      .update(user)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(disabled ? and(eq(user.id, id), isNull(user.disabledAt)) : eq(user.id, id))
    if (disabled) await tx.delete(session).where(eq(session.userId, id))
    await recordAudit(tx, {
      action: disabled ? 'account.disabled' : 'account.enabled',
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: id,
      ipAddress: actor.ipAddress,
    })
  })
}

/** Links a doctor account to the doctor it is (one account per doctor). */
export async function linkDoctorAccount(userId: string, doctorSlug: string | null, actor: Actor) {
  await getDb().transaction(async (tx) => {
    await tx.update(doctors).set({ userId: null }).where(eq(doctors.userId, userId))
    if (doctorSlug) await tx.update(doctors).set({ userId }).where(eq(doctors.slug, doctorSlug))
    await recordAudit(tx, {
      action: 'doctor.account_linked',
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress: actor.ipAddress,
      details: { doctor: doctorSlug },
    })
  })
}

/**
 * Creates a staff, doctor or admin account and e-mails its owner the set-password link, in
 * `locale` (the language of the admin's page).
 */
export async function createStaffAccount(
  input: {
    name: string
    email: string
    role: Exclude<Role, 'patient'>
    doctorSlug?: string | null
  },
  actor: Actor,
  locale: Locale,
) {
  const { userId, setPasswordUrl } = await createAccountWithSetPasswordLink({
    ...input,
    createdBy: actor.userId,
    locale,
  })
  if (input.role === 'doctor' && input.doctorSlug)
    await linkDoctorAccount(userId, input.doctorSlug, actor)
  await queueMail(getDb(), {
    to: input.email,
    kind: 'account.set-password',
    ...setPasswordMail(input.name, setPasswordUrl, locale),
  })
  return userId
}
