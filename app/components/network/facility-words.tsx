import type {
  AccreditationBody,
  FacilityKind,
  FacilityService,
  OpeningStatus,
} from '#app/domain/network/facilities-view.ts'
import { formatWallClock, weekdayName } from '#app/utils/clinic-time.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'

/** What a kind of facility, a service and an accreditation are called, in the page's language. */
export function useFacilityWords() {
  const t = useT('facilities')
  return {
    kind: (kind: FacilityKind) => t(`kind.${kind}`),
    service: (service: FacilityService) => t(`service.${service}`),
    accreditation: (body: AccreditationBody) => t(`accreditation.${body}`),
  }
}

/** "Open now · until 7:00 pm", "Open day and night", "Closed · opens Monday 9:00 am". */
export function OpeningStatusLine({ status }: { status: OpeningStatus }) {
  const t = useT('facilities')
  const locale = useLocale()
  if (status.open)
    return (
      <span className="font-semibold text-brand-800">
        {status.closesAt
          ? t('status.openUntil', { time: formatWallClock(status.closesAt, locale) })
          : t('status.openAllHours')}
      </span>
    )
  return (
    <span className="font-semibold text-slate-700">
      {!status.opensAt
        ? t('status.closedNoHours')
        : status.opensAt.inDays === 0
          ? t('status.closedOpensToday', { time: formatWallClock(status.opensAt.time, locale) })
          : status.opensAt.inDays === 1
            ? t('status.closedOpensTomorrow', {
                time: formatWallClock(status.opensAt.time, locale),
              })
            : t('status.closedOpens', {
                day: weekdayName(status.opensAt.weekday, locale),
                time: formatWallClock(status.opensAt.time, locale),
              })}
    </span>
  )
}

/** A name kept as it is written, marked English when it is (a Hindi page's English name). */
export function PlaceName({ name }: { name: { text: string; lang: string } }) {
  const locale = useLocale()
  return (
    <span translate="no" lang={name.lang === locale ? undefined : name.lang}>
      {name.text}
    </span>
  )
}
