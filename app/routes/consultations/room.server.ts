import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from '#app/utils/zod.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { requireRoomAccess, type RoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { ROOM_KEY_PARAM, roomPath } from '#app/domain/rooms/room-paths.ts'
import {
  CallOutcomeSchema,
  ChatMessageSchema,
  PatientNoteSchema,
  ShareDocumentsSchema,
} from '#app/domain/consultations/room-schemas.ts'
import { iceServersFor } from '#app/utils/ice-servers.server.ts'
import { readUploads } from '#app/utils/files/read-uploads.ts'
import { MAX_FILES_PER_FORM } from '#app/utils/files/file-kinds.ts'
import { ImportRecordSchema, RECORD_FIELD } from '#app/domain/record-imports/index.ts'
import { replyWithImportError } from '#app/routes/records/import-reply.server.ts'
import {
  endConsultation,
  importRoomRecord,
  shareDocuments,
  listChatMessages,
  listVisits,
  recordCallOutcome,
  recordEntry,
  recordExit,
  roomState,
  savePatientNote,
  sendChatMessage,
  startConsultation,
} from '#app/domain/consultations/room.server.ts'
import { chatMessageView } from '#app/domain/consultations/room-view.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicDateTime, formatClinicTime } from '#app/utils/clinic-time.ts'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/**
 * The room as a participant opens it: the appointment, the room's state and conversation, the
 * call's servers and, for the doctor and staff, who came and went. Opening it is an entry.
 */
export async function roomPage(request: Request, access: RoomAccess, clientIp: string) {
  const locale = requestLocale(request)
  const t = getT(locale, 'consultation')
  const { appointment, participant, key } = access
  // Opening the page is an entry; the live connection keeps it (and records the exit).
  await recordEntry(access, clientIp || null)
  const [state, messages, visits] = await Promise.all([
    roomState(access),
    listChatMessages(appointment.id),
    participant.role === 'patient' ? Promise.resolve([]) : listVisits(appointment.id),
  ])
  const modeLabel = translateRefOnServer(locale, MODE_LABELS[appointment.mode])
  return {
    meta: {
      title: t('room.metaTitle', { site: SITE.name }),
      description: t('room.metaDescription'),
    },
    id: appointment.id,
    role: participant.role,
    mode: appointment.mode,
    modeLabel,
    doctorName: appointment.doctorName,
    patientName: appointment.patientName,
    when: formatClinicDateTime(appointment.startsAt, locale),
    time: formatClinicTime(appointment.startsAt, locale),
    // The doctor dials the patient; the patient is told which number will ring.
    patientPhone: participant.role === 'patient' ? null : appointment.patientPhone,
    callerPhone: CONTACT.receptionPhone,
    ownPhone: participant.role === 'patient' ? appointment.patientPhone : null,
    key,
    roomUrl: roomPath(appointment.id, key),
    liveUrl: roomPath(appointment.id, key, '/live'),
    state,
    messages: messages.map((m) => chatMessageView(m, access, locale)),
    // STUN/TURN for the call (from configuration; TURN credentials are per participant).
    iceServers:
      participant.role === 'staff' || state.phase === 'closed'
        ? []
        : iceServersFor(participant.userId ?? `guest-${appointment.id}`),
    visits: visits.map((v) => ({
      role: v.role,
      entered: formatClinicTime(v.enteredAt, locale),
      left: v.leftAt ? formatClinicTime(v.leftAt, locale) : null,
    })),
  }
}

const ControlSchema = z.object({ intent: z.enum(['start', 'end', 'leave']) })

/**
 * A form of the room, by its intent: a chat message, shared documents, a FHIR record the patient
 * brought, the patient's note, the phone call's outcome, or starting, ending or leaving the
 * consultation.
 */
export async function answerRoomForm(request: Request, id: string, clientIp: string) {
  const formData = await readForm(request)
  const key = formData.get(ROOM_KEY_PARAM)
  const access = await requireRoomAccess(request, id, typeof key === 'string' ? key : null)
  const actor = { userId: access.participant.userId, ipAddress: clientIp }
  const locale = requestLocale(request)
  const t = getT(locale, 'consultation')
  const back = localizedPath(request, roomPath(access.appointment.id, access.key))
  const done = (title: string, anchor = '') =>
    redirectWithToast(`${back}${anchor}`, { type: 'success', title })
  const intent = formData.get('intent')
  if (intent === 'message') {
    const submission = parseWithZod(formData, { schema: ChatMessageSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    const [file] = readUploads(formData, 'file', { max: 1 })
    try {
      await sendChatMessage(access, { body: submission.value.body ?? '', file: file ?? null })
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
    // Without JavaScript the page comes back at the conversation; with it, nothing moves.
    return redirect(`${back}#chat`)
  }
  if (intent === 'document') {
    const submission = parseWithZod(formData, { schema: ShareDocumentsSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      const count = await shareDocuments(
        access,
        readUploads(formData, 'documents', { max: MAX_FILES_PER_FORM }),
      )
      return done(t('history.filesShared', { count }), '#history')
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
  }
  if (intent === 'import') {
    const submission = parseWithZod(formData, { schema: ImportRecordSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      const [file] = readUploads(formData, RECORD_FIELD, { max: 1 })
      const record = await importRoomRecord(access, file ?? null, actor)
      const words = getT(locale, 'recordImport')
      return done(words('added', { title: record.title || words('card.untitled') }), '#history')
    } catch (error) {
      return replyWithImportError(submission, error, locale)
    }
  }
  if (intent === 'note') {
    const submission = parseWithZod(formData, { schema: PatientNoteSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      await savePatientNote(access, submission.value.note ?? '')
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
    return done(t('history.saved'), '#history')
  }
  if (intent === 'outcome') {
    const submission = parseWithZod(formData, { schema: CallOutcomeSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      await recordCallOutcome(access, submission.value.outcome, actor)
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
    return done(t('phone.outcomeSaved'), '#phone')
  }
  const submission = parseWithZod(formData, { schema: ControlSchema })
  if (submission.status !== 'success') {
    const result = submission.reply({ formErrors: [t('error.unknownAction')] })
    return data({ result }, { status: 400 })
  }
  try {
    switch (submission.value.intent) {
      case 'start':
        await startConsultation(access, actor)
        return done(t('doctor.started'))
      case 'end':
        await endConsultation(access, actor)
        return done(t('doctor.ended'))
      case 'leave':
        await recordExit(access, null)
        return redirectWithToast(localizedPath(request, leaveTo(access)), {
          type: 'success',
          title: t('room.left'),
        })
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { locale })
  }
}

/** Where a participant goes when they leave the room. */
function leaveTo(access: RoomAccess): string {
  if (access.participant.role === 'doctor') return '/doctor'
  if (access.participant.role === 'staff') return `/staff/appointments/${access.appointment.id}`
  if (access.key) return `/appointments/manage/${access.key}`
  return '/account/appointments'
}
