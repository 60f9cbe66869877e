import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { registerPatient } from '#app/domain/accounts/register.server.ts'
import { signInWithPassword } from '#app/domain/accounts/sign-in.server.ts'
import { readSession } from '#app/domain/accounts/session.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { changeRole, SelfChangeError, setAccountDisabled } from './people.server.ts'

const headers = () =>
  new Headers({ origin: 'http://localhost:3000', 'x-forwarded-for': '198.51.100.5' })
const cookieOf = (set: Headers) =>
  set
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
const admin = { userId: 'admin-1', ipAddress: '192.0.2.1' }

describeOnEachDatabase('people administration', () => {
  it('disabling an account ends its sessions at once and refuses sign-in; enabling restores it', async () => {
    const person = {
      name: 'Pooja',
      email: 'pooja@example.com',
      phone: '+919876543210',
      password: 'desk-rota-2026',
    }
    await registerPatient(person, headers(), 'en')
    const signedIn = await signInWithPassword(person, headers())
    const cookie = cookieOf((signedIn as { headers: Headers }).headers)
    const request = () => new Request('http://localhost:3000/account', { headers: { cookie } })
    const [row] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, person.email))
    expect((await readSession(request())).user).not.toBeNull()

    await setAccountDisabled(row!.id, true, admin)
    expect((await readSession(request())).user).toBeNull()
    expect(await signInWithPassword(person, headers())).toEqual({ ok: false, reason: 'disabled' })

    await setAccountDisabled(row!.id, false, admin)
    expect((await signInWithPassword(person, headers())).ok).toBe(true)
  })

  it('changes a role with an audit row and refuses to change one’s own', async () => {
    await registerPatient(
      {
        name: 'Dr New',
        email: 'drnew@example.com',
        phone: '+919876543211',
        password: 'stetho-scope-22',
      },
      headers(),
      'en',
    )
    const [row] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'drnew@example.com'))
    await changeRole(row!.id, 'doctor', admin)
    const [after] = await getDb().select({ role: user.role }).from(user).where(eq(user.id, row!.id))
    expect(after?.role).toBe('doctor')
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.action, 'role.changed'))
    expect(audit).toMatchObject({
      actorUserId: 'admin-1',
      subjectId: row!.id,
      details: { from: 'patient', to: 'doctor' },
    })
    await expect(changeRole('admin-1', 'patient', admin)).rejects.toBeInstanceOf(SelfChangeError)
  })
})
