import { and, eq, isNull, sql } from 'drizzle-orm'
import { SITE } from '#app/content/site.ts'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import { opdVisitNotices } from '#app/db/schema/opd-phone.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { manageUrlFor } from '#app/domain/appointments/index.server.ts'
import { textMessage } from '#app/domain/mail/index.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { hashToken, privateLinkToken } from '#app/utils/private-link.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { loadDoctorQueue, visitQueuePlace, type VisitPlace } from './queue.server.ts'

/**
 * The patient's phone during an OPD visit (issue 49 item 5; decision 0022): where they stand in
 * the queue, the walk-in's private token page, and one SMS when their turn is near.
 */

/** The "your turn is near" message goes once a patient has this many or fewer ahead. */
export const NEAR_TURN_AHEAD = 3

/**
 * The language of a walk-in's messages: they gave none at the desk, and the district's patients
 * read Hindi first (as visit-prescriptions.server.ts decides for the prescription's SMS).
 */
const WALK_IN_LOCALE: Locale = 'hi'

const LINK_PURPOSE = 'opd-token'

/** The code of a walk-in's private token page: from the visit with the server secret. */
const tokenPageCode = (visitId: string) => privateLinkToken(LINK_PURPOSE, visitId)

/** The walk-in's private token page, in a language. */
export const tokenPageUrl = (visitId: string, locale: Locale) =>
  `${appUrl()}${localizePath(`/opd/token/${tokenPageCode(visitId)}`, locale)}`

const CODE_SHAPE = /^[A-Za-z0-9_-]{20,100}$/

/** The visit a token page's code opens, or null (unknown codes and odd shapes alike). */
export async function findVisitByTokenCode(code: string): Promise<string | null> {
  if (!CODE_SHAPE.test(code)) return null
  const [row] = await getDb()
    .select({ visitId: opdVisitNotices.visitId })
    .from(opdVisitNotices)
    .where(eq(opdVisitNotices.linkTokenHash, hashToken(code)))
  return row?.visitId ?? null
}

/** The OPD visit a booking was checked in as, if it was. */
export async function findVisitOfAppointment(appointmentId: string): Promise<string | null> {
  if (!isUuid(appointmentId)) return null
  const [row] = await getDb()
    .select({ id: opdVisits.id })
    .from(opdVisits)
    .where(eq(opdVisits.appointmentId, appointmentId))
  return row?.id ?? null
}

export type PhonePlace = VisitPlace & {
  visitId: string
  doctorId: string
  doctorName: string
  facilityName: string
  /** The clinic day of the visit (a past day's visit shows as over). */
  day: string
}

/** What the patient's phone shows of a visit: token, status, ahead and minutes, doctor, clinic. */
export async function phonePlace(visitId: string): Promise<PhonePlace | null> {
  if (!isUuid(visitId)) return null
  const [[visit], place] = await Promise.all([
    getDb()
      .select({
        doctorId: opdVisits.doctorId,
        doctorName: doctors.name,
        facilityName: facilities.name,
        day: opdVisits.day,
      })
      .from(opdVisits)
      .innerJoin(doctors, eq(doctors.id, opdVisits.doctorId))
      .innerJoin(facilities, eq(facilities.id, opdVisits.facilityId))
      .where(eq(opdVisits.id, visitId)),
    visitQueuePlace(visitId),
  ])
  if (!visit || !place) return null
  return { ...place, ...visit, visitId }
}

type Recipient = {
  phone: string
  channel: 'sms' | 'whatsapp' | 'none'
  locale: Locale
  /** The page the message links to: the manage page of a booking, or the walk-in's token page. */
  url: string
}

/** Who a visit's messages go to, how (the account's choice; guests by SMS) and with which link. */
async function recipientOf(visitId: string): Promise<(Recipient & { token: number }) | null> {
  const [row] = await getDb()
    .select({
      token: opdVisits.token,
      kind: opdVisits.kind,
      phone: opdVisits.patientPhone,
      mobileChannel: user.mobileChannel,
      requestKey: appointments.requestKey,
      locale: appointments.locale,
    })
    .from(opdVisits)
    .leftJoin(user, eq(user.id, opdVisits.patientUserId))
    .leftJoin(appointments, eq(appointments.id, opdVisits.appointmentId))
    .where(eq(opdVisits.id, visitId))
  if (!row || !isIndianMobile(row.phone)) return null
  const locale = row.locale ?? WALK_IN_LOCALE
  return {
    token: row.token,
    phone: row.phone,
    channel: row.mobileChannel ?? 'sms',
    locale,
    url: row.requestKey ? manageUrlFor(row.requestKey, locale) : tokenPageUrl(visitId, locale),
  }
}

/**
 * Gives a walk-in their private token page: stores the hash of its code and queues the SMS with
 * the link (by WhatsApp when their account chose it; by SMS even when they turned messages off,
 * as the link is how they follow their turn, like a booking's confirmation). Nothing for a
 * booked visit (their manage page shows the token) or a number that is not a mobile.
 */
export async function sendTokenLink(visitId: string, doctorName: string): Promise<boolean> {
  const to = await recipientOf(visitId)
  const [visit] = isUuid(visitId)
    ? await getDb()
        .select({ kind: opdVisits.kind })
        .from(opdVisits)
        .where(eq(opdVisits.id, visitId))
    : []
  if (!visit || visit.kind !== 'walk_in') return false
  await getDb().transaction(async (tx) => {
    await tx
      .insert(opdVisitNotices)
      .values({ visitId, linkTokenHash: hashToken(tokenPageCode(visitId)) })
      .onConflictDoUpdate({
        target: opdVisitNotices.visitId,
        set: { linkTokenHash: hashToken(tokenPageCode(visitId)) },
      })
    if (!to) return
    const channel = to.channel === 'none' ? 'sms' : to.channel
    await queueSms(tx, {
      to: to.phone,
      channel,
      kind: `opd.token.${channel}`,
      ...textMessage('opd.token', to.locale, {
        site: SITE.name,
        token: String(to.token),
        doctor: doctorName,
        url: to.url,
      }),
    })
  })
  return to !== null
}

/**
 * After a doctor's queue moved: every waiting patient with NEAR_TURN_AHEAD or fewer (but some)
 * ahead who was not told yet gets one message "token 17: 3 ahead, about 30 minutes" with their
 * page's link. The claim (`near_turn_at` set only while empty) and the message are one
 * transaction, so two processes moving the queue at once never send it twice. An account that
 * turned text messages off gets none (the manage page still shows it).
 */
export async function notifyNearTurn(doctorId: string, now: Date = new Date()): Promise<number> {
  const queue = await loadDoctorQueue(doctorId, clinicToday(now))
  const inRoom = queue.inRoom ? 1 : 0
  let sent = 0
  for (const [ahead, visit] of queue.waiting.entries()) {
    if (ahead < 1) continue
    if (ahead > NEAR_TURN_AHEAD) break
    const to = await recipientOf(visit.id)
    if (!to || to.channel === 'none') continue
    const claimed = await getDb().transaction(async (tx) => {
      const [claim] = await tx
        .insert(opdVisitNotices)
        .values({
          visitId: visit.id,
          nearTurnAt: now,
          linkTokenHash: visit.kind === 'walk_in' ? hashToken(tokenPageCode(visit.id)) : null,
        })
        .onConflictDoUpdate({
          target: opdVisitNotices.visitId,
          set: { nearTurnAt: now },
          setWhere: isNull(opdVisitNotices.nearTurnAt),
        })
        .returning({ visitId: opdVisitNotices.visitId })
      if (!claim) return false
      await queueSms(tx, {
        to: to.phone,
        channel: to.channel as 'sms' | 'whatsapp',
        kind: `opd.near_turn.${to.channel}`,
        ...textMessage('opd.near_turn', to.locale, {
          site: SITE.name,
          token: String(visit.token),
          ahead: String(ahead),
          minutes: String((ahead + inRoom) * queue.minutesPerPatient),
          url: to.url,
        }),
      })
      return true
    })
    if (claimed) sent++
  }
  return sent
}

/** Whether a visit's "near turn" message was claimed (for tests and the staff's view). */
export async function nearTurnNotified(visitId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ at: opdVisitNotices.nearTurnAt })
    .from(opdVisitNotices)
    .where(
      and(eq(opdVisitNotices.visitId, visitId), sql`${opdVisitNotices.nearTurnAt} IS NOT NULL`),
    )
  return Boolean(row)
}
