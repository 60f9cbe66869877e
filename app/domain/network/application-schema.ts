import {
  ACCREDITATION_BODIES,
  type AccreditationBody,
  APPLICANT_KINDS,
  type ApplicantKind,
  APPLICATION_FILE_PURPOSES,
  APPLICATION_REJECT_REASONS,
  type ApplicationFilePurpose,
  type ApplicationStatus,
  FACILITY_SERVICES,
  type FacilityService,
  MEDICAL_COUNCILS,
  type MedicalCouncil,
} from '#app/db/schema/network-values.ts'
import { SPOKEN_LANGUAGES } from '#app/domain/directory/index.ts'
import { EmailSchema, MobileSchema, NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'
import { type MessageKey, messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import { listingPoint } from './application-place.ts'
import { DEPARTMENT_SLUGS, HOURS_MODES } from './join-values.ts'

// The application to join the network: the form (checked by the action; the page loads no
// validation library), and what is stored of it in `provider_applications.details` — validated
// again when read, so approving creates the listing from checked values without retyping.

type JoinErrorKey =
  MessageKey<'join'> extends infer K ? (K extends `error.${infer E}` ? E : never) : never
export const joinError = (key: JoinErrorKey) => messageRef('join', `error.${key}`)

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const PIN_CODE = /^[1-9]\d{5}$/
const GENDERS = ['female', 'male', 'other'] as const

/** Whether the applicant is a doctor or a facility: registration numbers are unique per group. */
export const registrationGroup = (kind: ApplicantKind) =>
  kind === 'doctor' ? 'doctor' : 'facility'

const DEVANAGARI_DIGITS = '०१२३४५६७८९'

/**
 * A registration number's letters and digits, upper case: "upmc/48 213" = "UPMC48213". Digits
 * typed on a Hindi keyboard ("४८२१३") or full width count as the same digits.
 */
export const registrationDigits = (number: string) =>
  number
    .normalize('NFKC')
    .replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)))
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')

/** The key the database keeps unique among open applications (see the schema's comment). */
export const registrationKey = (kind: ApplicantKind, number: string) =>
  `${registrationGroup(kind)}:${registrationDigits(number)}`

/** A whole number typed into a text field, within limits. */
const wholeNumber = (max: number, required: ReturnType<typeof joinError>) =>
  z
    .string({ error: required })
    .trim()
    .regex(/^\d{1,6}$/, joinError('wholeNumber'))
    .transform(Number)
    .pipe(z.number().max(max, joinError('tooLarge')))

const optionalText = (max: number) => z.string().trim().max(max, joinError('tooLong')).optional()

/** A coordinate typed by hand: a decimal number within India (the database refuses others). */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, joinError('coordinates'))
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, joinError('coordinatesOutside'))
        .max(max, joinError('coordinatesOutside')),
    )
    .optional()

/** `<file id>:<purpose>`: a document kept from an earlier try of the form. */
const KEPT = /^[0-9a-f-]{36}:[a-z]+$/

/**
 * The form, flat (one field name per input, as the browser sends it). What a kind needs is
 * required only for that kind: the other kind's section is hidden by the browser, and ignored.
 */
const DOCTOR_FIELDS = [
  'gender',
  'department',
  'qualifications',
  'experienceYears',
  'languages',
  'feeInr',
  'council',
] as const
const FACILITY_FIELDS = [
  'address',
  'town',
  'pinCode',
  'facilityPhone',
  'latitude',
  'longitude',
  'services',
  'departments',
  'hoursMode',
  'opensAt',
  'closesAt',
  'sundayOpen',
  'accreditationBody',
  'accreditationNumber',
  'registrationAuthority',
] as const

/**
 * What was typed in the other kind's section (hidden by the browser, still sent) is not checked:
 * an error there could not be seen. The form comes back with it kept all the same.
 */
function withoutOtherKind(payload: unknown) {
  if (typeof payload !== 'object' || payload === null) return payload
  const kind = (payload as { kind?: unknown }).kind
  if (typeof kind !== 'string' || !(APPLICANT_KINDS as readonly string[]).includes(kind))
    return payload
  const ignored: readonly string[] = kind === 'doctor' ? FACILITY_FIELDS : DOCTOR_FIELDS
  return Object.fromEntries(Object.entries(payload).filter(([name]) => !ignored.includes(name)))
}

const JoinObjectSchema = z
  .object({
    requestKey: z.uuid(joinError('formExpired')),
    kind: z.enum(APPLICANT_KINDS, { error: joinError('kind') }),
    name: NameSchema,
    registrationNumber: z
      .string({ error: joinError('registrationNumber') })
      .trim()
      .max(50, joinError('tooLong'))
      .refine(
        (value) => registrationDigits(value).length >= 3 && /\d/.test(registrationDigits(value)),
        joinError('registrationNumber'),
      ),
    // A doctor
    gender: z.enum(GENDERS, { error: joinError('gender') }).optional(),
    department: z.enum(DEPARTMENT_SLUGS, { error: joinError('department') }).optional(),
    qualifications: optionalText(200),
    experienceYears: wholeNumber(70, joinError('experience')).optional(),
    languages: z
      .array(z.enum(SPOKEN_LANGUAGES as [string, ...string[]]))
      .max(12)
      .default([]),
    feeInr: wholeNumber(100_000, joinError('fee')).optional(),
    council: z.enum(MEDICAL_COUNCILS, { error: joinError('council') }).optional(),
    // A facility
    address: optionalText(200),
    town: optionalText(80),
    pinCode: z.string().trim().regex(PIN_CODE, joinError('pinCode')).optional(),
    facilityPhone: PhoneSchema.optional(),
    latitude: coordinate(6, 38),
    longitude: coordinate(68, 98),
    services: z.array(z.enum(FACILITY_SERVICES)).max(FACILITY_SERVICES.length).default([]),
    departments: z.array(z.enum(DEPARTMENT_SLUGS)).max(DEPARTMENT_SLUGS.length).default([]),
    hoursMode: z.enum(HOURS_MODES, { error: joinError('hours') }).optional(),
    opensAt: z.string().regex(TIME, joinError('time')).optional(),
    closesAt: z.string().regex(TIME, joinError('time')).optional(),
    sundayOpen: z.literal('on').optional(),
    accreditationBody: z.enum(ACCREDITATION_BODIES).optional(),
    accreditationNumber: optionalText(50),
    registrationAuthority: optionalText(120),
    // Documents kept from an earlier try (new ones are read apart: join-documents.ts), contact
    keptFile: z.array(z.string().regex(KEPT)).max(10).default([]),
    contactName: NameSchema,
    phone: MobileSchema,
    email: EmailSchema,
  })
  .superRefine(
    (value, ctx) => {
      const need = (path: string, key: JoinErrorKey) =>
        ctx.addIssue({ code: 'custom', path: [path], message: joinError(key) })
      if (value.kind === 'doctor') {
        if (!value.gender) need('gender', 'gender')
        if (!value.department) need('department', 'department')
        if (!value.qualifications || value.qualifications.length < 2)
          need('qualifications', 'qualifications')
        if (value.experienceYears === undefined) need('experienceYears', 'experience')
        if (value.languages.length === 0) need('languages', 'languages')
        if (value.feeInr === undefined) need('feeInr', 'fee')
        if (!value.council) need('council', 'council')
        return
      }
      if (!value.address || value.address.length < 3) need('address', 'address')
      if (!value.town || value.town.length < 2) need('town', 'town')
      if (!value.pinCode) need('pinCode', 'pinCode')
      if (!value.facilityPhone) need('facilityPhone', 'facilityPhone')
      if ((value.latitude === undefined) !== (value.longitude === undefined))
        need(value.latitude === undefined ? 'latitude' : 'longitude', 'coordinatesPair')
      // Without coordinates the place is put on the map from its pin code: only a pin code we can
      // place will do (else the application could never be approved).
      else if (
        value.latitude === undefined &&
        value.pinCode &&
        !listingPoint({ latitude: null, longitude: null, pinCode: value.pinCode })
      )
        need('latitude', 'coordinatesNeeded')
      if (value.services.length === 0) need('services', 'services')
      if (!value.hoursMode) need('hoursMode', 'hours')
      if (value.hoursMode === 'weekly') {
        if (!value.opensAt) need('opensAt', 'time')
        if (!value.closesAt) need('closesAt', 'time')
        if (value.opensAt && value.opensAt === value.closesAt) need('closesAt', 'sameTimes')
      }
      if (value.accreditationBody && !value.accreditationNumber)
        need('accreditationNumber', 'accreditationNumber')
      if (!value.registrationAuthority || value.registrationAuthority.length < 2)
        need('registrationAuthority', 'registrationAuthority')
    },
    // Also when another field is wrong: one answer names every mistake.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

export const JoinSchema = z.preprocess(withoutOtherKind, JoinObjectSchema)

export type JoinFields = z.input<typeof JoinObjectSchema>
export type JoinForm = z.output<typeof JoinObjectSchema>

/** What a doctor's application keeps for the listing. */
export const DoctorDetailsSchema = z.object({
  gender: z.enum(GENDERS),
  department: z.enum(DEPARTMENT_SLUGS),
  qualifications: z.string().min(2).max(200),
  experienceYears: z.number().int().min(0).max(70),
  languages: z.array(z.string()).min(1),
  feeInr: z.number().int().min(0).max(100_000),
  council: z.enum(MEDICAL_COUNCILS),
})
export type DoctorDetails = z.infer<typeof DoctorDetailsSchema>

export type WeeklyHours = { opensAt: string; closesAt: string; sundayOpen: boolean }

/** What a facility's application keeps for the listing. */
export const FacilityDetailsSchema = z.object({
  address: z.string().min(3).max(200),
  town: z.string().min(2).max(80),
  pinCode: z.string().regex(PIN_CODE),
  phone: z.string().min(8).max(20),
  latitude: z.number().min(6).max(38).nullable(),
  longitude: z.number().min(68).max(98).nullable(),
  services: z.array(z.enum(FACILITY_SERVICES)).min(1),
  departments: z.array(z.enum(DEPARTMENT_SLUGS)),
  /** Null: open all hours, every day. */
  hours: z
    .object({
      opensAt: z.string().regex(TIME),
      closesAt: z.string().regex(TIME),
      sundayOpen: z.boolean(),
    })
    .nullable(),
  accreditation: z
    .object({ body: z.enum(ACCREDITATION_BODIES), number: z.string().min(1).max(50) })
    .nullable(),
})
export type FacilityDetails = z.infer<typeof FacilityDetailsSchema>

/** An application as the domain stores it, from a checked form. */
export type ApplicationInput = {
  kind: ApplicantKind
  name: string
  registrationNumber: string
  /** A council's code (doctor) or the registering authority (facility). */
  registrationBody: string
  details: DoctorDetails | FacilityDetails
  contactName: string
  phone: string
  email: string
}

/** The stored shape of a checked form (the documents travel apart). */
export function applicationFromForm(form: JoinForm): ApplicationInput {
  const common = {
    kind: form.kind,
    name: form.name,
    registrationNumber: form.registrationNumber,
    contactName: form.contactName,
    phone: form.phone,
    email: form.email,
  }
  if (form.kind === 'doctor') {
    const details: DoctorDetails = {
      gender: form.gender!,
      department: form.department!,
      qualifications: form.qualifications!,
      experienceYears: form.experienceYears!,
      languages: form.languages,
      feeInr: form.feeInr!,
      council: form.council!,
    }
    return { ...common, registrationBody: form.council!, details }
  }
  const details: FacilityDetails = {
    address: form.address!,
    town: form.town!,
    pinCode: form.pinCode!,
    phone: form.facilityPhone!,
    latitude: form.latitude ?? null,
    longitude: form.longitude ?? null,
    services: form.services,
    departments: form.departments,
    hours:
      form.hoursMode === 'weekly'
        ? { opensAt: form.opensAt!, closesAt: form.closesAt!, sundayOpen: form.sundayOpen === 'on' }
        : null,
    accreditation:
      form.accreditationBody && form.accreditationNumber
        ? { body: form.accreditationBody, number: form.accreditationNumber }
        : null,
  }
  return { ...common, registrationBody: form.registrationAuthority!, details }
}

/** The stored details, checked again when read: null when they do not fit their kind. */
export function readDetails(
  kind: ApplicantKind,
  details: unknown,
):
  | { kind: 'doctor'; doctor: DoctorDetails }
  | { kind: 'facility'; facility: FacilityDetails }
  | null {
  if (kind === 'doctor') {
    const parsed = DoctorDetailsSchema.safeParse(details)
    return parsed.success ? { kind: 'doctor', doctor: parsed.data } : null
  }
  const parsed = FacilityDetailsSchema.safeParse(details)
  return parsed.success ? { kind: 'facility', facility: parsed.data } : null
}

/** A kept document's form value (join-values.ts `keptValue`), read back. */
export function readKept(
  values: readonly string[],
): { id: string; purpose: ApplicationFilePurpose }[] {
  return values.flatMap((value) => {
    const [id, purpose] = value.split(':')
    return id && (APPLICATION_FILE_PURPOSES as readonly string[]).includes(purpose ?? '')
      ? [{ id, purpose: purpose as ApplicationFilePurpose }]
      : []
  })
}

/** The weekly rows of a facility's hours (ISO weekday 1 = Monday), none when open all hours. */
export function weeklyHourRows(hours: FacilityDetails['hours']) {
  if (!hours) return []
  const days = hours.sundayOpen ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6]
  return days.map((weekday) => ({ weekday, opensAt: hours.opensAt, closesAt: hours.closesAt }))
}

/** The reference on the acknowledgement: JOIN-2026-000123. */
export const APPLICATION_NUMBER = /^JOIN-\d{4}-\d{6}$/

/** What an admin may do from each status (the page shows only these). */
export function allowedDecisions(status: ApplicationStatus) {
  return {
    askMore: status === 'submitted',
    approve: status === 'submitted' || status === 'more_info',
    reject: status === 'submitted' || status === 'more_info',
  }
}

// Staff forms: each carries the status the page showed; a decision from another status is refused.
const STATUS_SHOWN = z.enum(['submitted', 'more_info', 'approved', 'rejected'])
type ApplicationsErrorKey =
  MessageKey<'applications'> extends infer K ? (K extends `error.${infer E}` ? E : never) : never
export const applicationsError = (key: ApplicationsErrorKey) =>
  messageRef('applications', `error.${key}`)

export const DecisionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('ask'),
    status: STATUS_SHOWN,
    question: z
      .string({ error: applicationsError('question') })
      .trim()
      .min(5, applicationsError('question'))
      .max(1000, applicationsError('tooLong')),
  }),
  z.object({
    intent: z.literal('approve'),
    status: STATUS_SHOWN,
    // A doctor's account goes to the contact address only when the admin confirms it is theirs.
    createAccount: z.literal('on').optional(),
  }),
  z.object({
    intent: z.literal('reject'),
    status: STATUS_SHOWN,
    reason: z.enum(APPLICATION_REJECT_REASONS, { error: applicationsError('reason') }),
    note: z.string().trim().max(1000, applicationsError('tooLong')).optional(),
  }),
])

/** The applicant's answer to a question, on their private page. */
export const AnswerSchema = z.object({
  answer: z
    .string({ error: joinError('answer') })
    .trim()
    .min(2, joinError('answer'))
    .max(2000, joinError('tooLong')),
})

export type { AccreditationBody, FacilityService, MedicalCouncil }
