import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { LAB_PACKAGES, LAB_TESTS } from '#app/content/lab-tests.ts'
import { MEDICINES } from '#app/content/medicines.ts'
import { FACILITY_KIND_SEARCH_WORDS } from '#app/content/network.ts'
import { SERVICE_DIRECTORY } from '#app/content/services.ts'
import { CONTACT } from '#app/content/site.ts'
import { type SymptomEntry, SYMPTOMS } from '#app/content/symptoms.ts'
import { type Database, getDb, queryRows } from '#app/db/client.server.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import { FACILITY_KINDS, type FacilityKind } from '#app/db/schema/network-values.ts'
import { searchEntries } from '#app/db/schema/search.ts'
import {
  findMentionedSymptoms,
  recommendCare,
  symptomHref,
  symptomText,
  type Triage,
  triage,
} from '#app/domain/find-care/index.ts'
import type { MessageRef } from '#app/utils/i18n/catalogs.ts'
import { translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { KIND_LABEL_KEYS } from './result-kinds.ts'
import {
  normalizeQuery,
  QUERY_MAX_LENGTH,
  type SearchEntryInput,
  type SearchResultKind,
} from './search-entries.ts'

export type SearchResult = {
  kind: SearchResultKind
  /** What the kind is called ("Clinic"), in the reader's language. */
  kindLabel: string
  /** The doctor's id, for looking up free slots; null for everything else. */
  doctorId: string | null
  slug: string
  /** The name in the reader's language. */
  title: string
  /** The Hindi name beside the English one on English pages; empty on Hindi pages. */
  titleHi: string
  summary: string
  /**
   * The end of `summary` that is data kept in English (a doctor's degrees, "MBBS, MD"), for the
   * page to mark lang="en" in a Hindi summary; absent when there is none.
   */
  summaryEnglish?: string
  url: string
  urgent: boolean
  score: number
}

const termsOf = (...parts: ReadonlyArray<string>) =>
  parts.map(normalizeQuery).filter(Boolean).join(' | ')

const inEnglish = (ref: MessageRef) => translateRefOnServer('en', ref)

/**
 * Everything the search finds besides doctors, built from the content modules. The index holds
 * the English name and text (for ranking) and the Hindi name; results are put into the reader's
 * language when they are shown.
 */
export function buildSearchEntries(): SearchEntryInput[] {
  return [
    ...DEPARTMENTS.map((d) => ({
      kind: 'department' as const,
      slug: d.slug,
      title: d.name,
      titleHi: d.nameHi,
      summary: d.summary,
      url: `/departments/${d.slug}`,
      terms: termsOf(d.name, d.nameHi, ...d.aliases, ...d.treats),
      urgent: 0,
    })),
    ...SERVICE_DIRECTORY.map((s) => {
      const title = `care:service.${s.slug}.title` as MessageRef
      const summary = `care:service.${s.slug}.summary` as MessageRef
      const [name, nameHi] = [inEnglish(title), translateRefOnServer('hi', title)]
      return {
        kind: 'service' as const,
        slug: s.slug,
        title: name,
        titleHi: nameHi,
        summary: translateRefOnServer('en', summary, PHONES),
        url: s.url,
        terms: termsOf(name, nameHi, ...s.aliases),
        urgent: 0,
      }
    }),
    ...SYMPTOMS.map(symptomEntry),
    // Tests and packages share one kind (their slugs never clash); a package's page is its own.
    ...[
      ...LAB_TESTS.map((test) => ({ item: test, url: `/lab-tests/${test.slug}` })),
      ...LAB_PACKAGES.map((pkg) => ({ item: pkg, url: `/lab-tests/packages/${pkg.slug}` })),
    ].map(({ item, url }) => ({
      kind: 'lab-test' as const,
      slug: item.slug,
      title: item.name,
      titleHi: item.nameHi,
      summary: item.purpose,
      url,
      terms: termsOf(item.name, item.nameHi, ...item.aliases),
      urgent: 0,
    })),
    // A medicine by its generic name and strength; brands and spellings people type find it too.
    ...MEDICINES.map((m) => ({
      kind: 'medicine' as const,
      slug: m.slug,
      title: `${m.generic} ${m.strength}`,
      titleHi: `${m.genericHi} ${m.strength}`,
      summary: m.uses,
      url: `/medicines/${m.slug}`,
      terms: termsOf(m.generic, m.genericHi, ...m.brands, ...(m.aliases ?? []), m.composition),
      urgent: 0,
    })),
  ]
}

const KIND_SEARCH_WORDS: Record<FacilityKind, readonly string[]> = FACILITY_KIND_SEARCH_WORDS

let facilityKindWords: SQL | undefined

/**
 * Each kind of place's words as one SQL expression over `kind` (its name in both languages and
 * what people call it: "chemist", "दवा की दुकान"), normalised as queries are.
 */
function facilityKindWordsSql(): SQL {
  facilityKindWords ??= sql`CASE kind ${sql.join(
    FACILITY_KINDS.map((kind) => {
      const name = `facilities:kind.${kind}` as MessageRef
      const words = termsOf(
        inEnglish(name),
        translateRefOnServer('hi', name),
        ...KIND_SEARCH_WORDS[kind],
      )
      return sql`WHEN ${kind}::text THEN ${words}::text`
    }),
    sql` `,
  )} ELSE '' END`
  return facilityKindWords
}

/** A symptom's or condition's row in the search index (red flags are urgent). */
function symptomEntry(s: SymptomEntry): SearchEntryInput & { kind: SymptomEntry['kind'] } {
  return {
    kind: s.kind,
    slug: s.slug,
    title: s.name,
    titleHi: s.nameHi,
    summary: inEnglish(symptomText(s.slug, s.redFlag ? 'advice' : 'why')),
    url: symptomHref(s.slug),
    terms: termsOf(s.name, s.nameHi, ...s.aliases),
    urgent: s.redFlag ? 1 : 0,
  }
}

/** A lab test's or package's name and purpose in the reader's language (they live in content). */
function labTestTexts(slug: string, locale: Locale) {
  const item =
    LAB_TESTS.find((test) => test.slug === slug) ?? LAB_PACKAGES.find((pkg) => pkg.slug === slug)
  if (!item) return null
  return locale === 'hi'
    ? { title: item.nameHi, titleHi: '', summary: item.purposeHi }
    : { title: item.name, titleHi: item.nameHi, summary: item.purpose }
}

/** A medicine's name and uses in the reader's language (they live in content). */
function medicineTexts(slug: string, locale: Locale) {
  const m = MEDICINES.find((medicine) => medicine.slug === slug)
  if (!m) return null
  return locale === 'hi'
    ? { title: `${m.genericHi} ${m.strength}`, titleHi: '', summary: m.usesHi }
    : {
        title: `${m.generic} ${m.strength}`,
        titleHi: `${m.genericHi} ${m.strength}`,
        summary: m.uses,
      }
}

/** A result as the query finds it: names and text in English, the doctor's clinic by slug. */
type Found = Omit<SearchResult, 'kindLabel'> & { department: string | null }

type FacilityTexts = Map<string, { kind: string; town: string; townHi: string }>

/** The kind and town of the facilities found, to describe them ("Hospital · Barabanki"). */
async function facilityTextsOf(found: readonly Found[]): Promise<FacilityTexts> {
  const slugs = found.filter((f) => f.kind === 'facility').map((f) => f.slug)
  if (slugs.length === 0) return new Map()
  const rows = await getDb()
    .select({
      slug: facilities.slug,
      kind: facilities.kind,
      town: facilities.town,
      townHi: facilities.townHi,
    })
    .from(facilities)
    .where(inArray(facilities.slug, slugs))
  return new Map(rows.map(({ slug, ...texts }) => [slug, texts]))
}

/**
 * The catalogue references of a result's name and text (doctors' names are their own, lab tests'
 * are in their content).
 */
function textsOf(
  found: Pick<Found, 'kind' | 'slug' | 'urgent'>,
): { title: MessageRef; summary: MessageRef } | null {
  switch (found.kind) {
    case 'doctor':
    case 'facility':
    case 'lab-test':
    case 'medicine':
      return null
    case 'department':
      return {
        title: `common:department.${found.slug}` as MessageRef,
        summary: `care:clinic.${found.slug}.summary` as MessageRef,
      }
    case 'service':
      return {
        title: `care:service.${found.slug}.title` as MessageRef,
        summary: `care:service.${found.slug}.summary` as MessageRef,
      }
    default:
      return {
        title: symptomText(found.slug, 'name'),
        summary: symptomText(found.slug, found.urgent ? 'advice' : 'why'),
      }
  }
}

const PHONES = { phone: CONTACT.emergencyPhone, ambulance: CONTACT.nationalAmbulance }

/** A result in the reader's language (English pages keep the Hindi name beside the English). */
function describe(
  { department, ...found }: Found,
  locale: Locale,
  facilityTexts: FacilityTexts,
): SearchResult {
  const words = (ref: MessageRef) => translateRefOnServer(locale, ref, PHONES)
  const kindLabel = words(`care:${KIND_LABEL_KEYS[found.kind]}`)
  if (found.kind === 'facility') {
    const texts = facilityTexts.get(found.slug)
    const kind = texts ? words(`facilities:kind.${texts.kind}` as MessageRef) : ''
    const town = (locale === 'hi' && texts?.townHi) || texts?.town || ''
    const hindiName = locale === 'hi' && found.titleHi
    return {
      ...found,
      kindLabel,
      title: hindiName ? found.titleHi : found.title,
      titleHi: locale === 'en' ? found.titleHi : '',
      summary: [kind, town].filter(Boolean).join(' · '),
    }
  }
  if (found.kind === 'lab-test') return { ...found, kindLabel, ...labTestTexts(found.slug, locale) }
  if (found.kind === 'medicine')
    return { ...found, kindLabel, ...medicineTexts(found.slug, locale) }
  const texts = textsOf(found)
  if (!texts) {
    const clinic = words(`common:department.${department}` as MessageRef)
    return {
      ...found,
      kindLabel,
      titleHi: '',
      summary: `${clinic} · ${found.summary}`,
      summaryEnglish: found.summary,
    }
  }
  return {
    ...found,
    kindLabel,
    title: words(texts.title),
    titleHi: locale === 'en' ? translateRefOnServer('hi', texts.title) : '',
    summary: words(texts.summary),
  }
}

/** What the search needs of the symptom guide's triage of a query. */
export type QueryReading = Pick<Triage, 'disposition' | 'redFlags' | 'symptoms' | 'nearDanger'>

/** The triage of a query, read once per search (as much of it as the search reads). */
export function readQuery(rawQuery: string): QueryReading {
  const { disposition, redFlags, symptoms, nearDanger } = triage(
    Array.from(rawQuery).slice(0, QUERY_MAX_LENGTH).join(''),
  )
  return { disposition, redFlags, symptoms, nearDanger }
}

/**
 * Whether a search's page offers "Did you mean": only when nothing was found, and never for words
 * that are, or come near, an emergency (an unrelated close name — "pesticide" → a worm medicine —
 * must not stand where the emergency line belongs).
 */
export function offersCloseNames(reading: QueryReading, resultCount: number): boolean {
  return resultCount === 0 && reading.disposition !== 'emergency' && !reading.nearDanger
}

/** How many candidates an emergency's search weighs before dropping the unrelated ones. */
const EMERGENCY_CANDIDATES = 30

let symptomEntries: Map<string, ReturnType<typeof symptomEntry>> | undefined

/**
 * The results of words the triage reads as an emergency: its red flags first, in its order (built
 * from the symptom table as the index holds them, so they read like the rows found), then the
 * ordinary symptoms it read, the recommended clinic's doctors (added after by
 * withRecommendedClinic), services and facilities. Medicines, lab tests, other symptoms and other
 * clinics' doctors are dropped: a person reporting a poisoning must not be offered a worm medicine.
 */
function emergencyFirst(reading: QueryReading, found: readonly Found[]): Found[] {
  symptomEntries ??= new Map(SYMPTOMS.map((s) => [s.slug, symptomEntry(s)]))
  const top = Math.max(0, ...found.map((f) => f.score))
  const redFlags = reading.redFlags.flatMap((slug): Found[] => {
    const entry = symptomEntries!.get(slug)
    if (!entry) return []
    const row = found.find((f) => f.kind === entry.kind && f.slug === slug)
    return [
      {
        kind: entry.kind,
        doctorId: null,
        slug,
        title: entry.title,
        titleHi: entry.titleHi,
        summary: entry.summary,
        department: null,
        url: entry.url,
        urgent: true,
        score: row?.score ?? top,
      },
    ]
  })
  const flagged = new Set(reading.redFlags)
  const symptoms = new Set(reading.symptoms)
  // Emergencies the index found are never dropped: they follow the triage's own.
  const rank = (f: Found) => (f.urgent ? -1 : f.kind === 'service' || f.kind === 'facility' ? 1 : 0)
  const rest = found
    .filter((f) => {
      switch (f.kind) {
        case 'medicine':
        case 'lab-test':
          return false
        case 'symptom':
        case 'condition':
          return (symptoms.has(f.slug) || f.urgent) && !flagged.has(f.slug)
        // The recommended clinic and its doctors are added after the red flags.
        case 'department':
        case 'doctor':
          return false
        default:
          return true
      }
    })
    .sort((a, b) => rank(a) - rank(b))
  return [...redFlags, ...rest]
}

/** Below this pg_trgm word similarity a misspelling is no longer treated as a match. */
const SIMILARITY_THRESHOLD = 0.5
/** Names are short and often spelt by ear ("farha naz"), so they may be a little further off. */
const NAME_SIMILARITY_THRESHOLD = 0.4
/** How many of the recommended clinic's doctors a symptom search lists with it. */
const DOCTORS_PER_CLINIC = 3

/**
 * Replaces the clinics, services, symptoms and conditions the search finds with the repository's,
 * unless they are already the same (a hash of them is kept in content_versions): rebuilding the
 * indexed rows is the slowest part of a start.
 */
export async function syncSearchEntries(db: Database): Promise<void> {
  const entries = buildSearchEntries()
  const hash = createHash('sha256').update(JSON.stringify(entries)).digest('hex')
  const current = (await db.execute(
    sql`SELECT hash FROM content_versions WHERE name = 'search_entries'`,
  )) as unknown as { rows: Array<{ hash: string }> }
  if (current.rows[0]?.hash === hash) return
  await db.transaction(async (tx) => {
    // Two processes starting together must not interleave their rebuilds.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7316001)`)
    await tx.delete(searchEntries)
    await tx.insert(searchEntries).values(entries)
    await tx.execute(
      sql`INSERT INTO content_versions (name, hash) VALUES ('search_entries', ${hash})
          ON CONFLICT (name) DO UPDATE SET hash = excluded.hash`,
    )
  })
}

/**
 * A prefix query for the 'simple' configuration ("cardio" finds "cardiology", Hindi words match
 * as typed). normalizeQuery leaves only letters, marks and digits, so every word is a plain lexeme.
 */
function prefixTsQuery(text: string): string {
  return (
    text
      .split(' ')
      .filter(Boolean)
      // Short words match whole: "dr" should not find every word starting with it.
      .map((word) => (word.length >= 3 ? `'${word}':*` : `'${word}'`))
      .join(' & ')
  )
}

type Row = {
  kind: SearchResultKind
  doctor_id: string | null
  slug: string
  title: string
  title_hi: string
  summary: string
  department: string | null
  url: string
  urgent: number
  score: number
}

/**
 * Doctors, clinics, services, symptoms and conditions in one ranked list. Each candidate matches
 * by full-text search (English stemming plus prefixes), by pg_trgm word similarity (misspellings:
 * "cardiolgy", "hart pain") or by containing the query (Hindi in any database locale). The score
 * favours an exact name or alias, then a close name (a whole name beats a longer one containing
 * the words), then close aliases and text; emergencies
 * rank a little higher so that a red flag is never buried. When the symptom guide's triage reads
 * the words as an emergency ("drank the pesticide", "saanp ne kaata"), the red flags it found lead
 * in its order, and nothing unrelated follows (see emergencyFirst). Names and texts come in `locale`.
 */
export async function searchSite(
  rawQuery: string,
  limit = 20,
  locale: Locale = 'en',
  reading: QueryReading = readQuery(rawQuery),
): Promise<SearchResult[]> {
  const text = normalizeQuery(rawQuery)
  if (!text) return []
  const emergency = reading.disposition === 'emergency'
  // An emergency drops what does not belong to it, so it looks a little further for what does.
  const wanted = emergency ? Math.max(limit, EMERGENCY_CANDIDATES) : limit
  const rows = await getDb().transaction(async (tx) => {
    // The trigram operators below (<%) use the GIN indexes with this threshold; the exact
    // thresholds are then checked on the few candidates only.
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY_THRESHOLD)}, true)`,
    )
    const result = await tx.execute(sql`
      WITH q AS (
        SELECT ${text}::text AS text,
               to_tsquery('simple', ${prefixTsQuery(text)}) || plainto_tsquery('english', ${text}) AS tsq
      ),
      matched_departments AS (
        SELECT dep.id, word_similarity(q.text, lower(dep.name)) AS similarity
          FROM departments dep CROSS JOIN q
         WHERE word_similarity(q.text, lower(dep.name)) >= ${SIMILARITY_THRESHOLD} OR strpos(lower(dep.name), q.text) > 0
      ),
      matched_doctors AS (
        SELECT d.id FROM doctors d CROSS JOIN q
         WHERE d.search_document @@ q.tsq OR q.text <% lower(d.name)
        UNION
        SELECT d.id FROM doctors d JOIN matched_departments m ON m.id = d.department_id
      ),
      candidates AS (
        SELECT 'doctor'::text AS kind, d.id::text AS doctor_id, d.slug, d.name AS title, ''::text AS title_hi,
               d.qualifications AS summary, dep.slug AS department, '/doctors/' || d.slug AS url, 0 AS urgent,
               ts_rank(d.search_document, q.tsq) AS rank,
               word_similarity(q.text, lower(d.name)) AS title_similarity,
               similarity(q.text, lower(d.name)) AS title_closeness,
               greatest(word_similarity(q.text, lower(d.name)), coalesce(m.similarity, 0)) AS terms_similarity,
               strpos(lower(d.name || ' ' || dep.name), q.text) > 0 AS contains,
               trim(regexp_replace(lower(d.name), '[^a-z0-9]+', ' ', 'g')) = q.text AS exact
          FROM matched_doctors md
          JOIN doctors d ON d.id = md.id
          JOIN departments dep ON dep.id = d.department_id
          LEFT JOIN matched_departments m ON m.id = d.department_id
         CROSS JOIN q
         WHERE d.active
        UNION ALL
        SELECT e.kind, NULL, e.slug, e.title, e.title_hi, e.summary, NULL, e.url, e.urgent,
               ts_rank(e.document, q.tsq),
               greatest(word_similarity(q.text, lower(e.title)), word_similarity(q.text, e.title_hi)),
               greatest(similarity(q.text, lower(e.title)), similarity(q.text, e.title_hi)),
               word_similarity(q.text, e.terms),
               strpos(e.terms, q.text) > 0,
               strpos(' | ' || e.terms || ' | ', ' | ' || q.text || ' | ') > 0
          FROM search_entries e
         CROSS JOIN q
         WHERE e.document @@ q.tsq
            OR (q.text <% e.terms AND word_similarity(q.text, e.terms) >= ${SIMILARITY_THRESHOLD})
            OR e.terms LIKE ${`%${text}%`}
        UNION ALL
        -- The network's facilities, by name or town in either language, or by what the kind of
        -- place is called (a district's few hundred rows: no index needed). A kind's words match
        -- whole ("ent" is no "centre"). Their kind and town are put into words after the query.
        SELECT 'facility', NULL, f.slug, f.name, f.name_hi, '', NULL, '/facilities/' || f.slug, 0,
               0::real,
               greatest(word_similarity(q.text, lower(f.name)), word_similarity(q.text, f.name_hi)),
               greatest(similarity(q.text, lower(f.name)), similarity(q.text, f.name_hi)),
               greatest(word_similarity(q.text, f.words), word_similarity(q.text, f.kind_words)),
               strpos(f.words, q.text) > 0
                 OR strpos(' ' || f.kind_words || ' ', ' ' || q.text || ' ') > 0,
               trim(regexp_replace(lower(f.name), '[^a-z0-9]+', ' ', 'g')) = q.text
          FROM (SELECT slug, name, name_hi,
                       lower(name || ' ' || town) || ' ' || name_hi || ' ' || town_hi AS words,
                       ${facilityKindWordsSql()} AS kind_words
                  FROM facilities WHERE active) f
         CROSS JOIN q
         WHERE word_similarity(q.text, f.words) >= ${SIMILARITY_THRESHOLD}
            OR strpos(f.words, q.text) > 0
            OR word_similarity(q.text, f.kind_words) >= ${SIMILARITY_THRESHOLD}
            OR strpos(' ' || f.kind_words || ' ', ' ' || q.text || ' ') > 0
      )
      SELECT kind, doctor_id, slug, title, title_hi, summary, department, url, urgent,
             (3 * exact::int + 1.5 * title_similarity + title_closeness + terms_similarity + least(rank, 1)
               + 0.5 * contains::int + 0.3 * urgent)::float8 AS score
        FROM candidates
       ORDER BY score DESC,
                CASE kind WHEN 'department' THEN 0 WHEN 'symptom' THEN 1 WHEN 'condition' THEN 2
                          WHEN 'service' THEN 3 ELSE 4 END,
                title
       LIMIT ${wanted}
    `)
    return (result as unknown as { rows: Row[] }).rows
  })
  const found: Found[] = rows.map((row) => ({
    kind: row.kind,
    doctorId: row.doctor_id,
    slug: row.slug,
    title: row.title,
    titleHi: row.title_hi,
    summary: row.summary,
    department: row.department,
    url: row.url,
    urgent: Number(row.urgent) > 0,
    score: Number(row.score),
  }))
  const listed = emergency ? emergencyFirst(reading, found) : found
  const results = (await withRecommendedClinic(rawQuery, listed, reading)).slice(0, limit)
  const facilityTexts = await facilityTextsOf(results)
  return results.map((result) => describe(result, locale, facilityTexts))
}

/**
 * "cough" or "hart pain" should lead somewhere bookable: the clinic the symptom guide recommends
 * for the same words comes right after the symptom it recognised (after the emergencies when the
 * words are one), with a few of its doctors, moved up if they were listed lower. A lone "pain" is
 * no symptom the guide knows, so it brings no clinic.
 */
async function withRecommendedClinic(
  query: string,
  found: Found[],
  reading: QueryReading,
): Promise<Found[]> {
  // An emergency's follow-up clinic is the one for what the triage read (its red flags first).
  const advice = recommendCare(
    reading.disposition === 'emergency'
      ? [...reading.redFlags, ...reading.symptoms]
      : findMentionedSymptoms(query).map((s) => s.slug),
  )
  const slug = advice.departments[0]?.slug
  if (!slug) return found
  const clinic = DEPARTMENTS.find((d) => d.slug === slug)!
  const clinicDoctors = await getDb()
    .select({
      id: doctors.id,
      slug: doctors.slug,
      name: doctors.name,
      qualifications: doctors.qualifications,
    })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(and(eq(doctors.active, true), eq(departments.slug, slug)))
    .orderBy(asc(doctors.name))
    .limit(DOCTORS_PER_CLINIC)
  const moved = new Set(clinicDoctors.map((d) => d.slug))
  const rest = found.filter(
    (r) =>
      !(r.kind === 'department' && r.slug === slug) && !(r.kind === 'doctor' && moved.has(r.slug)),
  )
  const mentioned = new Set(advice.chosen.map((s) => s.slug))
  let at =
    rest.findIndex(
      (r) => (r.kind === 'symptom' || r.kind === 'condition') && mentioned.has(r.slug),
    ) + 1
  // When the words are an emergency, the emergencies found stay first; otherwise a loose match on
  // one word ("dard" of "seene mein dard") does not come between the symptom and its clinic.
  while (advice.emergency && at < rest.length && rest[at]!.urgent) at++
  const score = rest[at - 1]?.score ?? rest[0]?.score ?? 0
  const added: Found[] = [
    {
      kind: 'department',
      doctorId: null,
      slug,
      title: clinic.name,
      titleHi: clinic.nameHi,
      summary: clinic.summary,
      department: null,
      url: `/departments/${slug}`,
      urgent: false,
      score,
    },
    ...clinicDoctors.map((doctor) => ({
      kind: 'doctor' as const,
      doctorId: doctor.id,
      slug: doctor.slug,
      title: doctor.name,
      titleHi: '',
      summary: doctor.qualifications,
      department: slug,
      url: `/doctors/${doctor.slug}`,
      urgent: false,
      score,
    })),
  ]
  return [...rest.slice(0, at), ...added, ...rest.slice(at)]
}

export type Suggestion = { title: string; url: string }

/**
 * "Did you mean": the names closest to a query that found nothing, however loosely, so a
 * nonsense or badly misspelt search still leads somewhere. Names come in `locale`.
 */
export async function suggestCloseNames(
  rawQuery: string,
  limit = 3,
  locale: Locale = 'en',
): Promise<Suggestion[]> {
  const text = normalizeQuery(rawQuery)
  if (!text) return []
  const rows = await queryRows<{
    kind: SearchResultKind
    slug: string
    title: string
    url: string
  }>(sql`
    SELECT kind, slug, title, url FROM (
      SELECT e.kind, e.slug, e.title, e.url, greatest(similarity(${text}, lower(e.title)), word_similarity(${text}, e.terms)) AS closeness
        FROM search_entries e
      UNION ALL
      SELECT 'doctor', d.slug, d.name, '/doctors/' || d.slug, similarity(${text}, lower(d.name))
        FROM doctors d
       WHERE d.active
    ) names
     WHERE closeness >= 0.2
     ORDER BY closeness DESC, title
     LIMIT ${limit * 2}
  `)
  // A clinic and its service share a page: suggest each page once.
  return rows
    .filter((row, index) => rows.findIndex((other) => other.url === row.url) === index)
    .slice(0, limit)
    .map(({ kind, slug, title, url }) => {
      if (kind === 'lab-test') return { title: labTestTexts(slug, locale)?.title ?? title, url }
      const texts = textsOf({ kind, slug, urgent: false })
      return { title: texts ? translateRefOnServer(locale, texts.title) : title, url }
    })
}
