import { LIVE_CHANNELS, RESYNC, subscribe } from '#app/utils/live.server.ts'
import { coalesce, eventStream, PING_INTERVAL_MS } from '#app/utils/live-stream.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { type RoomAccess } from './room-access.server.ts'
import { parseRoomChange } from '#app/domain/rooms/index.server.ts'
import {
  lastSignalId,
  listChatMessages,
  listSignalsFor,
  recordEntry,
  recordExit,
  roomState,
  touchVisit,
} from './room.server.ts'
import { chatMessageView } from './room-view.server.ts'

/**
 * Where a reconnecting browser left off: `m<last message id>.s<last signal id>`, the id of every
 * event of the room's stream.
 */
export function parseResumePoint(value: string | null): { message: number; signal: number } | null {
  const match = value ? /^m(\d{1,15})\.s(\d{1,15})$/.exec(value) : null
  return match ? { message: Number(match[1]), signal: Number(match[2]) } : null
}

/**
 * The live connection of one participant's room page. It records the entry (from `ipAddress`,
 * the request's) and the exit when it ends, and sends `state` (the room as the page shows it),
 * `message` (each new chat message) and `signal` (each call signal from the other party) — at
 * once, and again whenever the room, or another room of the same doctor (the queue), announces a
 * change. A reconnection resumes after the last event seen; a first connection starts after the
 * messages the page already shows.
 */
export function roomEventStream(
  request: Request,
  access: RoomAccess,
  options: { locale: Locale; afterMessage: number; ipAddress: string | null },
): Response {
  const { appointment } = access
  return eventStream(request, async (sender) => {
    const resume = parseResumePoint(request.headers.get('Last-Event-ID'))
    let lastMessage = resume?.message ?? options.afterMessage
    // Signals older than this connection are for a call the page no longer has.
    let lastSignal = resume?.signal ?? (await lastSignalId(appointment.id))
    let lastState = ''
    const visitId = await recordEntry(access, options.ipAddress)
    const point = () => `m${lastMessage}.s${lastSignal}`

    const refresh = coalesce(async () => {
      const state = await roomState(access)
      const stateJson = JSON.stringify(state)
      if (stateJson !== lastState) {
        lastState = stateJson
        sender.send('state', state, point())
      }
      for (const message of await listChatMessages(appointment.id, lastMessage)) {
        lastMessage = message.id
        sender.send('message', chatMessageView(message, access, options.locale), point())
      }
      for (const signal of await listSignalsFor(access, lastSignal)) {
        lastSignal = signal.id
        sender.send('signal', JSON.parse(signal.body) as unknown, point())
      }
    })

    const subscription = subscribe(LIVE_CHANNELS.consultation, (payload) => {
      if (payload === RESYNC) return refresh()
      const change = parseRoomChange(payload)
      if (!change || change.doctorId !== appointment.doctorId) return
      // Another room's call signals change nothing here (its queue place is unchanged).
      if (change.signal && change.appointmentId !== appointment.id) return
      refresh()
    })
    await subscription.ready
    refresh()
    // The heartbeat also looks again: a room opens and closes with the clock, not only by news.
    const heartbeat = setInterval(() => {
      sender.ping()
      void touchVisit(visitId).then(refresh, () => {})
    }, PING_INTERVAL_MS)
    return async () => {
      clearInterval(heartbeat)
      subscription.stop()
      await recordExit(access, visitId)
    }
  })
}
