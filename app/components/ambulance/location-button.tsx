// Icons the site's frame already carries: a new one would be added to every page's JavaScript.
import { CircleCheck, MapPin } from 'lucide-react'
import { useState } from 'react'
import { FieldErrors } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'

export type Position = { latitude: string; longitude: string; accuracy: string }

type State =
  | { kind: 'idle' }
  | { kind: 'finding' }
  | { kind: 'found' }
  | { kind: 'failed'; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }

/**
 * "Use my location": the phone's position (latitude, longitude, accuracy in metres) into the
 * form's hidden fields. Only shown once the page's JavaScript runs and the browser can locate;
 * without it, the typed village and landmark are the place. The position found stays when the
 * form comes back with a message, and can be removed.
 */
export function LocationButton({
  initial,
  describedBy,
  errors,
}: {
  initial: Position | null
  describedBy?: string
  /** The server's word on the position sent (impossible coordinates). */
  errors?: string[]
}) {
  const t = useT('ambulance')
  const hydrated = useHydrated()
  const [position, setPosition] = useState<Position | null>(initial)
  const [state, setState] = useState<State>(initial ? { kind: 'found' } : { kind: 'idle' })

  function locate() {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'failed', reason: 'unsupported' })
      return
    }
    setState({ kind: 'finding' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({
          latitude: coords.latitude.toFixed(6),
          longitude: coords.longitude.toFixed(6),
          accuracy: String(Math.round(coords.accuracy)),
        })
        setState({ kind: 'found' })
      },
      (error) =>
        setState({
          kind: 'failed',
          reason:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    )
  }

  return (
    <div>
      <input type="hidden" name="latitude" value={position?.latitude ?? ''} />
      <input type="hidden" name="longitude" value={position?.longitude ?? ''} />
      <input type="hidden" name="accuracy" value={position?.accuracy ?? ''} />
      {hydrated || position ? (
        <div className="flex flex-wrap items-center gap-3">
          {hydrated ? (
            <button
              type="button"
              onClick={locate}
              aria-describedby={describedBy}
              disabled={state.kind === 'finding'}
              className="btn-primary min-h-12 text-lg"
            >
              <MapPin aria-hidden="true" className="size-5" />
              {position ? t('location.again') : t('location.use')}
            </button>
          ) : null}
          {position && hydrated ? (
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline"
              onClick={() => {
                setPosition(null)
                setState({ kind: 'idle' })
              }}
            >
              {t('location.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
      {errors?.length ? <FieldErrors id="location-errors" errors={[...new Set(errors)]} /> : null}
      <p aria-live="polite" className="mt-2 min-h-6 text-slate-800">
        {state.kind === 'finding' ? t('location.finding') : null}
        {state.kind === 'found' && position ? (
          <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('location.found', { metres: position.accuracy || '?' })}
          </span>
        ) : null}
        {state.kind === 'failed' ? (
          <span className="font-semibold text-alert-700">
            {t(`location.failed.${state.reason}`)}
          </span>
        ) : null}
      </p>
    </div>
  )
}
