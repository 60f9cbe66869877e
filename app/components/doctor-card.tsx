import { Award, CalendarClock, Languages, MessagesSquare, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import {
  bookingHref,
  type DoctorCard as DoctorCardData,
} from '#app/domain/directory/doctor-card.ts'
import type { ConsultationMode } from '#app/domain/appointments/consultation-modes.ts'

export const modeLabel = (mode: string) => MODE_LABELS[mode as ConsultationMode] ?? mode

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
  if (!slot)
    return (
      <p className="text-sm text-slate-700">
        <span className="sr-only">Next free time: </span>No free time in the next 60 days
      </p>
    )
  const soon = /^(Today|Tomorrow)/.test(slot.soonLabel)
  return (
    <p
      className={`inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${soon ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-700/30' : 'bg-slate-100 text-slate-800'}`}
      data-testid="availability"
    >
      <CalendarClock aria-hidden="true" className="size-4" />
      <span className="sr-only">Next free time: </span>
      <time dateTime={slot.startsAt}>{slot.soonLabel}</time>
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
            {doctor.departmentName}
          </p>
          <p className="text-sm break-words text-slate-700">{doctor.qualifications}</p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <div className="flex items-center gap-1">
              <dt>
                <Award aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">Experience</span>
              </dt>
              <dd>{doctor.experienceYears} years</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>
                <Wallet aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">Fee</span>
              </dt>
              <dd className="font-semibold text-slate-900">
                ₹{doctor.feeInr.toLocaleString('en-IN')}
              </dd>
            </div>
            <div className="flex min-w-0 items-center gap-1">
              <dt>
                <Languages aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">Languages</span>
              </dt>
              <dd>{doctor.languages.join(', ')}</dd>
            </div>
            <div className="flex min-w-0 items-center gap-1">
              <dt>
                <MessagesSquare aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">Consults</span>
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
              ? `Book ${doctor.name} on ${doctor.nextSlot.shortLabel}`
              : `Book ${doctor.name}`
          }
        >
          Book
        </Link>
      </div>
    </article>
  )
}
