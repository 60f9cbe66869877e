import { MapPin, Phone } from 'lucide-react'
import type { FacilitySummary } from '#app/domain/network/facilities-view.ts'
import { useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { OpeningStatusLine, PlaceName, useFacilityWords } from './facility-words.tsx'

/** One facility in the list: name, kind, town, open now, distance, services, phone. */
export function FacilityCard({ facility }: { facility: FacilitySummary }) {
  const t = useT('facilities')
  const words = useFacilityWords()
  const { number } = useNumberFormat()
  return (
    <article className="card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-bold text-slate-900">
          <Link to={`/facilities/${facility.slug}`}>
            <PlaceName name={facility.name} />
          </Link>
        </h2>
        {facility.distanceKm !== null ? (
          <p className="font-semibold text-slate-800">
            {t('card.distance', { km: number(facility.distanceKm) })}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-slate-700">
        {words.kind(facility.kind)}
        {facility.accreditations.map((a) => (
          <span
            key={a.body}
            className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-sm text-brand-800"
          >
            {words.accreditation(a.body)}
          </span>
        ))}
      </p>
      <p className="mt-1">
        <OpeningStatusLine status={facility.status} />
      </p>
      <p className="mt-1 flex gap-1.5 text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span translate="no" lang="en">
            {facility.address}
          </span>
          , <PlaceName name={facility.town} /> {facility.pinCode}
        </span>
      </p>
      {facility.services.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {facility.services.map(words.service).join(' · ')}
        </p>
      ) : null}
      <p className="mt-2">
        <a
          href={`tel:${facility.phone.replace(/\s+/g, '')}`}
          className="inline-flex items-center gap-1.5"
        >
          <Phone aria-hidden="true" className="size-4" />
          {t('card.call', { phone: facility.phone })}
        </a>
      </p>
    </article>
  )
}
