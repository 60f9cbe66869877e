import { sql } from 'drizzle-orm'
import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * What the site search finds besides doctors: clinics, services, symptoms, conditions, lab
 * tests and packages, and medicines. Rebuilt from `app/content/` on every start, so the repository is the only
 * place they are edited.
 * `document` serves full-text search; `terms` (lower-case title, Hindi title and aliases) serves
 * pg_trgm similarity for misspellings and plain substring matching for Hindi.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['department', 'service', 'symptom', 'condition', 'lab-test', 'medicine'],
    }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleHi: text('title_hi').notNull().default(''),
    summary: text('summary').notNull(),
    url: text('url').notNull(),
    terms: text('terms').notNull(),
    /** Emergencies come first in results and carry the emergency call. */
    urgent: integer('urgent').notNull().default(0),
    document: tsvector('document').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title || ' ' || title_hi), 'A') || setweight(to_tsvector('english', terms), 'B') || setweight(to_tsvector('simple', terms), 'B') || setweight(to_tsvector('english', summary), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex('search_entries_kind_slug_idx').on(table.kind, table.slug),
    index('search_entries_document_idx').using('gin', table.document),
    index('search_entries_terms_trgm_idx').using('gin', sql`${table.terms} gin_trgm_ops`),
  ],
)
