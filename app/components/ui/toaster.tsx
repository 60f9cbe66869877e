import { CircleCheck, CircleX, Info, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { TOAST_POSITION } from '#app/content/site.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import type { Toast } from '#app/utils/toast.ts'
import {
  isToastGone,
  msUntilNextTick,
  nextToastTimer,
  startToastTimer,
  type ToastTimer,
  type ToastTimerEvent,
} from './toast-timing.ts'

/**
 * Shows the flash message that came with this page. Server-rendered, so it is read without
 * JavaScript too; with JavaScript it closes on the timings from the specification.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  return (
    <div
      aria-live="polite"
      role="status"
      data-position={TOAST_POSITION}
      // On a phone the top of the screen holds the 24/7 Emergency button, so the toast rises from
      // the bottom there; from 640 px up it sits top-right, clear of the button on the left.
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:inset-x-auto sm:top-4 sm:right-4 sm:bottom-auto sm:w-[min(24rem,calc(100%-2rem))]"
    >
      {toast ? <ToastCard key={toast.id} toast={toast} /> : null}
    </div>
  )
}

function ToastCard({ toast }: { toast: Toast }) {
  const t = useT('common')
  const [timer, setTimer] = useState<ToastTimer | null>(null)
  const [gone, setGone] = useState(false)

  // The clock starts once the toast is on screen in the browser (the next frame also lets the
  // entrance transition run); a server-rendered toast without JavaScript simply stays.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setTimer(startToastTimer(Date.now())))
    return () => window.cancelAnimationFrame(frame)
  }, [])

  useEffect(() => {
    if (!timer) return
    const wait = msUntilNextTick(timer, Date.now())
    if (wait === null) return
    const handle = window.setTimeout(() => {
      const now = Date.now()
      if (isToastGone(timer, now)) setGone(true)
      else setTimer(nextToastTimer(timer, { type: 'tick', now }))
    }, wait)
    return () => window.clearTimeout(handle)
  }, [timer])

  if (gone) return null

  const send = (event: ToastTimerEvent) =>
    setTimer((current) => (current ? nextToastTimer(current, event) : current))
  const state = timer === null ? 'static' : timer.closingSince !== null ? 'leaving' : 'visible'
  const Icon = toast.type === 'success' ? CircleCheck : toast.type === 'error' ? CircleX : Info
  const tone =
    toast.type === 'error'
      ? 'border-alert-700 text-alert-700'
      : toast.type === 'success'
        ? 'border-brand-700 text-brand-700'
        : 'border-slate-400 text-slate-700'

  return (
    <div
      className={`toast pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-lg ${tone}`}
      data-state={state}
      data-testid="toast"
      onPointerEnter={() => send({ type: 'pointer-enter' })}
      onPointerLeave={() => send({ type: 'pointer-leave', now: Date.now() })}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1 text-slate-900">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className="mt-1 text-sm text-slate-700">{toast.description}</p>
        ) : null}
      </div>
      {timer ? (
        <button
          type="button"
          onClick={() => send({ type: 'dismiss', now: Date.now() })}
          className="-m-1 rounded p-1 text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('toast.dismiss')}</span>
        </button>
      ) : null}
    </div>
  )
}
