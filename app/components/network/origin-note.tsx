import { NEARBY_PLACES, type Origin } from '#app/domain/network/nearest.ts'
import { useLocale, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'

type PointOrigin = Extract<Origin, { kind: 'point' }>

export function OriginNote({
  data,
}: {
  data: {
    origin:
      Exclude<Origin, PointOrigin> | Pick<PointOrigin, 'kind' | 'from' | 'approximate' | 'place'>
    pin: string
    farAway: boolean
    nearestKm: number | null
  }
}) {
  const t = useT('facilities')
  const { number } = useNumberFormat()
  const locale = useLocale()
  const { origin } = data
  if (origin.kind === 'none') return null
  const problem = origin.kind !== 'point'
  let text: string
  if (origin.kind === 'invalid')
    text =
      origin.from === 'pin' ? t('near.invalidPin', { pin: data.pin }) : t('near.invalidLocation')
  else if (origin.kind === 'outside') text = t('near.outside')
  else if (data.farAway) text = t('near.far', { km: number(Math.round(data.nearestKm ?? 0)) })
  else if (origin.from === 'location') text = t('near.fromLocation')
  else if (origin.approximate) text = t('near.fromPinArea', { pin: data.pin })
  else {
    const place = NEARBY_PLACES.find((p) => p.slug === origin.place)
    text = t('near.fromPlace', { place: (locale === 'hi' ? place?.nameHi : place?.name) ?? '' })
  }
  return (
    <p
      role={problem || data.farAway ? 'alert' : undefined}
      className={
        problem || data.farAway
          ? 'mt-6 rounded-lg border border-amber-600 bg-amber-50 p-3 text-slate-900'
          : 'mt-6 text-slate-800'
      }
    >
      {text}
    </p>
  )
}
