// Part of the build: an empty embedded database with every migration applied, packed as one
// file (build/server/database-template.tar.gz). A first start on a new data directory unpacks it
// instead of creating a database from nothing (initdb in WebAssembly: several CPU seconds).
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'

export const DATABASE_TEMPLATE = 'build/server/database-template.tar.gz'

export async function writeDatabaseTemplate(file = DATABASE_TEMPLATE) {
  const client = new PGlite('memory://', { extensions: { btree_gist, pg_trgm } })
  await client.waitReady
  await migrate(drizzle({ client }), { migrationsFolder: path.resolve('drizzle') })
  const dump = await client.dumpDataDir('gzip')
  await client.close()
  mkdirSync(path.dirname(file), { recursive: true })
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
}

if (import.meta.url === `file://${process.argv[1]}`) await writeDatabaseTemplate(process.argv[2])
