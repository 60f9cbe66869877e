import { sql } from 'drizzle-orm'
import { user } from '#app/db/schema/auth.ts'

/**
 * `accountContactPhone()` (contact-phone.ts) as a column, for lists and joins that read many
 * accounts in one statement: the verified sign-in mobile first, then the profile phone.
 */
export const accountContactPhoneColumn = () =>
  sql<string | null>`coalesce(
    CASE WHEN ${user.phoneNumberVerified} THEN ${user.phoneNumber} END,
    nullif(${user.phone}, '')
  )`
