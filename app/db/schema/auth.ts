import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { ROLES } from './role-values.ts'
import { MOBILE_CHANNELS, SEXES } from './family-values.ts'
import { abhaAddressForm, abhaNumberForm } from './abha-checks.ts'

/** Tables used by better-auth (field names are better-auth's; columns are ours). */

export { ROLES, type Role } from './role-values.ts'

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for an account made with a mobile number only. */
    email: text('email').unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** A contact number the person typed (not verified), e.g. at e-mail registration. */
    phone: text('phone'),
    /**
     * The mobile number the person signs in with (E.164, +91…). Only ever set once verified by a
     * one-time code, so no one can claim another person's number.
     */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    /** How notices reach the person's mobile: SMS, WhatsApp, or not at all. */
    mobileChannel: text('mobile_channel', { enum: MOBILE_CHANNELS }).notNull().default('sms'),
    /** Whether notices also go by e-mail (when the account has an address). */
    emailNotices: boolean('email_notices').notNull().default(true),
    role: text('role', { enum: ROLES }).notNull().default('patient'),
    /** The language the person reads the site, e-mails and messages in ('en' or 'hi'). */
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /**
     * The person's sex and year of birth, which every prescription states: unknown for accounts
     * made without them (by mobile, or by e-mail), until given (the doctor's prescription form
     * asks, and keeps them here for the next one). The year only: most people say their age.
     */
    sex: text('sex', { enum: SEXES }),
    birthYear: integer('birth_year'),
    /**
     * The person's ABHA number (Ayushman Bharat Health Account, ABDM), as its 14 digits without
     * hyphens, and ABHA address (`name@abdm`, lower case), when the person gave them. Optional,
     * typed by the holder and not verified with ABDM; never unique (a wrong one must not block a
     * right one). Shown on their prescriptions and lab reports; rules in `app/domain/abha/`.
     */
    abhaNumber: text('abha_number'),
    abhaAddress: text('abha_address'),
    /** When the person accepted the privacy notice at sign-up. */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    /** Set by an admin: the account cannot sign in and its sessions are gone. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every account can be reached and signed in to: by e-mail, by mobile number, or both.
  (table) => [
    check(
      'user_email_or_phone',
      sql`${table.email} IS NOT NULL OR ${table.phoneNumber} IS NOT NULL`,
    ),
    check('user_abha_number_form', abhaNumberForm(table.abhaNumber)),
    check('user_abha_address_form', abhaAddressForm(table.abhaAddress)),
    // Staff find a patient by either (exact match); most accounts have neither.
    index('user_abha_number_idx')
      .on(table.abhaNumber)
      .where(sql`${table.abhaNumber} IS NOT NULL`),
    index('user_abha_address_idx')
      .on(table.abhaAddress)
      .where(sql`${table.abhaAddress} IS NOT NULL`),
  ],
)

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
)
