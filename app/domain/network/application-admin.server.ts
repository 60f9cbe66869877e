import { and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm'
import { type Database, getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import {
  type ApplicationRejectReason,
  type ApplicationStatus,
  facilities,
  facilityHours,
  providerApplicationEvents,
  providerApplicationFiles,
  providerApplications,
} from '#app/db/schema/network.ts'
import { AccountExistsError } from '#app/domain/accounts/index.server.ts'
import { slugFor } from '#app/domain/staff/index.ts'
import { type Actor, createStaffAccount, PAGE_SIZE } from '#app/domain/staff/index.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { tellApplicant } from './application-notices.server.ts'
import { listedWithRegistration } from './applications.server.ts'
import { forgetDirectory } from '#app/domain/directory/index.server.ts'
import {
  allowedDecisions,
  APPLICATION_NUMBER,
  applicationsError,
  type DoctorDetails,
  type FacilityDetails,
  readDetails,
  registrationDigits,
  weeklyHourRows,
} from './application-schema.ts'
import { listingPoint } from './application-place.ts'

// The admins' side of applications to join: the list, one application with its documents and
// history, and the three decisions (ask for more, approve, reject), each audited and each taken
// only from the status the admin's page showed. Approving creates the listing in the same
// transaction; for a doctor, an account whose owner sets the password by e-mail.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Applications newest first, by status (all when none is given), paginated. */
export async function listApplications(filters: {
  status?: ApplicationStatus | null
  page?: number
}) {
  const page = Math.max(1, filters.page ?? 1)
  const where = filters.status ? eq(providerApplications.status, filters.status) : undefined
  const db = getDb()
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({
        number: providerApplications.number,
        kind: providerApplications.kind,
        status: providerApplications.status,
        name: providerApplications.name,
        createdAt: providerApplications.createdAt,
      })
      .from(providerApplications)
      .where(where)
      .orderBy(desc(providerApplications.createdAt), desc(providerApplications.number))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(providerApplications).where(where),
    db
      .select({ status: providerApplications.status, n: count() })
      .from(providerApplications)
      .groupBy(providerApplications.status),
  ])
  return {
    rows,
    page,
    total: total?.n ?? 0,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE)),
    counts: Object.fromEntries(byStatus.map((row) => [row.status, row.n])) as Partial<
      Record<ApplicationStatus, number>
    >,
  }
}

/** How many applications wait for an admin (for the staff menu). */
export async function countApplicationsWaiting(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(providerApplications)
    .where(eq(providerApplications.status, 'submitted'))
  return row?.n ?? 0
}

/** One application for the admin: details (checked), documents, history and the listing made. */
export async function getApplicationForAdmin(number: string) {
  if (!APPLICATION_NUMBER.test(number)) return null
  const db = getDb()
  const [application] = await db
    .select({
      id: providerApplications.id,
      number: providerApplications.number,
      kind: providerApplications.kind,
      status: providerApplications.status,
      name: providerApplications.name,
      registrationNumber: providerApplications.registrationNumber,
      registrationBody: providerApplications.registrationBody,
      details: providerApplications.details,
      contactName: providerApplications.contactName,
      phone: providerApplications.phone,
      email: providerApplications.email,
      locale: providerApplications.locale,
      question: providerApplications.question,
      rejectReason: providerApplications.rejectReason,
      rejectNote: providerApplications.rejectNote,
      decidedAt: providerApplications.decidedAt,
      createdAt: providerApplications.createdAt,
      doctorSlug: doctors.slug,
      facilitySlug: facilities.slug,
    })
    .from(providerApplications)
    .leftJoin(doctors, eq(doctors.id, providerApplications.doctorId))
    .leftJoin(facilities, eq(facilities.id, providerApplications.facilityId))
    .where(eq(providerApplications.number, number))
  if (!application) return null
  const [documents, events] = await Promise.all([
    db
      .select({
        id: storedFiles.id,
        name: storedFiles.originalName,
        mediaType: storedFiles.mediaType,
        byteSize: storedFiles.byteSize,
        purpose: providerApplicationFiles.purpose,
      })
      .from(providerApplicationFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, providerApplicationFiles.fileId))
      .where(eq(providerApplicationFiles.applicationId, application.id))
      .orderBy(asc(providerApplicationFiles.createdAt)),
    db
      .select({
        id: providerApplicationEvents.id,
        kind: providerApplicationEvents.kind,
        note: providerApplicationEvents.note,
        actorName: providerApplicationEvents.actorName,
        createdAt: providerApplicationEvents.createdAt,
      })
      .from(providerApplicationEvents)
      .where(eq(providerApplicationEvents.applicationId, application.id))
      .orderBy(asc(providerApplicationEvents.createdAt)),
  ])
  const { details, ...rest } = application
  return { ...rest, details: readDetails(application.kind, details), documents, events }
}

/** The application a document belongs to, by the application's number; null when it is not its. */
export async function applicationOfDocument(number: string, fileId: string) {
  if (!APPLICATION_NUMBER.test(number)) return null
  const [row] = await getDb()
    .select({ id: providerApplications.id })
    .from(providerApplicationFiles)
    .innerJoin(
      providerApplications,
      eq(providerApplications.id, providerApplicationFiles.applicationId),
    )
    .where(
      and(eq(providerApplications.number, number), eq(providerApplicationFiles.fileId, fileId)),
    )
  return row?.id ?? null
}

export async function auditDocumentRead(actor: Actor, applicationId: string, fileId: string) {
  await recordAudit(getDb(), {
    action: 'application.file_viewed',
    actorUserId: actor.userId,
    subjectType: 'provider_application',
    subjectId: applicationId,
    ipAddress: actor.ipAddress,
    details: { file: fileId },
  })
}

const changedMeanwhile = () => new DomainError('conflict', applicationsError('changed'))

/**
 * Locks the application for a decision and checks it is still in the status the admin's page
 * showed, and that the decision is allowed from it.
 */
async function lockForDecision(
  tx: Tx,
  number: string,
  shown: ApplicationStatus,
  decision: keyof ReturnType<typeof allowedDecisions>,
) {
  const [row] = await tx
    .select()
    .from(providerApplications)
    .where(eq(providerApplications.number, number))
    .for('update')
  if (!row) throw new DomainError('not-found', applicationsError('notFound'))
  if (row.status !== shown || !allowedDecisions(row.status)[decision]) throw changedMeanwhile()
  return row
}

async function actorName(tx: Tx, actor: Actor) {
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, actor.userId))
  return row?.name ?? null
}

/** Asks the applicant for more (a document, a clearer copy): the question goes to them at once. */
export async function askForMore(
  number: string,
  shown: ApplicationStatus,
  question: string,
  actor: Actor,
) {
  await getDb().transaction(async (tx) => {
    const application = await lockForDecision(tx, number, shown, 'askMore')
    await tx
      .update(providerApplications)
      .set({ status: 'more_info', question, updatedAt: sql`now()` })
      .where(eq(providerApplications.id, application.id))
    await tx.insert(providerApplicationEvents).values({
      applicationId: application.id,
      kind: 'info_requested',
      note: question,
      actorUserId: actor.userId,
      actorName: await actorName(tx, actor),
    })
    await recordAudit(tx, {
      action: 'application.info_requested',
      actorUserId: actor.userId,
      subjectType: 'provider_application',
      subjectId: application.id,
      ipAddress: actor.ipAddress,
    })
    await tellApplicant(tx, application, 'info_requested')
  })
}

export async function rejectApplication(
  number: string,
  shown: ApplicationStatus,
  reason: ApplicationRejectReason,
  note: string,
  actor: Actor,
) {
  await getDb().transaction(async (tx) => {
    const application = await lockForDecision(tx, number, shown, 'reject')
    await tx
      .update(providerApplications)
      .set({
        status: 'rejected',
        question: null,
        rejectReason: reason,
        rejectNote: note || null,
        decidedByUserId: actor.userId,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(providerApplications.id, application.id))
    await tx.insert(providerApplicationEvents).values({
      applicationId: application.id,
      kind: 'rejected',
      note,
      actorUserId: actor.userId,
      actorName: await actorName(tx, actor),
    })
    await recordAudit(tx, {
      action: 'application.rejected',
      actorUserId: actor.userId,
      subjectType: 'provider_application',
      subjectId: application.id,
      ipAddress: actor.ipAddress,
      details: { reason },
    })
    await tellApplicant(tx, application, 'rejected', { reason, note })
  })
}

/** A slug no doctor (or facility) has yet: the name's, then -2, -3… */
/** A free address for the listing, from its name; a name in Devanagari takes `fallback`. */
async function freeSlug(
  tx: Tx,
  table: typeof doctors | typeof facilities,
  name: string,
  fallback: string,
) {
  const base = slugFor(name) || fallback
  const taken = new Set(
    (
      await tx
        .select({ slug: table.slug })
        .from(table)
        .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)))
    ).map((row) => row.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

async function createDoctorListing(
  tx: Tx,
  name: string,
  registrationNumber: string,
  details: DoctorDetails,
) {
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.slug, details.department))
  if (!department) throw new DomainError('invalid', applicationsError('detailsUnreadable'))
  const slug = await freeSlug(
    tx,
    doctors,
    name,
    `doctor-${registrationDigits(registrationNumber).toLowerCase()}`,
  )
  const [created] = await tx
    .insert(doctors)
    .values({
      slug,
      name,
      departmentId: department.id,
      qualifications: details.qualifications,
      registrationNumber,
      council: details.council,
      registrationVerifiedOn: clinicToday(),
      gender: details.gender,
      languages: details.languages,
      experienceYears: details.experienceYears,
      feeInr: details.feeInr,
      consultationModes: ['in_person'],
    })
    .returning({ id: doctors.id, slug: doctors.slug })
  return created!
}

async function createFacilityListing(
  tx: Tx,
  application: {
    id: string
    kind: string
    name: string
    registrationNumber: string
    registrationBody: string
    email: string
  },
  details: FacilityDetails,
) {
  const point = listingPoint(details)
  if (!point) throw new DomainError('invalid', applicationsError('noCoordinates'))
  const slug = await freeSlug(
    tx,
    facilities,
    `${application.name} ${details.town}`,
    `${application.kind}-${details.pinCode}`,
  )
  const [created] = await tx
    .insert(facilities)
    .values({
      slug,
      kind: application.kind as 'hospital' | 'clinic' | 'laboratory' | 'pharmacy',
      name: application.name,
      address: details.address,
      town: details.town,
      pinCode: details.pinCode,
      latitude: point.latitude,
      longitude: point.longitude,
      phone: details.phone,
      openAllHours: details.hours === null,
      services: details.services,
      departmentSlugs: details.departments,
      accreditations: details.accreditation
        ? [
            {
              body: details.accreditation.body,
              number: details.accreditation.number,
              validUntil: null,
            },
          ]
        : [],
      registrationNumber: application.registrationNumber,
      registrationAuthority: application.registrationBody,
      verifiedOn: clinicToday(),
      applicationId: application.id,
    })
    .returning({ id: facilities.id, slug: facilities.slug })
  const rows = weeklyHourRows(details.hours)
  if (rows.length)
    await tx.insert(facilityHours).values(rows.map((row) => ({ facilityId: created!.id, ...row })))
  return created!
}

/**
 * Runs an approval again when another one took the same new slug at the same moment (two
 * applications of one name approved together): the next try finds it taken and picks another.
 */
async function withFreshSlug<T>(approve: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await approve()
    } catch (error) {
      const { code, constraint } = postgresError(error)
      const slugTaken = code === UNIQUE_VIOLATION && /_slug_unique$/.test(constraint ?? '')
      if (!slugTaken || attempt >= 3) throw error
    }
  }
}

export type Approval = {
  kind: 'doctor' | 'facility'
  slug: string
  /**
   * For a doctor: whether the set-password e-mail went out, an account had the address, the admin
   * chose not to create one (the address may not be the doctor's own), or creating it failed
   * after the listing was made (staff create it in People).
   */
  account: 'created' | 'exists' | 'not_asked' | 'failed' | null
}

/**
 * Approves: the listing (a facility with its hours, or a doctor — listed, bookable once staff add
 * hours) is created in the same transaction as the decision, from the application's checked
 * details, and the applicant told. The row lock makes a second, concurrent approval wait and then
 * find the application approved: exactly one listing. For a doctor, an account (role `doctor`,
 * linked to the listing) whose owner sets the password through an e-mailed link follows the
 * commit; an address that already has an account is left alone and said (staff link it).
 */
export async function approveApplication(
  number: string,
  shown: ApplicationStatus,
  actor: Actor,
  options: { createAccount: boolean } = { createAccount: true },
): Promise<Approval> {
  const approved = await withFreshSlug(() =>
    getDb().transaction(async (tx) => {
      const application = await lockForDecision(tx, number, shown, 'approve')
      const details = readDetails(application.kind, application.details)
      if (!details) throw new DomainError('invalid', applicationsError('detailsUnreadable'))
      // Listed meanwhile by other means (staff added the doctor by hand): never a second listing.
      if (await listedWithRegistration(application, tx))
        throw new DomainError('conflict', applicationsError('alreadyListed'))
      const listing =
        details.kind === 'doctor'
          ? await createDoctorListing(
              tx,
              application.name,
              application.registrationNumber,
              details.doctor,
            )
          : await createFacilityListing(tx, application, details.facility)
      await tx
        .update(providerApplications)
        .set({
          status: 'approved',
          question: null,
          decidedByUserId: actor.userId,
          decidedAt: sql`now()`,
          updatedAt: sql`now()`,
          ...(details.kind === 'doctor' ? { doctorId: listing.id } : { facilityId: listing.id }),
        })
        .where(eq(providerApplications.id, application.id))
      await tx.insert(providerApplicationEvents).values({
        applicationId: application.id,
        kind: 'approved',
        actorUserId: actor.userId,
        actorName: await actorName(tx, actor),
      })
      await recordAudit(tx, {
        action: 'application.approved',
        actorUserId: actor.userId,
        subjectType: 'provider_application',
        subjectId: application.id,
        ipAddress: actor.ipAddress,
        details: { listing: listing.slug },
      })
      await tellApplicant(tx, application, 'approved')
      return { application, kind: details.kind, slug: listing.slug }
    }),
  )
  if (approved.kind === 'doctor') forgetDirectory()
  if (approved.kind === 'facility') return { kind: 'facility', slug: approved.slug, account: null }
  if (!options.createAccount) return { kind: 'doctor', slug: approved.slug, account: 'not_asked' }
  try {
    await createStaffAccount(
      {
        name: approved.application.name,
        email: approved.application.email,
        role: 'doctor',
        doctorSlug: approved.slug,
      },
      actor,
      approved.application.locale,
    )
    return { kind: 'doctor', slug: approved.slug, account: 'created' }
  } catch (error) {
    if (error instanceof AccountExistsError)
      return { kind: 'doctor', slug: approved.slug, account: 'exists' }
    // The listing stands (committed above); the admin is told to create the account in People.
    logger.error({ err: error, application: approved.application.id }, 'doctor account not created')
    return { kind: 'doctor', slug: approved.slug, account: 'failed' }
  }
}
