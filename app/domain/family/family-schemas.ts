import { RELATIONS, SEXES } from '#app/db/schema/family-values.ts'
import { abhaAddressSchema, abhaNumberSchema } from '#app/domain/abha/index.ts'
import { clinicToday, isIsoDate } from '#app/utils/clinic-time.ts'
import { NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import { earliestDateOfBirth, MAX_AGE_YEARS } from './age.ts'

/**
 * A family member's details (/account/family), checked in the browser and again by the action.
 * The date of birth, or the age in years when the date is not known: one of them is needed; when
 * both are given the date of birth counts (the age is then computed from it). One schema for the
 * add and the change form (`memberId` tells them apart).
 */
export const FamilyMemberSchema = z
  .object({
    name: NameSchema,
    relation: z.enum(RELATIONS, { error: messageRef('family', 'errors.relation') }),
    sex: z.enum(SEXES, { error: messageRef('family', 'errors.sex') }),
    dateOfBirth: z
      .string()
      .trim()
      .max(10, messageRef('family', 'errors.dateOfBirthInvalid'))
      .refine(isIsoDate, {
        message: messageRef('family', 'errors.dateOfBirthInvalid'),
        abort: true,
      })
      .refine((date) => date <= clinicToday(), {
        message: messageRef('family', 'errors.dateOfBirthFuture'),
        abort: true,
      })
      .refine((date) => date >= earliestDateOfBirth(), messageRef('family', 'errors.tooOld'))
      .optional(),
    age: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, messageRef('family', 'errors.ageInvalid'))
      .transform(Number)
      .refine((age) => age <= MAX_AGE_YEARS, messageRef('family', 'errors.tooOld'))
      .optional(),
    phone: PhoneSchema.optional(),
    /** The member's own ABHA number and address (issue 50), when they have them. */
    abhaNumber: abhaNumberSchema.optional(),
    abhaAddress: abhaAddressSchema.optional(),
    /** Set when changing an existing member; absent when adding one. */
    memberId: z.string().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.dateOfBirth && value.age === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfBirth'],
        message: messageRef('family', 'errors.birthRequired'),
      })
  })

export type FamilyMemberInput = z.infer<typeof FamilyMemberSchema>

/** Which member the page's remove button names. */
export const RemoveFamilyMemberSchema = z.object({ memberId: z.string().max(64) })

export type { Relation, Sex } from '#app/db/schema/family-values.ts'
