import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { abhaAddressForm, abhaNumberForm } from './abha-checks.ts'
import { user } from './auth.ts'
import { RELATIONS, SEXES } from './family-values.ts'

export { MAX_FAMILY_MEMBERS, RELATIONS, type Relation, SEXES, type Sex } from './family-values.ts'

/**
 * A person an account holder books, consults and orders for (a child, a parent…). Belongs to
 * exactly one account and goes with it when the account is deleted. Either the date of birth or,
 * when only the age is known, the year of birth.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountUserId: text('account_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation', { enum: RELATIONS }).notNull(),
    sex: text('sex', { enum: SEXES }).notNull(),
    dateOfBirth: date('date_of_birth'),
    birthYear: smallint('birth_year'),
    /** The member's own mobile number (E.164), when they have one. */
    phone: text('phone'),
    /** The member's own ABHA number (14 digits) and address, as on `user` (`app/domain/abha/`). */
    abhaNumber: text('abha_number'),
    abhaAddress: text('abha_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('family_members_account_idx').on(table.accountUserId),
    check(
      'family_members_birth_known',
      sql`${table.dateOfBirth} IS NOT NULL OR ${table.birthYear} IS NOT NULL`,
    ),
    check('family_members_abha_number_form', abhaNumberForm(table.abhaNumber)),
    check('family_members_abha_address_form', abhaAddressForm(table.abhaAddress)),
    index('family_members_abha_number_idx')
      .on(table.abhaNumber)
      .where(sql`${table.abhaNumber} IS NOT NULL`),
    index('family_members_abha_address_idx')
      .on(table.abhaAddress)
      .where(sql`${table.abhaAddress} IS NOT NULL`),
  ],
)
