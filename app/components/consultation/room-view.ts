import type { RoomPhase } from '#app/domain/consultations/room-window.ts'
import type { ImportedRecordSummary } from '#app/domain/record-imports/record-summary.ts'

/*
 * What the room's parts read of its page (routes/consultations/room.server.ts builds it) and of
 * the room's state, which the live connection refreshes (roomState() in the domain).
 */

export type RoomPageView = {
  id: string
  role: 'patient' | 'doctor' | 'staff'
  doctorName: string
  key: string | null
  roomUrl: string
}

export type RoomStateView = {
  phase: RoomPhase['kind']
  opensAt: string | null
  closedWhy: Extract<RoomPhase, { kind: 'closed' }>['why'] | null
  startedAt: string | null
  doctorPresent: boolean
  patientPresent: boolean
  queue: { place: number; doctorBusy: boolean } | null
  patientNote: string
  documents: Array<{
    fileId: string
    name: string
    mediaType: string
    byteSize: number
    /** A FHIR document brought from another hospital: what was read from it. */
    record: ImportedRecordSummary | null
  }>
}

/** A chat message as the participant sees it (chatMessageView() in the domain). */
export type ChatMessageShown = {
  id: number
  mine: boolean
  senderRole: string
  senderName: string
  body: string
  time: string
  file: { url: string; name: string; pdf: boolean; byteSize: number } | null
}
