import { Award, CalendarClock, Languages, MessagesSquare, Wallet } from 'lucide-react'
import {
  bookingHref,
  type DoctorCard as DoctorCardData,
  type SlotView,
} from '#app/domain/directory/doctor-card.ts'
import type { ConsultationMode } from '#app/domain/appointments/consultation-modes.ts'
import type { MessageKey } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { spokenLanguageName } from '#app/domain/directory/spoken-languages.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { useDepartmentName } from './use-department-name.ts'
import { formatClinicShort, formatClinicTime } from '#app/utils/clinic-time.ts'

/*
 * The doctor card and the directory's words live in the `site` catalogue: every page that shows
 * a card (directory, clinic pages, search, symptom guide) names 'site' in its handle.
 */

const MODE_MESSAGES: Record<ConsultationMode, MessageKey<'site'>> = {
  in_person: 'mode.in_person',
  phone: 'mode.phone',
  video: 'mode.video',
  chat: 'mode.chat',
}

/** A consultation mode in the page's language ("Video call"); an unknown one as it is stored. */
export function useModeLabel(): (mode: string) => string {
  const t = useT('site')
  return (mode) => {
    const key = MODE_MESSAGES[mode as ConsultationMode] as MessageKey<'site'> | undefined
    return key ? t(key) : mode
  }
}

export function useSpokenLanguageName(): (name: string) => string {
  const t = useT('site')
  return (name) => spokenLanguageName(t, name)
}

/** A free time as the page words it: "Today 4:30 pm", or its short date further ahead. */
export function useSlotLabels() {
  const t = useT('site')
  const locale = useLocale()
  return {
    soon: (slot: Pick<SlotView, 'startsAt' | 'soon'>) => {
      const startsAt = new Date(slot.startsAt)
      if (slot.soon === 'today')
        return t('doctorCard.today', { time: formatClinicTime(startsAt, locale) })
      if (slot.soon === 'tomorrow')
        return t('doctorCard.tomorrow', { time: formatClinicTime(startsAt, locale) })
      return formatClinicShort(startsAt, locale)
    },
    short: (slot: Pick<SlotView, 'startsAt'>) => formatClinicShort(new Date(slot.startsAt), locale),
  }
}

/**
 * Calm colour pairs for generated portraits (background, initials), each at least 7:1, so the
 * initials read clearly; a name always gets the same pair.
 */
const PORTRAIT_COLOURS = [
  ['#ccfbf1', '#134e4a'],
  ['#e0f2fe', '#0c4a6e'],
  ['#e0e7ff', '#312e81'],
  ['#fef3c7', '#78350f'],
  ['#ffe4e6', '#881337'],
  ['#d1fae5', '#064e3b'],
  ['#ede9fe', '#4c1d95'],
  ['#e2e8f0', '#1e293b'],
] as const

function portraitColours(name: string) {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return PORTRAIT_COLOURS[hash % PORTRAIT_COLOURS.length]!
}

function initialsOf(name: string) {
  return name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('')
    .toUpperCase()
}

/**
 * The doctor's photo, or a portrait drawn on the server: their initials over a head-and-shoulders
 * outline on a calm colour chosen from the name (SVG attributes, no script and no inline style).
 */
export function DoctorAvatar({
  name,
  photoUrl,
  size,
}: {
  name: string
  photoUrl: string | null
  size: 'sm' | 'lg'
}) {
  const pixels = size === 'lg' ? 128 : 64
  const box = size === 'lg' ? 'size-20 sm:size-32' : 'size-16'
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={name}
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={`${box} shrink-0 rounded-2xl object-cover`}
      />
    )
  }
  const [background, ink] = portraitColours(name)
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      width={pixels}
      height={pixels}
      className={`${box} shrink-0 rounded-2xl`}
      data-testid="doctor-portrait"
    >
      <rect width="64" height="64" fill={background} />
      <circle cx="32" cy="25" r="13" fill={ink} opacity="0.12" />
      <path d="M8 64c1.5-13 11-21 24-21s22.5 8 24 21z" fill={ink} opacity="0.12" />
      <text
        x="32"
        y="27"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="19"
        fontWeight="700"
        fill={ink}
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  )
}

/** How soon a doctor is free, as a chip: green when it is today or tomorrow. */
export function AvailabilityChip({ slot }: { slot: DoctorCardData['nextSlot'] }) {
  const t = useT('site')
  const slotLabels = useSlotLabels()
  if (!slot)
    return (
      <p className="text-sm text-slate-700">
        <span className="sr-only">{t('doctorCard.nextFreeTime')}</span>
        {t('doctorCard.noFreeTime')}
      </p>
    )
  const soon = slot.soon !== null
  return (
    <p
      className={`inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${soon ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-700/30' : 'bg-slate-100 text-slate-800'}`}
      data-testid="availability"
    >
      <CalendarClock aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('doctorCard.nextFreeTime')}</span>
      <time dateTime={slot.startsAt}>{slotLabels.soon(slot)}</time>
    </p>
  )
}

/** A doctor in a list: who they are, what it costs, and the next free time with a Book button. */
export function DoctorCard({
  doctor,
  headingLevel = 'h3',
}: {
  doctor: DoctorCardData
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  const Heading = headingLevel
  const t = useT('site')
  const modeLabel = useModeLabel()
  const departmentName = useDepartmentName()
  const languageName = useSpokenLanguageName()
  const slotLabels = useSlotLabels()
  const { rupees } = useNumberFormat()
  return (
    <article
      className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center"
      aria-labelledby={`doctor-${doctor.slug}`}
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <Heading id={`doctor-${doctor.slug}`} className="text-lg leading-snug font-bold">
            <Link to={`/doctors/${doctor.slug}`} className="text-slate-900 hover:text-brand-800">
              {doctor.name}
            </Link>
          </Heading>
          <p className="text-sm font-semibold text-brand-800" data-testid="doctor-department">
            {departmentName(doctor.departmentSlug, doctor.departmentName)}
          </p>
          {/* Degrees are written and read in English ("MBBS, MD (Medicine)"). */}
          <p lang="en" className="text-sm break-words text-slate-700">
            {doctor.qualifications}
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <div className="flex items-center gap-1">
              <dt>
                <Award aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">{t('doctorCard.experience')}</span>
              </dt>
              <dd>{t('doctorCard.years', { count: doctor.experienceYears })}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>
                <Wallet aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">{t('doctorCard.fee')}</span>
              </dt>
              <dd className="font-semibold text-slate-900">{rupees(doctor.feeInr)}</dd>
            </div>
            <div className="flex min-w-0 items-center gap-1">
              <dt>
                <Languages aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">{t('doctorCard.languages')}</span>
              </dt>
              <dd>{doctor.languages.map(languageName).join(', ')}</dd>
            </div>
            <div className="flex min-w-0 items-center gap-1">
              <dt>
                <MessagesSquare aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">{t('doctorCard.consults')}</span>
              </dt>
              <dd>{doctor.modes.map(modeLabel).join(', ')}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-52 sm:items-stretch">
        <AvailabilityChip slot={doctor.nextSlot} />
        <Link
          className="btn-primary text-center"
          to={bookingHref(doctor.slug, doctor.nextSlot)}
          aria-label={
            doctor.nextSlot
              ? t('doctorCard.bookSlotLabel', {
                  name: doctor.name,
                  time: slotLabels.short(doctor.nextSlot),
                })
              : t('doctorCard.bookLabel', { name: doctor.name })
          }
        >
          {t('doctorCard.book')}
        </Link>
      </div>
    </article>
  )
}
