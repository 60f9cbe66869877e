import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

// The stored form of an ABHA number and address (on `user` and `family_members`), checked by the
// database as the last guard behind `abhaNumberSchema` / `abhaAddressSchema` in
// `app/domain/abha/`, which turn what a person types into this form. Null means "not given".

/** 14 digits, no hyphens or spaces. */
export function abhaNumberForm(column: AnyPgColumn): SQL {
  return sql`${column} IS NULL OR ${column} ~ '^[0-9]{14}$'`
}

/**
 * Lower case `name@abdm` (or `@sbx`, ABDM's sandbox): 8 to 18 letters and digits before the `@`,
 * with at most one `.` and at most one `_`, neither first nor last. The part after the `@` has
 * neither character, so counting them over the whole value counts them in the name.
 */
export function abhaAddressForm(column: AnyPgColumn): SQL {
  return sql`${column} IS NULL OR (${column} ~ '^[a-z0-9][a-z0-9._]{6,16}[a-z0-9]@(abdm|sbx)$' AND ${column} !~ '\\..*\\.' AND ${column} !~ '_.*_')`
}
