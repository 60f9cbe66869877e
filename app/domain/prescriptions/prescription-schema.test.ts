import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { PrescriptionSchema, ReissuePrescriptionSchema } from './prescription-schema.ts'

function parse(values: Record<string, string>, schema = PrescriptionSchema) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(values)) formData.set(key, value)
  return parseWithZod(formData, { schema })
}

const row = (i: number, values: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries({
      name: 'Paracetamol',
      strength: '500 mg',
      form: 'tablet',
      dose: '1 tablet',
      frequency: 'twice_daily',
      days: '5',
      food: 'after_food',
      instructions: 'पानी के साथ',
      ...values,
    }).map(([k, v]) => [`medicines[${i}].${k}`, v]),
  )

const blank = (i: number) => ({
  [`medicines[${i}].form`]: 'tablet',
  [`medicines[${i}].frequency`]: 'twice_daily',
  [`medicines[${i}].food`]: 'after_food',
})

const valid = { diagnosis: 'Viral fever / बुख़ार', ...row(0) }

function errorsOf(values: Record<string, string>, schema = PrescriptionSchema) {
  const submission = parse(values, schema)
  if (submission.status === 'success') throw new Error('expected errors')
  return submission.error ?? {}
}

describe('PrescriptionSchema', () => {
  it('accepts a full prescription and ignores blank rows', () => {
    const submission = parse({
      ...valid,
      ...blank(1),
      ...row(2, {
        name: 'ORS',
        form: 'other',
        frequency: 'other',
        frequencyOther: 'after each loose stool',
        food: 'any',
        strength: '',
        instructions: '',
      }),
      ...blank(3),
      provisional: 'on',
      tests: 'CBC\n\n  Malaria test  \n',
      advice: 'Drink plenty of water.',
      followUp: addDays(clinicToday(), 7),
    })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.provisional).toBe(true)
    expect(submission.value.medicines).toHaveLength(2)
    expect(submission.value.medicines[0]).toMatchObject({ name: 'Paracetamol', days: 5 })
    expect(submission.value.medicines[1]).toMatchObject({
      frequencyOther: 'after each loose stool',
    })
    expect(submission.value.tests).toEqual(['CBC', 'Malaria test'])
  })

  it('asks for a diagnosis and at least one medicine', () => {
    expect(errorsOf({ ...blank(0) })).toMatchObject({
      diagnosis: ['prescription:errors.diagnosis'],
      medicines: ['prescription:errors.medicinesRequired'],
    })
  })

  it('puts each row message on its own row and field', () => {
    const errors = errorsOf({
      ...valid,
      ...blank(1),
      ...row(2, { name: '', dose: '', days: '0', form: 'pill' }),
    })
    expect(errors['medicines[2].name']).toEqual(['prescription:errors.medicineName'])
    expect(errors['medicines[2].dose']).toEqual(['prescription:errors.dose'])
    expect(errors['medicines[2].days']).toEqual(['prescription:errors.days'])
    expect(errors['medicines[2].form']).toEqual(['prescription:errors.form'])
    expect(errors['medicines[1].name']).toBeUndefined()
  })

  it('wants words when "how often" is other, and food and frequency from the lists', () => {
    const errors = errorsOf({ ...valid, ...row(0, { frequency: 'other' }) })
    expect(errors['medicines[0].frequencyOther']).toEqual(['prescription:errors.frequencyOther'])
    expect(errorsOf({ ...valid, ...row(0, { food: 'never' }) })['medicines[0].food']).toEqual([
      'prescription:errors.food',
    ])
    expect(
      errorsOf({ ...valid, ...row(0, { frequency: 'hourly' }) })['medicines[0].frequency'],
    ).toEqual(['prescription:errors.frequency'])
  })

  it('keeps to the limits', () => {
    const many = Object.assign({}, ...Array.from({ length: 21 }, (_, i) => row(i)))
    expect(errorsOf({ diagnosis: 'Fever', ...many }).medicines).toEqual([
      'prescription:errors.tooManyMedicines',
    ])
    expect(
      errorsOf({ ...valid, days: '', ...row(0, { days: '366' }) })['medicines[0].days'],
    ).toEqual(['prescription:errors.days'])
    expect(errorsOf({ ...valid, diagnosis: 'x'.repeat(301) }).diagnosis).toEqual([
      'prescription:errors.diagnosisTooLong',
    ])
    expect(
      errorsOf({ ...valid, tests: Array.from({ length: 21 }, (_, i) => `Test ${i}`).join('\n') })
        .tests,
    ).toEqual(['prescription:errors.tooManyTests'])
    expect(errorsOf({ ...valid, advice: 'x'.repeat(1501) }).advice).toEqual([
      'prescription:errors.adviceTooLong',
    ])
    expect(
      errorsOf({ ...valid, ...row(0, { instructions: 'x'.repeat(201) }) })[
        'medicines[0].instructions'
      ],
    ).toEqual(['prescription:errors.instructionsTooLong'])
  })

  it('refuses a follow-up date in the past or not a date', () => {
    expect(errorsOf({ ...valid, followUp: addDays(clinicToday(), -1) }).followUp).toEqual([
      'prescription:errors.followUpPast',
    ])
    expect(errorsOf({ ...valid, followUp: '31/12/2030' }).followUp).toEqual([
      'prescription:errors.followUpInvalid',
    ])
    expect(parse({ ...valid, followUp: clinicToday() }).status).toBe('success')
  })

  it('a reissue also needs the reason', () => {
    expect(errorsOf({ ...valid, prescriptionId: 'x' }, ReissuePrescriptionSchema).reason).toEqual([
      'prescription:errors.cancelReason',
    ])
  })
})
