import { useEffect, useRef } from 'react'
import { data } from 'react-router'
import type { Route } from './+types/display'
import { useAlertSound } from '#app/components/ambulance/alert-sound.ts'
import { NoScriptRefresh } from '#app/components/ui/no-script-refresh.tsx'
import { SITE } from '#app/content/site.ts'
import { doctorsInOpdToday, findOpdFacility } from '#app/domain/opd/opd-day.server.ts'
import { loadDisplay } from '#app/domain/opd/queue.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, page } from '#app/utils/route-policy.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useLiveRevalidate, WATCH_REFRESH_MS } from '#app/utils/use-live.ts'

export const handle: I18nHandle = { i18n: ['opd'] }

export const policy: RoutePolicy = page

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** Without JavaScript the screen looks again this often (a TV browser without scripts). */
const NO_SCRIPT_REFRESH_SECONDS = 10

/** The words of the screen in both languages: the hall is mixed, so each label shows in both. */
function bothLanguages() {
  const en = getT('en', 'opd')
  const hi = getT('hi', 'opd')
  const both = (key: 'display.nowServing' | 'display.next' | 'display.none' | 'display.title') => ({
    en: en(key),
    hi: hi(key),
  })
  return {
    title: both('display.title'),
    nowServing: both('display.nowServing'),
    next: both('display.next'),
    none: both('display.none'),
  }
}

/**
 * The waiting-hall screen of a clinic: per doctor in OPD today, the token being served and the
 * next five. Token numbers and doctors' names only, never a patient's name (decision 0022).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const facility = await findOpdFacility(params.clinic)
  const t = getT(requestLocale(request), 'opd')
  if (!facility) throw data({ message: t('display.notFound') }, { status: 404 })
  const doctors = await doctorsInOpdToday(facility.id)
  const queues = await loadDisplay(facility.id, doctors)
  return {
    meta: {
      title: t('display.metaTitle', { clinic: facility.name, site: SITE.name }),
      description: t('display.metaDescription'),
    },
    clinic: { slug: facility.slug, name: facility.name, nameHi: facility.nameHi || facility.name },
    words: bothLanguages(),
    queues,
  }
}

function Both({
  words,
  className = '',
}: {
  words: { en: string; hi: string }
  className?: string
}) {
  return (
    <span className={className}>
      <span lang="hi">{words.hi}</span> <span aria-hidden="true">·</span>{' '}
      <span lang="en">{words.en}</span>
    </span>
  )
}

export default function WaitingHallDisplay({ loaderData: d }: Route.ComponentProps) {
  const t = useT('opd')
  const hydrated = useHydrated()
  const connected = useLiveRevalidate(`/display/${d.clinic.slug}/live`, {
    everyMs: WATCH_REFRESH_MS,
  })
  const sound = useAlertSound()
  // A chime when a doctor calls a new token (once someone turned the sound on).
  const serving = d.queues.map((q) => `${q.doctorId}:${q.nowServing ?? ''}`).join(',')
  const previous = useRef(serving)
  const { play } = sound
  useEffect(() => {
    if (previous.current !== serving) play()
    previous.current = serving
  }, [serving, play])
  return (
    <div className="fixed inset-0 z-40 overflow-auto bg-black p-4 text-white lg:p-8">
      <NoScriptRefresh seconds={NO_SCRIPT_REFRESH_SECONDS} />
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold lg:text-5xl">
          <span lang="hi">{d.clinic.nameHi}</span>
          <span className="sr-only"> · </span>
          <span lang="en" className="block text-xl font-semibold text-slate-300 lg:text-3xl">
            {d.clinic.name}
          </span>
        </h1>
        {hydrated ? (
          <p className="flex items-center gap-4 text-lg">
            {connected ? null : <span role="status">{t('display.reconnecting')}</span>}
            {sound.supported ? (
              <button
                type="button"
                onClick={sound.toggle}
                aria-pressed={sound.on}
                className="rounded border-2 border-white px-3 py-1 font-semibold focus:ring-4 focus:ring-yellow-300"
              >
                {sound.on ? t('display.soundOn') : t('display.soundOff')}
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      {d.queues.length === 0 ? (
        <p className="mt-12 text-center text-4xl">
          <Both words={d.words.none} />
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(min(100%,26rem),1fr))] gap-6">
          {d.queues.map((q) => (
            <li
              key={q.doctorId}
              className="rounded-xl border-4 border-yellow-300 p-4 lg:p-6"
              data-testid="display-doctor"
            >
              <h2 className="text-2xl font-bold lg:text-4xl 2xl:text-5xl">{q.doctorName}</h2>
              <p className="mt-3 text-xl text-yellow-200 lg:text-2xl 2xl:text-4xl">
                <Both words={d.words.nowServing} />
              </p>
              <p
                className="text-[7rem] leading-none font-black text-yellow-300 tabular-nums lg:text-[11rem] 2xl:text-[15rem]"
                data-testid="now-serving"
                aria-live="polite"
              >
                {q.nowServing ?? '—'}
              </p>
              <p className="mt-3 text-xl lg:text-2xl 2xl:text-4xl">
                <Both words={d.words.next} />
              </p>
              <p
                className="text-5xl font-bold tabular-nums lg:text-6xl 2xl:text-8xl"
                data-testid="next-tokens"
              >
                {q.next.length > 0 ? q.next.join('  ') : '—'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
