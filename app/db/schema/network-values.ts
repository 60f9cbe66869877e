// The network's columns' allowed values (facilities, applications to join, verified reviews),
// apart from the tables: browser code (filters, forms) imports these without pulling drizzle-orm
// into the page's JavaScript.

/** What a place of the network is. A collection centre takes samples for the laboratory. */
export const FACILITY_KINDS = [
  'hospital',
  'clinic',
  'laboratory',
  'collection_centre',
  'pharmacy',
  'ambulance_base',
] as const
export type FacilityKind = (typeof FACILITY_KINDS)[number]

/** What a facility offers, as a patient looks for it. Each is named in the `facilities` catalogue. */
export const FACILITY_SERVICES = [
  'opd',
  'emergency',
  'inpatient',
  'delivery',
  'surgery',
  'xray',
  'ultrasound',
  'ecg',
  'pathology',
  'sample_collection',
  'pharmacy',
  'ambulance',
  'vaccination',
  'dialysis',
  'teleconsultation',
  // Specialist clinics the network's own clinics do not have (the symptom guide names the nearest).
  'ent',
  'eye_care',
  'dental',
  'skin',
  'orthopaedics',
  'gynaecology',
] as const
export type FacilityService = (typeof FACILITY_SERVICES)[number]

/** National accreditation bodies: NABH (hospitals), NABL (laboratories). */
export const ACCREDITATION_BODIES = ['nabh', 'nabl'] as const
export type AccreditationBody = (typeof ACCREDITATION_BODIES)[number]
export type Accreditation = { body: AccreditationBody; number: string; validUntil: string | null }

/**
 * Where a doctor's registration can be checked: the National Medical Commission's Indian Medical
 * Register, or a State Medical Council's register (app/content/medical-councils.ts).
 */
export { MEDICAL_COUNCILS, type MedicalCouncil } from '#app/content/medical-councils.ts'

/** Who may apply to join: a doctor, or a facility of one of these kinds. */
export const APPLICANT_KINDS = ['doctor', 'hospital', 'clinic', 'laboratory', 'pharmacy'] as const
export type ApplicantKind = (typeof APPLICANT_KINDS)[number]

/**
 * An application's way: `submitted` → `approved` (the listing is created) or `rejected` (with a
 * reason), or `more_info` when an admin asks for something and the applicant answers on their
 * private page (back to `submitted`).
 */
export const APPLICATION_STATUSES = ['submitted', 'more_info', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
/** Statuses that hold a registration number: a second application with it is a duplicate. */
export const APPLICATION_OPEN_STATUSES = ['submitted', 'more_info', 'approved'] as const

export const APPLICATION_REJECT_REASONS = [
  'registration_not_verified',
  'documents_unreadable',
  'outside_area',
  'already_listed',
  'not_eligible',
  'other',
] as const
export type ApplicationRejectReason = (typeof APPLICATION_REJECT_REASONS)[number]

export const APPLICATION_FILE_PURPOSES = [
  'registration',
  'qualification',
  'accreditation',
  'photo',
  'other',
] as const
export type ApplicationFilePurpose = (typeof APPLICATION_FILE_PURPOSES)[number]

export const APPLICATION_EVENT_KINDS = [
  'submitted',
  'info_requested',
  'info_added',
  'approved',
  'rejected',
] as const
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number]

/** Documents an application may carry, and their size. */
export const APPLICATION_MAX_FILES = 6

/** A review: the overall stars and three plain questions, each 1–5. */
export const REVIEW_QUESTIONS = ['explained', 'waiting', 'recommend'] as const
export type ReviewQuestion = (typeof REVIEW_QUESTIONS)[number]

/**
 * A review's words are shown only once staff approve them (the published rules); the stars count
 * at once. `none`: no words written.
 */
export const REVIEW_TEXT_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const
export type ReviewTextStatus = (typeof REVIEW_TEXT_STATUSES)[number]

export const REVIEW_REJECT_REASONS = [
  'personal_details',
  'abusive',
  'not_about_the_visit',
  'advertising',
  'medical_claims',
  'other',
] as const
export type ReviewRejectReason = (typeof REVIEW_REJECT_REASONS)[number]

/** A visit may be reviewed for this many days after it took place. */
export const REVIEW_WINDOW_DAYS = 60
/** A profile shows an average only from this many reviews on, and always with the count. */
export const RATING_MIN_REVIEWS = 5
/** The home page shows the verified figure instead of the published one from this many on. */
export const NETWORK_RATING_MIN_REVIEWS = 50
export const REVIEW_TEXT_MAX = 1000
export const REPLY_TEXT_MAX = 1000
