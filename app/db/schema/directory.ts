import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const departments = pgTable('departments', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const doctors = pgTable('doctors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  departmentId: uuid('department_id')
    .notNull()
    .references(() => departments.id),
  qualifications: text('qualifications').notNull(),
  registrationNumber: text('registration_number').notNull(),
  gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  experienceYears: integer('experience_years').notNull(),
  feeInr: integer('fee_inr').notNull(),
  consultationModes: text('consultation_modes')
    .array()
    .notNull()
    .default(sql`'{in_person}'::text[]`),
  bio: text('bio').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
