import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import type { FacilityKind, LocalText } from '#app/domain/network/facilities-view.ts'
import { PlaceName, useFacilityWords } from './facility-words.tsx'

export type WorkPlace = { slug: string; kind: FacilityKind; name: LocalText; town: LocalText }

/** The facilities of the network where a doctor works, on their profile. */
export function WorksAt({ places }: { places: readonly WorkPlace[] }) {
  const t = useT('facilities')
  const words = useFacilityWords()
  if (places.length === 0) return null
  return (
    <section aria-labelledby="works-at-heading" className="mt-8">
      <h2 id="works-at-heading" className="text-xl font-bold text-slate-900">
        {t('worksAt.title')}
      </h2>
      <ul className="mt-3 grid gap-2">
        {places.map((place) => (
          <li key={place.slug}>
            <strong>
              <Link to={`/facilities/${place.slug}`}>
                <PlaceName name={place.name} />
              </Link>
            </strong>{' '}
            <span className="text-slate-700">
              · {words.kind(place.kind)}, <PlaceName name={place.town} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
