import { ipKeyGenerator } from 'express-rate-limit'
import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import {
  APPLICATION_MAX_FILES,
  type ApplicationFilePurpose,
  applicationNumbers,
  facilities,
  providerApplicationEvents,
  providerApplicationFiles,
  providerApplications,
} from '#app/db/schema/network.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { deleteFile } from '#app/utils/files/files.server.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { hashToken } from '#app/utils/private-link.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { applicationTokenFor, storedApplicationToken } from './application-links.server.ts'
import { tellApplicant } from './application-notices.server.ts'
import {
  type ApplicationInput,
  joinError,
  registrationDigits,
  registrationGroup,
  registrationKey,
} from './application-schema.ts'

// The applicant's side of joining the network: documents kept across a corrected form, sending
// the application (once per form, never a duplicate registration), the private status page and
// the answer to an admin's question. The admins' side is in application-admin.server.ts.

/**
 * What an application's documents are kept as in the file store: tied to the form's one-time key,
 * which only the person holding the form knows (the applicant has no account). A document sent
 * with a form that then failed stays attachable by that form, and by no other.
 */
export const applicationFilePurpose = (requestKey: string) => `join:${requestKey}`

export type ApplicationDocument = { id: string; name: string; purpose: ApplicationFilePurpose }

/** A stored file that no application holds yet. */
const inNoApplication = () =>
  notExists(
    getDb()
      .select({ one: sql`1` })
      .from(providerApplicationFiles)
      .where(eq(providerApplicationFiles.fileId, storedFiles.id)),
  )

/** Of the given documents, those this form uploaded and no application holds, in order. */
export async function attachableDocuments(
  requestKey: string,
  documents: readonly { id: string; purpose: ApplicationFilePurpose }[],
): Promise<ApplicationDocument[]> {
  const wanted = documents.filter((d) => isUuid(d.id))
  if (wanted.length === 0) return []
  const rows = await getDb()
    .select({ id: storedFiles.id, name: storedFiles.originalName })
    .from(storedFiles)
    .where(
      and(
        inArray(
          storedFiles.id,
          wanted.map((d) => d.id),
        ),
        eq(storedFiles.purpose, applicationFilePurpose(requestKey)),
        inNoApplication(),
      ),
    )
  const names = new Map(rows.map((row) => [row.id, row.name]))
  const seen = new Set<string>()
  return wanted.flatMap((d) => {
    if (!names.has(d.id) || seen.has(d.id)) return []
    seen.add(d.id)
    return [{ id: d.id, name: names.get(d.id)!, purpose: d.purpose }]
  })
}

/** How many documents this form has uploaded that no application holds (a form tried again). */
export async function unattachedDocumentCount(requestKey: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(and(eq(storedFiles.purpose, applicationFilePurpose(requestKey)), inNoApplication()))
  return Number(row?.n ?? 0)
}

/**
 * Documents one address may upload in an hour. The form's own limit counts only applications
 * sent (a form corrected five times is one application), so uploads with forms that fail are
 * counted here: nobody fills the file storage by failing forms on purpose.
 */
export const DOCUMENTS_PER_ADDRESS_PER_HOUR = 30
const documentCounter = () => windowCounter('join-documents', 60 * 60_000)

/** Counts `count` documents about to be stored from this address; false once over the limit. */
export async function documentUploadAllowed(clientIp: string | null, count: number) {
  let hits = 0
  // By the address's network, as the other limits count (an IPv6 client has a whole /56).
  const key = ipKeyGenerator(clientIp || 'unknown')
  for (let n = 0; n < count; n++) hits = (await documentCounter().increment(key)).totalHits
  return hits <= DOCUMENTS_PER_ADDRESS_PER_HOUR
}

/** Documents uploaded with a form never sent are deleted after a day, however many there are. */
export async function pruneUnusedApplicationDocuments(now = new Date()) {
  for (;;) {
    const stale = await getDb()
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          sql`${storedFiles.purpose} LIKE 'join:%'`,
          lt(storedFiles.createdAt, new Date(now.getTime() - 24 * 60 * 60_000)),
          inNoApplication(),
        ),
      )
      .limit(200)
    for (const file of stale) await deleteFile(file.id)
    if (stale.length < 200) return
  }
}

/** The application this form already stored (sent again after a lost answer), with its link. */
export async function findApplicationByRequestKey(requestKey: string) {
  const [found] = await getDb()
    .select({
      id: providerApplications.id,
      number: providerApplications.number,
      tokenHash: providerApplications.manageTokenHash,
    })
    .from(providerApplications)
    .where(eq(providerApplications.requestKey, requestKey))
  if (!found) return null
  const token = storedApplicationToken(requestKey, found.tokenHash)
  if (token) return { number: found.number, token }
  // The link's secret was rotated since: a fresh link for the same application.
  const fresh = applicationTokenFor(requestKey)
  await getDb()
    .update(providerApplications)
    .set({ manageTokenHash: hashToken(fresh) })
    .where(eq(providerApplications.id, found.id))
  return { number: found.number, token: fresh }
}

const DUPLICATE = () => new DomainError('conflict', joinError('duplicate'), 'registrationNumber')

/**
 * Whether a listed doctor (or, for a facility, a listed facility) has this registration number,
 * compared by its letters and digits. `executor`: the caller's transaction, when it has one.
 */
export async function listedWithRegistration(
  input: Pick<ApplicationInput, 'kind' | 'registrationNumber'>,
  executor: Pick<ReturnType<typeof getDb>, 'select'> = getDb(),
) {
  const digits = registrationDigits(input.registrationNumber)
  const normalised = (
    column: typeof doctors.registrationNumber | typeof facilities.registrationNumber,
  ) =>
    // As registrationDigits: full-width and Hindi digits are the same digits.
    sql`upper(regexp_replace(translate(normalize(coalesce(${column}, ''), NFKC), '०१२३४५६७८९', '0123456789'), '[^A-Za-z0-9]', '', 'g'))`
  const [listed] =
    registrationGroup(input.kind) === 'doctor'
      ? await executor
          .select({ id: doctors.id })
          .from(doctors)
          .where(sql`${normalised(doctors.registrationNumber)} = ${digits}`)
          .limit(1)
      : await executor
          .select({ id: facilities.id })
          .from(facilities)
          .where(sql`${normalised(facilities.registrationNumber)} = ${digits}`)
          .limit(1)
  return Boolean(listed)
}

/**
 * Whether the registration number is already held: by an open or approved application of the
 * same group (doctor / facility), or by a listed doctor or facility.
 */
export async function registrationTaken(
  input: Pick<ApplicationInput, 'kind' | 'registrationNumber'>,
) {
  const [application] = await getDb()
    .select({ id: providerApplications.id })
    .from(providerApplications)
    .where(
      and(
        eq(
          providerApplications.registrationKey,
          registrationKey(input.kind, input.registrationNumber),
        ),
        inArray(providerApplications.status, ['submitted', 'more_info', 'approved']),
      ),
    )
    .limit(1)
  return Boolean(application) || (await listedWithRegistration(input))
}

export type NewApplication = ApplicationInput & {
  requestKey: string
  locale: Locale
  documents: readonly { id: string; purpose: ApplicationFilePurpose }[]
}

/**
 * Stores an application before the applicant is answered: the application, its documents, its
 * first event and the applicant's SMS and e-mail with the reference and the private link, in one
 * transaction. The same form sent twice stores one application; a registration number already
 * held (by an open application or a listing) is refused next to its field.
 */
export async function submitApplication(
  input: NewApplication,
): Promise<{ number: string; token: string }> {
  const stored = await findApplicationByRequestKey(input.requestKey)
  if (stored) return stored
  if (input.documents.length === 0)
    throw new DomainError('invalid', joinError('documentsMissing'), 'documents')
  if (input.documents.length > APPLICATION_MAX_FILES)
    throw new DomainError('invalid', joinError('tooManyDocuments'), 'documents', {
      max: APPLICATION_MAX_FILES,
    })
  const documents = await attachableDocuments(input.requestKey, input.documents)
  if (documents.length !== input.documents.length)
    throw new DomainError('invalid', joinError('documentGone'), 'documents')
  if (await registrationTaken(input)) throw DUPLICATE()
  const token = applicationTokenFor(input.requestKey)
  try {
    return await getDb().transaction(async (tx) => {
      const [created] = await tx
        .insert(providerApplications)
        .values({
          number: sql`'JOIN-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval(${sql.raw(`'${applicationNumbers.seqName}'`)})::text, 6, '0')`,
          manageTokenHash: hashToken(token),
          requestKey: input.requestKey,
          kind: input.kind,
          name: input.name,
          registrationNumber: input.registrationNumber,
          registrationKey: registrationKey(input.kind, input.registrationNumber),
          registrationBody: input.registrationBody,
          details: input.details,
          contactName: input.contactName,
          phone: input.phone,
          email: input.email,
          locale: input.locale,
        })
        .returning()
      const application = created!
      await tx.insert(providerApplicationFiles).values(
        documents.map((d) => ({
          applicationId: application.id,
          fileId: d.id,
          purpose: d.purpose,
        })),
      )
      await tx
        .insert(providerApplicationEvents)
        .values({ applicationId: application.id, kind: 'submitted' })
      await tellApplicant(tx, application, 'received')
      return { number: application.number, token }
    })
  } catch (error) {
    if (postgresError(error).code === UNIQUE_VIOLATION) {
      // The same form sent twice at once: the first one stored it.
      const first = await findApplicationByRequestKey(input.requestKey)
      if (first) return first
      // Another application took the registration number meanwhile.
      throw DUPLICATE()
    }
    throw error
  }
}

/** The application behind a private link, as its applicant sees it (no staff names); or null. */
export async function applicationForApplicant(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const db = getDb()
  const [application] = await db
    .select({
      id: providerApplications.id,
      number: providerApplications.number,
      kind: providerApplications.kind,
      status: providerApplications.status,
      name: providerApplications.name,
      question: providerApplications.question,
      rejectReason: providerApplications.rejectReason,
      rejectNote: providerApplications.rejectNote,
      createdAt: providerApplications.createdAt,
      doctorSlug: doctors.slug,
      facilitySlug: facilities.slug,
    })
    .from(providerApplications)
    .leftJoin(doctors, eq(doctors.id, providerApplications.doctorId))
    .leftJoin(facilities, eq(facilities.id, providerApplications.facilityId))
    .where(eq(providerApplications.manageTokenHash, hashToken(token)))
  if (!application) return null
  const [events, documents] = await Promise.all([
    db
      .select({
        kind: providerApplicationEvents.kind,
        note: providerApplicationEvents.note,
        createdAt: providerApplicationEvents.createdAt,
      })
      .from(providerApplicationEvents)
      .where(eq(providerApplicationEvents.applicationId, application.id))
      .orderBy(asc(providerApplicationEvents.createdAt)),
    db
      .select({ name: storedFiles.originalName, purpose: providerApplicationFiles.purpose })
      .from(providerApplicationFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, providerApplicationFiles.fileId))
      .where(eq(providerApplicationFiles.applicationId, application.id))
      .orderBy(asc(providerApplicationFiles.createdAt)),
  ])
  return { ...application, events, documents }
}

export type ApplicantView = NonNullable<Awaited<ReturnType<typeof applicationForApplicant>>>

/** The request key of the application behind a link (its answer's documents are kept under it). */
export async function applicationKeyForToken(token: string) {
  const [row] = await getDb()
    .select({
      id: providerApplications.id,
      requestKey: providerApplications.requestKey,
      status: providerApplications.status,
    })
    .from(providerApplications)
    .where(eq(providerApplications.manageTokenHash, hashToken(token)))
  return row ?? null
}

/**
 * The applicant answers the admin's question (words, and documents already stored under the
 * application's key): back to `submitted`, once — a second answer to the same question, or an
 * answer when none was asked, is refused.
 */
export async function answerQuestion(
  token: string,
  answer: string,
  documents: readonly { id: string; purpose: ApplicationFilePurpose }[],
) {
  const found = await applicationKeyForToken(token)
  if (!found) throw new DomainError('not-found', joinError('notFound'))
  const attachable = await attachableDocuments(found.requestKey, documents)
  const [{ n }] = (await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(providerApplicationFiles)
    .where(eq(providerApplicationFiles.applicationId, found.id))) as [{ n: number }]
  if (Number(n) + attachable.length > APPLICATION_MAX_FILES)
    throw new DomainError('invalid', joinError('tooManyDocuments'), 'documents', {
      max: APPLICATION_MAX_FILES,
    })
  await getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(providerApplications)
      .set({ status: 'submitted', question: null, updatedAt: sql`now()` })
      .where(
        and(eq(providerApplications.id, found.id), eq(providerApplications.status, 'more_info')),
      )
      .returning({ id: providerApplications.id })
    if (!updated) throw new DomainError('conflict', joinError('notAsked'))
    if (attachable.length)
      await tx
        .insert(providerApplicationFiles)
        .values(
          attachable.map((d) => ({ applicationId: found.id, fileId: d.id, purpose: d.purpose })),
        )
    await tx
      .insert(providerApplicationEvents)
      .values({ applicationId: found.id, kind: 'info_added', note: answer })
  })
}
