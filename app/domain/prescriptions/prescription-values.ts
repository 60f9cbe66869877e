/**
 * The fixed choices of a prescription's medicine rows, shared by the form (browser), the schema
 * and the documents. The words for each are the `prescription` catalogue's (`form.<value>`,
 * `frequency.<value>`, `food.<value>`).
 */
export const MEDICINE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'injection',
  'drops',
  'ointment',
  'inhaler',
  'other',
] as const
export type MedicineForm = (typeof MEDICINE_FORMS)[number]

/** How often a medicine is taken; `other` is written out in `frequencyOther`. */
export const FREQUENCIES = [
  'once_daily',
  'twice_daily',
  'thrice_daily',
  'four_times_daily',
  'at_bedtime',
  'as_needed',
  'other',
] as const
export type Frequency = (typeof FREQUENCIES)[number]

export const FOOD_TIMINGS = ['after_food', 'before_food', 'any'] as const
export type FoodTiming = (typeof FOOD_TIMINGS)[number]

export const MAX_MEDICINES = 20
/** Blank medicine rows the form shows (and adds at a time): the form works without JavaScript. */
export const MEDICINE_ROWS_STEP = 5
export const MAX_TESTS = 20
export const MAX_DIAGNOSIS = 300
export const MAX_ADVICE = 1500
export const MAX_INSTRUCTIONS = 200
export const MAX_CANCEL_REASON = 300
export const MAX_DAYS = 365
