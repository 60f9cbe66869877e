import { useEffect, useRef, useState } from 'react'
import { useT } from '#app/utils/i18n/i18n.tsx'

type NewsMessage = { id: number; mine: boolean; senderRole: string; senderName: string }

/**
 * The room's news, beside the call. On a phone the chat and the prescription are far below the
 * video (history, documents and the prescription come first), so a message or a prescription that
 * arrives is said here — shown, and announced in a polite live region — with a jump to the chat
 * that counts what is new. A message counts as seen once the chat is on the screen.
 */
export function RoomNews({
  messages,
  prescriptionNumber,
  chatId,
  prescriptionId,
}: {
  messages: NewsMessage[]
  /** The patient's current prescription (null for the doctor and staff: they write it). */
  prescriptionNumber: string | null
  chatId: string
  prescriptionId: string
}) {
  const t = useT('consultation')
  const lastId = messages.at(-1)?.id ?? 0
  // What the page opened with is not news; nor is what arrived while the chat was on the screen.
  const [seenUpTo, setSeenUpTo] = useState(lastId)
  const latest = useRef(lastId)
  useEffect(() => {
    latest.current = lastId
  })
  const chatVisible = useOnScreen(chatId, () => setSeenUpTo(latest.current))
  const markSeen = () => setSeenUpTo(lastId)
  const unseen = chatVisible ? [] : messages.filter((m) => !m.mine && m.id > seenUpTo)
  const newest = unseen.at(-1)
  const [firstPrescription] = useState(prescriptionNumber)
  const newPrescription =
    prescriptionNumber && prescriptionNumber !== firstPrescription ? prescriptionNumber : null
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div
        role="status"
        aria-live="polite"
        data-testid="room-news"
        className="grow font-semibold text-brand-800"
      >
        {newest ? (
          <p>
            {t('news.message', {
              name: newest.senderRole === 'staff' ? t('chat.staff') : newest.senderName,
            })}
          </p>
        ) : null}
        {newPrescription ? (
          <p>
            {t('news.prescription', { number: newPrescription })}{' '}
            <a href={`#${prescriptionId}`} className="underline">
              {t('news.seePrescription')}
            </a>
          </p>
        ) : null}
      </div>
      {/* Beside the chat on a wide screen; far below the call on a phone. */}
      <a href={`#${chatId}`} onClick={markSeen} className="btn-secondary min-h-11 lg:hidden">
        {unseen.length > 0 ? t('news.chatNew', { count: unseen.length }) : t('news.chat')}
      </a>
    </div>
  )
}

/**
 * Whether the element with this id is on the screen (its upper three quarters); `onLeave` runs
 * each time it leaves (and once at first, when it is not there).
 */
function useOnScreen(id: string, onLeave: () => void): boolean {
  const [visible, setVisible] = useState(false)
  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  })
  useEffect(() => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        const onScreen = Boolean(entry?.isIntersecting)
        setVisible(onScreen)
        if (!onScreen) leave.current()
      },
      { rootMargin: '0px 0px -25% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [id])
  return visible
}
