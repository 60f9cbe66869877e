import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useHydrated, usePrefersReducedMotion } from '#app/utils/use-hydrated.ts'

const AUTOPLAY_INTERVAL_MS = 7000

/**
 * A carousel built on native horizontal scrolling with snap points: without JavaScript every
 * slide is reachable by swiping or scrolling, and the script only adds buttons and autoplay, so
 * nothing shifts when it loads. Autoplay never runs for people who prefer reduced motion, and
 * stops while the pointer or keyboard focus is inside.
 */
export function Carousel({
  label,
  slides,
  perView = 1,
  autoplay = false,
}: {
  label: string
  slides: React.ReactNode[]
  perView?: 1 | 3
  autoplay?: boolean
}) {
  const trackId = useId()
  const t = useT('common')
  const trackRef = useRef<HTMLUListElement>(null)
  const enhanced = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const [held, setHeld] = useState(false)
  const playing = enhanced && autoplay && !reducedMotion && !pausedByVisitor

  const move = useCallback((direction: 1 | -1, wrap: boolean) => {
    const track = trackRef.current
    if (!track) return
    const page = track.clientWidth
    const atEnd = track.scrollLeft + page >= track.scrollWidth - 4
    const atStart = track.scrollLeft <= 4
    if (wrap && direction === 1 && atEnd) track.scrollTo({ left: 0 })
    else if (wrap && direction === -1 && atStart) track.scrollTo({ left: track.scrollWidth })
    else track.scrollBy({ left: direction * page })
  }, [])

  useEffect(() => {
    if (!playing || held) return
    const timer = window.setInterval(() => move(1, true), AUTOPLAY_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [playing, held, move])

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      <div className="mb-3 flex h-11 items-center justify-end gap-2">
        {enhanced ? (
          <>
            {autoplay ? (
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-full border border-slate-400 bg-white text-slate-800 hover:bg-slate-100"
                onClick={() => setPausedByVisitor(playing)}
              >
                {playing ? (
                  <Pause aria-hidden="true" className="size-5" />
                ) : (
                  <Play aria-hidden="true" className="size-5" />
                )}
                <span className="sr-only">
                  {t(playing ? 'carousel.pause' : 'carousel.play', { label })}
                </span>
              </button>
            ) : null}
            <button
              type="button"
              aria-controls={trackId}
              className="inline-flex size-11 items-center justify-center rounded-full border border-slate-400 bg-white text-slate-800 hover:bg-slate-100"
              onClick={() => move(-1, false)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('carousel.previous')}</span>
            </button>
            <button
              type="button"
              aria-controls={trackId}
              className="inline-flex size-11 items-center justify-center rounded-full border border-slate-400 bg-white text-slate-800 hover:bg-slate-100"
              onClick={() => move(1, false)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('carousel.next')}</span>
            </button>
          </>
        ) : null}
      </div>
      {/* The track scrolls, so it must be reachable by keyboard to scroll with the arrow keys. */}
      <ul
        id={trackId}
        ref={trackRef}
        className="carousel-track pb-3"
        data-per-view={perView}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t('carousel.slides', { label })}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { index: index + 1, total: slides.length })}
          >
            {slide}
          </li>
        ))}
      </ul>
    </section>
  )
}
