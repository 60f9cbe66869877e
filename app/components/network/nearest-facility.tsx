import type { NearestFacilityView } from '#app/domain/network/facilities-view.ts'
import { useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { OpeningStatusLine, PlaceName } from './facility-words.tsx'

/**
 * The nearest facility of the network offering a clinic, under the symptom guide's advice (or, with
 * its own title, offering a clinic the network's own clinics lack).
 */
export function NearestFacility({
  nearest,
  title,
}: {
  nearest: NearestFacilityView
  title?: string
}) {
  const t = useT('facilities')
  const { number } = useNumberFormat()
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3 text-slate-800">
      <p className="font-semibold text-slate-900">{title ?? t('nearest.title')}</p>
      <p className="mt-1">
        <strong>
          <Link to={`/facilities/${nearest.slug}`}>
            <PlaceName name={nearest.name} />
          </Link>
        </strong>
        , <PlaceName name={nearest.town} /> ·{' '}
        <a href={`tel:${nearest.phone.replace(/\s+/g, '')}`}>{nearest.phone}</a>
      </p>
      <p className="mt-1 text-sm">
        <OpeningStatusLine status={nearest.status} />.{' '}
        {nearest.fromMainClinic
          ? t('nearest.fromMainClinic', { km: number(nearest.distanceKm) })
          : t('nearest.fromYou', { km: number(nearest.distanceKm) })}
      </p>
    </div>
  )
}

/**
 * A pin code for "nearest", kept with the guide's answer: the same GET address plus `pin`. Works
 * without JavaScript.
 */
export function NearestPinForm({
  keep,
  pin,
  invalid,
}: {
  /** The guide's own parameters (words and ticks), sent again unchanged. */
  keep: ReadonlyArray<readonly [name: string, value: string]>
  pin: string
  invalid: boolean
}) {
  const t = useT('facilities')
  return (
    <Form method="get" action="/find-care" className="mt-4 flex flex-wrap items-end gap-3">
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="nearest-pin" className="block font-semibold text-slate-800">
          {t('nearest.pin')}
        </label>
        <input
          id="nearest-pin"
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          defaultValue={pin}
          aria-describedby={invalid ? 'nearest-pin-error' : undefined}
          className="field-input w-36"
        />
      </div>
      <button type="submit" className="btn-secondary">
        {t('nearest.pinSubmit')}
      </button>
      {invalid ? (
        <p id="nearest-pin-error" className="w-full text-slate-800">
          {t('nearest.invalidPin')}
        </p>
      ) : null}
    </Form>
  )
}
