import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

const STORAGE_KEY = 'maindoctor.dispatch.sound'

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const readOn = () => window.localStorage.getItem(STORAGE_KEY) === 'on'
const canSound = () => typeof window.AudioContext === 'function'

/**
 * The board's audible alert: three short tones made by the browser (no sound file to download).
 * Browsers only let a page make sound after someone pressed something on it, so the dispatcher
 * turns it on once with the button; the choice is remembered on this computer.
 */
export function useAlertSound() {
  const supported = useSyncExternalStore(subscribe, canSound, () => false)
  const on = useSyncExternalStore(subscribe, readOn, () => false)
  const context = useRef<AudioContext | null>(null)

  const ensureContext = useCallback(() => {
    context.current ??= new AudioContext()
    if (context.current.state === 'suspended') void context.current.resume()
    return context.current
  }, [])

  const tones = useCallback(() => {
    const audio = ensureContext()
    for (let i = 0; i < 3; i++) {
      const start = audio.currentTime + i * 0.35
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      oscillator.type = 'square'
      oscillator.frequency.value = i === 1 ? 660 : 880
      gain.gain.setValueAtTime(0.2, start)
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3)
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(start)
      oscillator.stop(start + 0.3)
    }
  }, [ensureContext])

  // Turned on earlier: the first press anywhere on the page wakes the sound up again.
  useEffect(() => {
    if (!on) return
    const wake = () => ensureContext()
    window.addEventListener('pointerdown', wake, { once: true })
    window.addEventListener('keydown', wake, { once: true })
    return () => {
      window.removeEventListener('pointerdown', wake)
      window.removeEventListener('keydown', wake)
    }
  }, [on, ensureContext])

  const play = useCallback(() => {
    if (on && supported) tones()
  }, [on, supported, tones])

  const toggle = useCallback(() => {
    const next = !on
    window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off')
    for (const listener of listeners) listener()
    if (next) tones()
  }, [on, tones])

  return useMemo(() => ({ supported, on, play, toggle }), [supported, on, play, toggle])
}
