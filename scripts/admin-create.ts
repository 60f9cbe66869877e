// npm run admin:create -- --email admin@example.com --name "Asha Mehta"
// Creates an admin account and prints a one-time link (valid one hour) to set its password.
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: only one
// process may open it).
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { closeDatabase, openDatabase } from '#app/db/client.server.ts'
import { seedSiteContent } from '#app/domain/seed/seed.server.ts'
import {
  AccountExistsError,
  createAccountWithSetPasswordLink,
} from '#app/domain/accounts/create-account.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { EmailSchema, NameSchema } from '#app/utils/field-schemas.ts'

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } })
const parsed = z.object({ email: EmailSchema, name: NameSchema }).safeParse(values)
if (!parsed.success) {
  console.error('Usage: npm run admin:create -- --email <address> --name "<full name>"')
  for (const issue of parsed.error.issues)
    console.error(`  ${issue.path.join('.')}: ${issue.message}`)
  process.exit(2)
}

const env = getEnv()
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR },
)
try {
  await database.migrate()
  await seedSiteContent(database.db)
  const { setPasswordUrl } = await createAccountWithSetPasswordLink({
    ...parsed.data,
    role: 'admin',
  })
  console.log(`Admin account created for ${parsed.data.email}.`)
  console.log(
    `Open this link within one hour to choose the password (it works once):\n\n  ${setPasswordUrl}\n`,
  )
} catch (error) {
  if (error instanceof AccountExistsError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
} finally {
  await closeDatabase()
}
