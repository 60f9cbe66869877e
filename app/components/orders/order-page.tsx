import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import type { OrderReply } from './step-parts.tsx'

/**
 * The action's reply while it stands (gone as soon as the next post or page load starts), and
 * the reply for one form: the one whose intent it answers.
 */
export function useOrderReply<Reply extends OrderReply>(actionData: Reply | undefined) {
  const navigation = useNavigation()
  const reply = navigation.state === 'idle' ? (actionData ?? null) : null
  const replyFor = (...intents: string[]) =>
    reply && intents.includes(reply.intent) ? reply : null
  return { reply, replyFor }
}

/** The top of a staff order page: the way back to the board, the order, its status. */
export function OrderPageHeading({
  back,
  backLabel,
  title,
  badge,
}: {
  back: string
  backLabel: string
  title: ReactNode
  badge: ReactNode
}) {
  return (
    <>
      <p>
        <Link to={back}>← {backLabel}</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {badge}
      </div>
    </>
  )
}
