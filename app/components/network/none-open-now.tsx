import { Phone } from 'lucide-react'
import { useLocation } from 'react-router'
import { CONTACT } from '#app/content/site.ts'
import type {
  NoneOpenNow as NoneOpenNowView,
  OpeningTime,
  PlaceToTry,
} from '#app/domain/network/facilities-view.ts'
import { formatWallClock, weekdayName } from '#app/utils/clinic-time.ts'
import { Message, useLocale, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { PlaceName } from './facility-words.tsx'

/**
 * "Open now" left no place (a chemist at 3:40 am): when one that fits opens, what is open day and
 * night instead, and the help desk and the ambulance, which answer at any hour.
 */
export function NoneOpenNow({ noneOpen }: { noneOpen: NoneOpenNowView | null }) {
  const t = useT('facilities')
  const { number } = useNumberFormat()
  const locale = useLocale()
  const { search } = useLocation()
  if (!noneOpen) return null
  const { firstToOpen, nearest, dayAndNight } = noneOpen
  const when = (time: OpeningTime) => {
    const clock = formatWallClock(time.time, locale)
    if (time.inDays === 0) return t('noneOpen.when.today', { time: clock })
    if (time.inDays === 1) return t('noneOpen.when.tomorrow', { time: clock })
    return t('noneOpen.when.day', { day: weekdayName(time.weekday, locale), time: clock })
  }
  const placeLink = (place: PlaceToTry) => (
    <Link
      key="place"
      to={`/facilities/${place.slug}`}
      translate="no"
      lang={place.name.lang === locale ? undefined : place.name.lang}
      className="font-semibold"
    />
  )
  const withClosed = new URLSearchParams(search)
  withClosed.delete('open')
  const closedQuery = withClosed.toString()
  return (
    <section
      aria-labelledby="none-open-title"
      className="mt-4 rounded-lg border border-amber-600 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="none-open-title" className="text-xl font-bold">
        {t('noneOpen.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {firstToOpen ? (
          <li>
            <Message
              ns="facilities"
              k="noneOpen.firstToOpen"
              values={{ name: firstToOpen.name.text, when: when(firstToOpen.opensAt) }}
              components={[placeLink(firstToOpen)]}
            />
          </li>
        ) : null}
        {nearest ? (
          <li>
            <Message
              ns="facilities"
              k={nearest.opensAt ? 'noneOpen.nearest' : 'noneOpen.nearestNoHours'}
              values={{
                name: nearest.name.text,
                km: number(nearest.distanceKm ?? 0),
                when: nearest.opensAt ? when(nearest.opensAt) : '',
              }}
              components={[placeLink(nearest)]}
            />
          </li>
        ) : null}
        <li>
          {dayAndNight.length > 0 ? (
            <>
              {t('noneOpen.dayAndNight')}
              <ul className="mt-1 list-[circle] space-y-1 pl-5">
                {dayAndNight.map((place) => (
                  <li key={place.slug}>
                    <Link to={`/facilities/${place.slug}`} className="font-semibold">
                      <PlaceName name={place.name} />
                    </Link>
                    {place.distanceKm !== null
                      ? ` · ${t('card.distance', { km: number(place.distanceKm) })}`
                      : null}{' '}
                    ·{' '}
                    <a href={`tel:${place.phone.replace(/\s+/g, '')}`}>
                      {t('card.call', { phone: place.phone })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            t('noneOpen.noDayAndNight')
          )}
        </li>
      </ul>
      <p className="mt-3 flex gap-1.5">
        <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>
          <Message
            ns="facilities"
            k="noneOpen.help"
            values={{ phone: CONTACT.emergencyPhone, ambulance: CONTACT.nationalAmbulance }}
            components={[
              <a key="desk" href={CONTACT.emergencyPhoneHref} className="font-semibold">
                {CONTACT.emergencyPhone}
              </a>,
              <a
                key="ambulance"
                href={`tel:${CONTACT.nationalAmbulance}`}
                className="font-semibold"
              >
                {CONTACT.nationalAmbulance}
              </a>,
            ]}
          />
        </span>
      </p>
      <p className="mt-3">
        <Link to={`/facilities${closedQuery ? `?${closedQuery}` : ''}`}>
          {t('noneOpen.showClosed')}
        </Link>
      </p>
    </section>
  )
}
