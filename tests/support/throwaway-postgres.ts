import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Creates a database of its own on the PostgreSQL server at `adminUrl` (tests and benchmarks),
 * returning its URL and a function that drops it. With `template`, it starts as a copy of that
 * database (PostgreSQL copies its files: much faster than migrating a new one).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(
      `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
    )
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
