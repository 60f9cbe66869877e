import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '#app/utils/i18n/i18n.tsx'

type Point = { latitude: number; longitude: number }

/** OpenStreetMap's addresses for a point: the embedded map, directions to it, a larger map. */
export function placeMapLinks({ latitude, longitude }: Point) {
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  const box = [longitude - 0.01, latitude - 0.006, longitude + 0.01, latitude + 0.006]
    .map((n) => n.toFixed(5))
    .join('%2C')
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat}%2C${lon}`,
    directions: `https://www.openstreetmap.org/directions?to=${lat}%2C${lon}`,
    larger: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  }
}

/**
 * A place on the map, the way a slow or offline phone can use it: the address and a directions
 * link are always there; the map itself (OpenStreetMap's tiles, in an iframe) loads only when
 * asked for, so a missing connection shows the address instead of a grey box.
 */
export function PlaceMap({
  headingId,
  heading,
  placeName,
  address,
  point,
  note,
}: {
  headingId: string
  heading: string
  /** The place's name as the iframe's title names it. */
  placeName: string
  /** The postal address, as lines. */
  address: ReactNode
  point: Point
  /** How to get there, in words (a landmark, parking). */
  note?: ReactNode
}) {
  const t = useT('common')
  const links = placeMapLinks(point)
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <details className="group overflow-hidden rounded-xl border border-slate-200 bg-brand-50">
          <summary className="flex min-h-40 cursor-pointer list-none flex-col items-center justify-center gap-2 p-6 text-center group-open:min-h-0 group-open:flex-row group-open:py-3 [&::-webkit-details-marker]:hidden">
            <MapPin aria-hidden="true" className="size-10 text-brand-700 group-open:size-5" />
            <span className="font-semibold text-brand-800 underline">{t('map.show')}</span>
            <span className="text-sm text-slate-700 group-open:hidden">{t('map.note')}</span>
          </summary>
          <div className="aspect-[4/3] w-full bg-white sm:aspect-[16/9]">
            <iframe
              title={t('map.frameTitle', { place: placeName })}
              src={links.embed}
              loading="lazy"
              width="800"
              height="450"
              className="h-full w-full border-0"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin allow-popups"
            />
          </div>
        </details>
        <div>
          <div className="flex gap-2 text-slate-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <address className="not-italic">{address}</address>
          </div>
          {note ? <p className="mt-4 text-slate-700">{note}</p> : null}
          <p className="mt-4 flex flex-wrap gap-3">
            <a className="btn-primary" href={links.directions} rel="noopener noreferrer">
              {t('map.directions')}
            </a>
            <a className="btn-secondary" href={links.larger} rel="noopener noreferrer">
              {t('map.larger')}
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}
