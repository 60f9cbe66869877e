import { Link } from 'react-router'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import {
  bookingHref,
  type DoctorCard as DoctorCardData,
} from '#app/domain/directory/doctor-card.ts'
import type { ConsultationMode } from '#app/domain/appointments/consultation-modes.ts'

export const modeLabel = (mode: string) => MODE_LABELS[mode as ConsultationMode] ?? mode

/** The doctor's photo, or their initials on a tinted disc when there is none. */
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
  const box = size === 'lg' ? 'size-32 text-4xl' : 'size-16 text-xl'
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={name}
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    )
  }
  const initials = name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {initials}
    </span>
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
      className="card flex flex-col gap-3 p-4 sm:flex-row"
      aria-labelledby={`doctor-${doctor.slug}`}
    >
      <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <Heading id={`doctor-${doctor.slug}`} className="text-lg font-bold text-slate-900">
          <Link to={`/doctors/${doctor.slug}`} className="text-brand-800">
            {doctor.name}
          </Link>
        </Heading>
        <p className="text-slate-700">
          {doctor.departmentName} · {doctor.qualifications}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="font-semibold">Experience</dt>
          <dd>{doctor.experienceYears} years</dd>
          <dt className="font-semibold">Languages</dt>
          <dd>{doctor.languages.join(', ')}</dd>
          <dt className="font-semibold">Fee</dt>
          <dd>₹{doctor.feeInr.toLocaleString('en-IN')}</dd>
          <dt className="font-semibold">Consults</dt>
          <dd>{doctor.modes.map(modeLabel).join(', ')}</dd>
        </dl>
      </div>
      <div className="flex flex-col gap-2 sm:w-56 sm:items-stretch">
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Next free time:</span>{' '}
          {doctor.nextSlot ? (
            <time dateTime={doctor.nextSlot.startsAt}>{doctor.nextSlot.shortLabel}</time>
          ) : (
            'none in the next 60 days'
          )}
        </p>
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
