import { and, eq, isNull } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { type Role, user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { labPathologists } from '#app/db/schema/lab.ts'
import { pharmacists } from '#app/db/schema/pharmacy.ts'
import { getAuth } from '#app/domain/accounts/auth.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/** One account per role, in demo mode only. The README lists the same passwords. */
/** The demo doctor account is Dr. Anjali Verma's, for the doctor's own view. */
export const DEMO_DOCTOR_PROFILE = 'dr-anjali-verma'

export const DEMO_ACCOUNTS: ReadonlyArray<{
  role: Role
  email: string
  name: string
  password: string
  phone: string
  /** A pathologist's credentials, printed on the reports they verify. */
  pathologist?: { qualification: string; registrationNumber: string }
  /** A pharmacist's registration with the State Pharmacy Council, on every order they check. */
  pharmacist?: { qualification: string; registrationNumber: string }
}> = [
  {
    role: 'patient',
    email: 'patient@demo.maindoctor.in',
    name: 'Sunita Devi',
    password: 'Demo-Patient-2026',
    phone: '+919876500001',
  },
  {
    role: 'doctor',
    email: 'doctor@demo.maindoctor.in',
    name: 'Dr. Anjali Verma',
    password: 'Demo-Doctor-2026',
    phone: '+919876500002',
  },
  {
    role: 'staff',
    email: 'staff@demo.maindoctor.in',
    name: 'Pooja Shukla',
    password: 'Demo-Staff-2026',
    phone: '+919876500003',
  },
  {
    role: 'dispatcher',
    email: 'dispatcher@demo.maindoctor.in',
    name: 'Vikas Maurya',
    password: 'Demo-Dispatch-2026',
    phone: '+919876500005',
  },
  {
    role: 'lab',
    email: 'lab@demo.maindoctor.in',
    name: 'Ramesh Yadav',
    password: 'Demo-Lab-2026',
    phone: '+919876500006',
  },
  {
    role: 'lab',
    email: 'pathologist@demo.maindoctor.in',
    name: 'Dr. Kavita Saxena',
    password: 'Demo-Pathology-2026',
    phone: '+919876500007',
    pathologist: { qualification: 'MBBS, MD (Pathology)', registrationNumber: 'UPMC 48213' },
  },
  {
    role: 'pharmacist',
    email: 'pharmacist@demo.maindoctor.in',
    name: 'Mohd. Arif Khan',
    password: 'Demo-Pharmacy-2026',
    phone: '+919876500008',
    pharmacist: { qualification: 'B.Pharm', registrationNumber: 'UPSPC 71542' },
  },
  {
    role: 'admin',
    email: 'admin@demo.maindoctor.in',
    name: 'Rajesh Awasthi',
    password: 'Demo-Admin-2026',
    phone: '+919876500004',
  },
]

export async function seedDemoAccounts(): Promise<void> {
  const context = await getAuth().$context
  // Side by side: hashing the passwords runs on libuv's threads, one account each.
  await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => {
      const [existing] = await getDb()
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, demo.email))
      if (existing) return
      const created = await context.internalAdapter.createUser(
        {
          email: demo.email,
          name: demo.name,
          emailVerified: true,
          role: demo.role,
          phone: demo.phone,
        },
        { method: 'admin' },
      )
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await context.password.hash(demo.password),
      })
      // The demo patient also signs in by mobile number (the code shows at /dev/sms).
      if (demo.role === 'patient')
        await getDb()
          .update(user)
          .set({ phoneNumber: demo.phone, phoneNumberVerified: true })
          .where(eq(user.id, created.id))
      if (demo.pathologist)
        await getDb()
          .insert(labPathologists)
          .values({ userId: created.id, ...demo.pathologist })
      if (demo.pharmacist)
        await getDb()
          .insert(pharmacists)
          .values({ userId: created.id, ...demo.pharmacist })
      if (demo.role === 'doctor') {
        await getDb()
          .update(doctors)
          .set({ userId: created.id })
          .where(and(eq(doctors.slug, DEMO_DOCTOR_PROFILE), isNull(doctors.userId)))
      }
    }),
  )
  logger.warn(
    { accounts: DEMO_ACCOUNTS.map((demo) => `${demo.role}: ${demo.email} / ${demo.password}`) },
    'DEMO MODE: demo accounts (passwords are public — never use them with real data)',
  )
}
