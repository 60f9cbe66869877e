import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { ADDRESS } from '#app/content/site.ts'
import { getDb } from '#app/db/client.server.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import {
  facilities,
  facilityDoctors,
  facilityHours,
  facilityPhotos,
  type FacilityService,
} from '#app/db/schema/network.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { keptUntilChanged } from '#app/utils/live.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import {
  currentAccreditations,
  type FacilityFilters,
  matchesFilters,
  offersWhatWasAsked,
} from './facilities-filters.ts'
import type {
  FacilitySummary,
  LocalText,
  NearestFacilityView,
  NoneOpenNow,
  OpeningTime,
  PlaceToTry,
} from './facilities-view.ts'
import { byDistance, isFarAway, type Origin } from './nearest.ts'
import { isOpenAt, type OpeningRange, openingStatus } from './opening-hours.ts'

/** What a facility's photo is kept as in the shared file storage. */
export const FACILITY_PHOTO_PURPOSE = 'facility.photo'

export type { FacilitySummary, LocalText }

const inLocale = (english: string, hindi: string, locale: Locale): LocalText =>
  locale === 'hi' && hindi ? { text: hindi, lang: 'hi' } : { text: english, lang: 'en' }

export type FacilityList = {
  facilities: FacilitySummary[]
  /** How many the network lists before filtering. */
  total: number
  /** Even the nearest facility is far away from the location given. */
  farAway: boolean
  nearestKm: number | null
  /** When "open now" leaves no place: what opens next, and what is open day and night. */
  noneOpen: NoneOpenNow | null
}

async function loadHours(ids: readonly string[]): Promise<Map<string, OpeningRange[]>> {
  const byFacility = new Map<string, OpeningRange[]>()
  if (ids.length === 0) return byFacility
  const rows = await getDb()
    .select({
      facilityId: facilityHours.facilityId,
      weekday: facilityHours.weekday,
      opensAt: facilityHours.opensAt,
      closesAt: facilityHours.closesAt,
    })
    .from(facilityHours)
    .where(inArray(facilityHours.facilityId, [...ids]))
  for (const { facilityId, ...range } of rows) {
    const list = byFacility.get(facilityId) ?? []
    list.push(range)
    byFacility.set(facilityId, list)
  }
  return byFacility
}

const summaryColumns = {
  id: facilities.id,
  slug: facilities.slug,
  kind: facilities.kind,
  name: facilities.name,
  nameHi: facilities.nameHi,
  address: facilities.address,
  town: facilities.town,
  townHi: facilities.townHi,
  pinCode: facilities.pinCode,
  latitude: facilities.latitude,
  longitude: facilities.longitude,
  phone: facilities.phone,
  openAllHours: facilities.openAllHours,
  services: facilities.services,
  departmentSlugs: facilities.departmentSlugs,
  accreditations: facilities.accreditations,
}

/**
 * The network's facilities that fit the filters, open or closed at `now` (IST). With a place to
 * measure from, nearest first, each with its distance; otherwise by town and name. The network is
 * a district's: a few hundred rows at most, so hours and filters are worked out here.
 */
export async function listFacilities(
  filters: FacilityFilters,
  origin: Origin,
  locale: Locale,
  now: Date = new Date(),
): Promise<FacilityList> {
  const rows = await getDb()
    .select(summaryColumns)
    .from(facilities)
    .where(eq(facilities.active, true))
    .orderBy(asc(facilities.town), asc(facilities.name))
  const hours = await loadHours(rows.map((row) => row.id))
  const withStatus = rows.map((row) => {
    const week = { openAllHours: row.openAllHours, hours: hours.get(row.id) ?? [] }
    return {
      ...row,
      accreditations: currentAccreditations(row.accreditations, clinicToday(now)).current,
      open: isOpenAt(week, now),
      status: openingStatus(week, now),
    }
  })
  const matching = withStatus.filter((row) => matchesFilters(row, filters))
  const measured =
    origin.kind === 'point'
      ? byDistance(matching, origin.point)
      : matching.map((row) => ({ ...row, distanceKm: null }))
  // "Far away" is about the network, not about what the filters left.
  const nearestOfAll = origin.kind === 'point' ? byDistance(withStatus, origin.point) : []
  const measuredAll =
    origin.kind === 'point'
      ? nearestOfAll
      : withStatus.map((row) => ({ ...row, distanceKm: null as number | null }))
  return {
    total: rows.length,
    farAway: isFarAway(nearestOfAll),
    nearestKm: nearestOfAll[0]?.distanceKm ?? null,
    noneOpen:
      filters.openNow && measured.length === 0 ? whenNoneOpen(measuredAll, filters, locale) : null,
    facilities: measured.map((row) => ({
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      name: inLocale(row.name, row.nameHi, locale),
      address: row.address,
      town: inLocale(row.town, row.townHi, locale),
      pinCode: row.pinCode,
      phone: row.phone,
      services: row.services as FacilityService[],
      accreditations: row.accreditations,
      status: row.status,
      distanceKm: row.distanceKm,
    })),
  }
}

type ListedRow = {
  slug: string
  kind: FacilitySummary['kind']
  name: string
  nameHi: string
  town: string
  townHi: string
  phone: string
  services: readonly string[]
  accreditations: FacilitySummary['accreditations']
  open: boolean
  openAllHours: boolean
  status: FacilitySummary['status']
  distanceKm: number | null
}

/**
 * Nothing that fits is open at this hour (a chemist at 3:40 am): the place that fits and opens
 * first, the nearest one too when measured, and the places open day and night that offer what was
 * asked. `rows` are every listed place, nearest first when measured. Null when nothing fits even
 * closed: then "open now" did not empty the list, the other choices did.
 */
function whenNoneOpen(
  rows: readonly ListedRow[],
  filters: FacilityFilters,
  locale: Locale,
): NoneOpenNow | null {
  const place = (row: ListedRow): PlaceToTry => ({
    slug: row.slug,
    kind: row.kind,
    name: inLocale(row.name, row.nameHi, locale),
    town: inLocale(row.town, row.townHi, locale),
    phone: row.phone,
    distanceKm: row.distanceKm,
  })
  const opensAt = (row: ListedRow): OpeningTime | null =>
    row.status.open ? null : row.status.opensAt
  const fitting = rows.filter((row) => matchesFilters(row, { ...filters, openNow: false }))
  if (fitting.length === 0) return null
  const waitOf = (time: OpeningTime) => time.inDays * 24 * 60 + minutesOfDay(time.time)
  // Sorted keeps the rows' order among equals: the nearer of two opening at once comes first.
  const first = fitting
    .map((row) => ({ row, opensAt: opensAt(row) }))
    .filter((entry): entry is { row: ListedRow; opensAt: OpeningTime } => entry.opensAt !== null)
    .sort((a, b) => waitOf(a.opensAt) - waitOf(b.opensAt))[0]
  const nearest = fitting.find((row) => row.distanceKm !== null)
  return {
    firstToOpen: first ? { ...place(first.row), opensAt: first.opensAt } : null,
    nearest:
      nearest && nearest.slug !== first?.row.slug
        ? { ...place(nearest), opensAt: opensAt(nearest) }
        : null,
    dayAndNight: rows
      .filter((row) => row.openAllHours && offersWhatWasAsked(row, filters))
      .map(place),
  }
}

const minutesOfDay = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

export type FacilityPage = NonNullable<Awaited<ReturnType<typeof getFacilityPage>>>

/** Everything a facility's page shows; null when there is no such listed facility. */
export async function getFacilityPage(slug: string, locale: Locale, now: Date = new Date()) {
  const [row] = await getDb()
    .select({
      ...summaryColumns,
      description: facilities.description,
      descriptionHi: facilities.descriptionHi,
      district: facilities.district,
      email: facilities.email,
      registrationNumber: facilities.registrationNumber,
      registrationAuthority: facilities.registrationAuthority,
      verifiedOn: facilities.verifiedOn,
    })
    .from(facilities)
    .where(and(eq(facilities.slug, slug), eq(facilities.active, true)))
  if (!row) return null
  const [hours, doctorRows, photoRows] = await Promise.all([
    loadHours([row.id]).then((map) => map.get(row.id) ?? []),
    getDb()
      .select({
        slug: doctors.slug,
        name: doctors.name,
        qualifications: doctors.qualifications,
        departmentSlug: departments.slug,
      })
      .from(facilityDoctors)
      .innerJoin(doctors, eq(doctors.id, facilityDoctors.doctorId))
      .innerJoin(departments, eq(departments.id, doctors.departmentId))
      .where(and(eq(facilityDoctors.facilityId, row.id), eq(doctors.active, true)))
      .orderBy(asc(doctors.name)),
    getDb()
      .select({
        fileId: facilityPhotos.fileId,
        alt: facilityPhotos.alt,
        altHi: facilityPhotos.altHi,
        width: storedFiles.width,
        height: storedFiles.height,
      })
      .from(facilityPhotos)
      .innerJoin(storedFiles, eq(storedFiles.id, facilityPhotos.fileId))
      .where(eq(facilityPhotos.facilityId, row.id))
      .orderBy(asc(facilityPhotos.sortOrder), asc(facilityPhotos.id)),
  ])
  const week = { openAllHours: row.openAllHours, hours }
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: inLocale(row.name, row.nameHi, locale),
    /** The name as registered (English), for structured data. */
    registeredName: row.name,
    description: inLocale(row.description, row.descriptionHi, locale),
    address: row.address,
    town: inLocale(row.town, row.townHi, locale),
    district: row.district,
    pinCode: row.pinCode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    openAllHours: row.openAllHours,
    hours,
    status: openingStatus(week, now),
    services: row.services as FacilityService[],
    departmentSlugs: row.departmentSlugs,
    accreditations: currentAccreditations(row.accreditations, clinicToday(now)).current,
    lapsedAccreditations: currentAccreditations(row.accreditations, clinicToday(now)).lapsed,
    registrationNumber: row.registrationNumber,
    registrationAuthority: row.registrationAuthority,
    verifiedOn: row.verifiedOn,
    doctors: doctorRows,
    photos: photoRows.map((photo) => ({
      fileId: photo.fileId,
      alt: inLocale(photo.alt, photo.altHi, locale),
      width: photo.width,
      height: photo.height,
    })),
  }
}

/**
 * A facility's photo for its public route: only a photo of that listed facility (another file's
 * id, or another facility's photo, answers null → 404).
 */
export async function facilityPhotoResponse(slug: string, fileId: string) {
  if (!isUuid(fileId)) return null
  const [photo] = await getDb()
    .select({ fileId: facilityPhotos.fileId })
    .from(facilityPhotos)
    .innerJoin(facilities, eq(facilities.id, facilityPhotos.facilityId))
    .where(
      and(
        eq(facilityPhotos.fileId, fileId),
        eq(facilities.slug, slug),
        eq(facilities.active, true),
      ),
    )
  return photo ? fileResponse(photo.fileId) : null
}

/** The listed facilities' slugs, for the sitemap. */
export async function listFacilitySlugs(): Promise<string[]> {
  const rows = await getDb()
    .select({ slug: facilities.slug })
    .from(facilities)
    .where(eq(facilities.active, true))
    .orderBy(asc(facilities.slug))
  return rows.map((row) => row.slug)
}

/** Where a doctor works, for their profile. */
export async function listFacilitiesOfDoctor(doctorSlug: string, locale: Locale) {
  const rows = await getDb()
    .select({
      slug: facilities.slug,
      kind: facilities.kind,
      name: facilities.name,
      nameHi: facilities.nameHi,
      town: facilities.town,
      townHi: facilities.townHi,
    })
    .from(facilityDoctors)
    .innerJoin(facilities, eq(facilities.id, facilityDoctors.facilityId))
    .innerJoin(doctors, eq(doctors.id, facilityDoctors.doctorId))
    .where(and(eq(doctors.slug, doctorSlug), eq(facilities.active, true)))
    .orderBy(asc(facilities.name))
  return rows.map((row) => ({
    slug: row.slug,
    kind: row.kind,
    name: inLocale(row.name, row.nameHi, locale),
    town: inLocale(row.town, row.townHi, locale),
  }))
}

export type NearestFacility = NearestFacilityView

/**
 * The listed hospitals and clinics with their weekly hours, for "the nearest place that offers
 * it": read on every symptom guide answer, changed only by staff, so kept in memory until the
 * facilities or their hours change (announced by their triggers). Whether a place is open is
 * worked out at each answer's moment.
 */
const placesToSeeADoctor = keptUntilChanged(['facilities', 'facility_hours'], () =>
  getDb()
    .select({
      ...summaryColumns,
      hours: sql<OpeningRange[] | null>`(
        select json_agg(json_build_object('weekday', h.weekday, 'opensAt', h.opens_at,
          'closesAt', h.closes_at))
        from ${facilityHours} h where h.facility_id = ${facilities.id})`,
    })
    .from(facilities)
    .where(and(eq(facilities.active, true), inArray(facilities.kind, ['hospital', 'clinic']))),
)

/**
 * What a visitor looks for a place to go: a clinic (department) of the network, or any of some
 * services (a specialist clinic the network's own clinics lack, such as an eye clinic).
 */
export type PlaceWanted = { department: string } | { services: readonly FacilityService[] }

/**
 * For each thing wanted, the nearest listed hospital or clinic offering it (a laboratory listing
 * "pathology" is not where one sees a doctor), measured from the visitor's place when given, else
 * from the network's main clinic; null where none offers it. No query while the kept list of
 * places holds (the network is a district's: a few hundred rows at most).
 */
export async function nearestFacilities(
  wanted: readonly PlaceWanted[],
  origin: Origin,
  locale: Locale,
  now: Date = new Date(),
): Promise<Array<NearestFacility | null>> {
  if (wanted.length === 0) return []
  const rows = await placesToSeeADoctor.get()
  // Without the visitor's place: from the main clinic's address (app/content/site.ts).
  const from =
    origin.kind === 'point'
      ? origin.point
      : { latitude: ADDRESS.latitude, longitude: ADDRESS.longitude }
  const nearestFirst = byDistance(rows, from)
  const chosen = wanted.map(
    (want) =>
      nearestFirst.find((row) =>
        'department' in want
          ? row.departmentSlugs.includes(want.department)
          : want.services.some((service) => row.services.includes(service)),
      ) ?? null,
  )
  return chosen.map((nearest) =>
    nearest
      ? {
          slug: nearest.slug,
          name: inLocale(nearest.name, nearest.nameHi, locale),
          town: inLocale(nearest.town, nearest.townHi, locale),
          phone: nearest.phone,
          distanceKm: nearest.distanceKm,
          status: openingStatus(
            { openAllHours: nearest.openAllHours, hours: nearest.hours ?? [] },
            now,
          ),
          fromMainClinic: origin.kind !== 'point',
        }
      : null,
  )
}
