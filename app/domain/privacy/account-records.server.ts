import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { account, session, user } from '#app/db/schema/auth.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { waitlistEntries, waitlistOffers } from '#app/db/schema/waitlist.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { consultationMessages, consultations } from '#app/db/schema/consultations.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { findOwner, lower, type Owner, ownedAppointments, ownedOpdVisits } from './owner.server.ts'
import { exportRecordShares } from './record-shares.server.ts'
import { exportRecordDocuments } from './records.server.ts'
import { deleteFilesOwnedBy } from '#app/utils/files/files.server.ts'
import { eraseAccountLabOrders, exportAccountLabOrders } from '#app/domain/lab/index.server.ts'
import { exportAccountReviews } from '#app/domain/network/index.server.ts'
import {
  eraseAccountMedicineOrders,
  exportAccountMedicineOrders,
} from '#app/domain/pharmacy/index.server.ts'

// The person's rights over what we hold about them: a copy of it (access) and its erasure. Both
// reach into the records of every area, so they sit above the areas, apart from the accounts
// area that the laboratory, the pharmacy and the reviews themselves build on.

function ownedContactMessages(owner: Owner): SQL {
  const guest = [
    owner.verifiedEmail ? eq(contactMessages.email, owner.verifiedEmail) : null,
    owner.verifiedMobile ? eq(contactMessages.phone, owner.verifiedMobile) : null,
  ].filter((match): match is SQL => match !== null)
  const own = eq(contactMessages.senderUserId, owner.userId)
  if (guest.length === 0) return own
  return or(own, and(isNull(contactMessages.senderUserId), or(...guest)))!
}

/** The account's visits to the clinics' OPDs, with the doctor's notes and prescriptions. */
async function exportOpdVisits(owner: Owner) {
  const db = getDb()
  const [visits, issued] = await Promise.all([
    db
      .select({
        day: opdVisits.day,
        doctor: doctors.name,
        token: opdVisits.token,
        kind: opdVisits.kind,
        status: opdVisits.status,
        name: opdVisits.patientName,
        phone: opdVisits.patientPhone,
        age: opdVisits.patientAge,
        sex: opdVisits.patientSex,
        arrivedAt: opdVisits.arrivedAt,
        calledAt: opdVisits.calledAt,
        doneAt: opdVisits.doneAt,
        notes: opdVisits.notes,
      })
      .from(opdVisits)
      .innerJoin(doctors, eq(opdVisits.doctorId, doctors.id))
      .where(ownedOpdVisits(owner))
      .orderBy(desc(opdVisits.arrivedAt)),
    db
      .select({
        visitDay: opdVisits.day,
        number: prescriptions.number,
        doctor: prescriptions.doctorName,
        issuedAt: prescriptions.issuedAt,
        content: prescriptions.content,
        cancelledAt: prescriptions.cancelledAt,
        cancelReason: prescriptions.cancelReason,
      })
      .from(prescriptions)
      .innerJoin(opdVisits, eq(prescriptions.opdVisitId, opdVisits.id))
      .where(ownedOpdVisits(owner)),
  ])
  return { visits, prescriptions: issued }
}

/** Everything we hold about the account, for the person it belongs to (right of access). */
export async function exportAccountData(userId: string) {
  const db = getDb()
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      phoneNumber: user.phoneNumber,
      mobileChannel: user.mobileChannel,
      emailNotices: user.emailNotices,
      sex: user.sex,
      birthYear: user.birthYear,
      abhaNumber: user.abhaNumber,
      abhaAddress: user.abhaAddress,
      role: user.role,
      privacyConsentAt: user.privacyConsentAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
  const owner = profile ? await findOwner(getDb(), userId) : null
  if (!profile || !owner) return null
  const [sessions, logins, messages, activity, bookings, family, files, consulted] =
    await Promise.all([
      db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId)),
      db
        .select({ providerId: account.providerId, createdAt: account.createdAt })
        .from(account)
        .where(eq(account.userId, userId)),
      db
        .select({
          createdAt: contactMessages.createdAt,
          subject: contactMessages.subject,
          message: contactMessages.message,
          phone: contactMessages.phone,
          status: contactMessages.status,
        })
        .from(contactMessages)
        .where(ownedContactMessages(owner)),
      db
        .select({ at: auditLog.at, action: auditLog.action, ipAddress: auditLog.ipAddress })
        .from(auditLog)
        .where(
          or(
            eq(auditLog.actorUserId, userId),
            and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)),
          ),
        )
        .orderBy(desc(auditLog.at)),
      db
        .select({
          doctor: doctors.name,
          startsAt: appointments.startsAt,
          mode: appointments.mode,
          status: appointments.status,
          reason: appointments.reason,
          name: appointments.patientName,
          phone: appointments.patientPhone,
          familyMemberId: appointments.familyMemberId,
          createdAt: appointments.createdAt,
        })
        .from(appointments)
        .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
        .where(ownedAppointments(owner)),
      db
        .select({
          id: familyMembers.id,
          name: familyMembers.name,
          relation: familyMembers.relation,
          sex: familyMembers.sex,
          dateOfBirth: familyMembers.dateOfBirth,
          birthYear: familyMembers.birthYear,
          phone: familyMembers.phone,
          abhaNumber: familyMembers.abhaNumber,
          abhaAddress: familyMembers.abhaAddress,
          createdAt: familyMembers.createdAt,
          updatedAt: familyMembers.updatedAt,
        })
        .from(familyMembers)
        .where(eq(familyMembers.accountUserId, userId)),
      // What the account uploaded (the files themselves are in the places they were sent to).
      db
        .select({
          name: storedFiles.originalName,
          mediaType: storedFiles.mediaType,
          byteSize: storedFiles.byteSize,
          purpose: storedFiles.purpose,
          createdAt: storedFiles.createdAt,
        })
        .from(storedFiles)
        .where(eq(storedFiles.ownerUserId, userId)),
      exportConsultations(owner),
    ])
  const laboratory = await exportAccountLabOrders(userId)
  const medicineOrders = await exportAccountMedicineOrders(userId)
  const reviews = await exportAccountReviews(userId)
  const opd = await exportOpdVisits(owner)
  const healthRecords = await exportRecordDocuments(userId)
  const recordShareLinks = await exportRecordShares(userId)
  return {
    exportedAt: new Date().toISOString(),
    profile,
    signInMethods: logins,
    sessions,
    familyMembers: family,
    appointments: bookings,
    contactMessages: messages,
    uploadedFiles: files,
    // Online consultations: what the patient shared, the chat, and the prescriptions issued.
    consultations: consulted,
    // Visits to a doctor's OPD at a clinic (a token at the desk), with notes and prescriptions.
    opdVisits: opd,
    // Laboratory bookings, with the results of released reports.
    laboratoryOrders: laboratory,
    // Orders from the pharmacy, with the pharmacist's list and the answers to substitutes.
    medicineOrders,
    // Reviews of visits, with where their words stand and any reply (deleted with the account).
    reviews,
    // Every consultation, visit, prescription and released report as a FHIR R4 document (the
    // format hospitals exchange records in under ABDM), as /account/records downloads them.
    healthRecords,
    // The links the account made to share a record: until when, revoked, how often opened.
    recordShareLinks,
    accountActivity: activity,
  }
}

/** The online side of the account's appointments, each under its appointment's start. */
async function exportConsultations(owner: Owner) {
  const db = getDb()
  const [notes, chat, issued] = await Promise.all([
    db
      .select({ appointmentStartsAt: appointments.startsAt, note: consultations.patientNote })
      .from(consultations)
      .innerJoin(appointments, eq(consultations.appointmentId, appointments.id))
      .where(ownedAppointments(owner)),
    db
      .select({
        appointmentStartsAt: appointments.startsAt,
        from: consultationMessages.senderRole,
        name: consultationMessages.senderName,
        text: consultationMessages.body,
        sentAt: consultationMessages.createdAt,
      })
      .from(consultationMessages)
      .innerJoin(appointments, eq(consultationMessages.appointmentId, appointments.id))
      .where(ownedAppointments(owner))
      .orderBy(consultationMessages.id),
    db
      .select({
        appointmentStartsAt: appointments.startsAt,
        number: prescriptions.number,
        doctor: prescriptions.doctorName,
        issuedAt: prescriptions.issuedAt,
        content: prescriptions.content,
        cancelledAt: prescriptions.cancelledAt,
        cancelReason: prescriptions.cancelReason,
      })
      .from(prescriptions)
      .innerJoin(appointments, eq(prescriptions.appointmentId, appointments.id))
      .where(ownedAppointments(owner)),
  ])
  return { notes: notes.filter((n) => n.note !== ''), chat, prescriptions: issued }
}

/**
 * Deletes the account (right to erasure). Personal data goes: the profile, sign-in methods and
 * sessions, the text of the account's contact messages, the files it uploaded, and the mail we
 * keep addressed to it.
 * What must be kept for the clinic's records stays, anonymised: the audit trail keeps the opaque
 * account id but loses IP addresses, contact messages keep only their date and subject. Only
 * records that belong to the account are touched (see Owner).
 */
export async function deleteAccount(userId: string) {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ email: user.email, phoneNumber: user.phoneNumber, phone: user.phone })
      .from(user)
      .where(eq(user.id, userId))
    if (!row) return
    const owner = await findOwner(tx, userId)
    if (!owner) return
    await tx
      .update(contactMessages)
      .set({
        name: '[deleted]',
        email: `deleted-${userId}@invalid`,
        phone: '',
        // Shown to the front desk as "deleted at the sender's request" (staff:message.erased).
        message: '',
      })
      .where(ownedContactMessages(owner))
    // Appointments are medical records: kept, without contact details; future ones are cancelled
    // so their times become free. Those of the account's family members are the account's too
    // (the members themselves go with the account: ON DELETE CASCADE).
    const theirs = or(
      ownedAppointments(owner),
      inArray(
        appointments.familyMemberId,
        tx
          .select({ id: familyMembers.id })
          .from(familyMembers)
          .where(eq(familyMembers.accountUserId, userId)),
      ),
    )!
    await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelReason: 'Account deleted', updatedAt: new Date() })
      .where(
        and(
          theirs,
          inArray(appointments.status, ['requested', 'confirmed']),
          gt(appointments.startsAt, new Date()),
        ),
      )
    await tx
      .update(appointments)
      .set({
        patientName: '[deleted]',
        patientEmail: null,
        patientPhone: '',
        reason: '',
      })
      .where(theirs)
    // OPD visits are medical records too: kept, without the name and mobile the desk took.
    await tx
      .update(opdVisits)
      .set({ patientName: '[deleted]', patientPhone: '', updatedAt: new Date() })
      .where(ownedOpdVisits(owner))
    // Places in waitlists (decision 0023) hold a name and a mobile: gone with the account, with
    // their offers; a time held for one of them is free again for anyone.
    const waiting = or(
      eq(waitlistEntries.patientUserId, userId),
      owner.verifiedMobile
        ? and(
            isNull(waitlistEntries.patientUserId),
            eq(waitlistEntries.patientPhone, owner.verifiedMobile),
          )
        : undefined,
    )
    await tx.delete(appointments).where(
      and(
        eq(appointments.status, 'held'),
        inArray(
          appointments.id,
          tx
            .select({ id: sql<string>`${waitlistOffers.appointmentId}` })
            .from(waitlistOffers)
            .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
            .where(and(eq(waitlistOffers.status, 'held'), waiting)),
        ),
      ),
    )
    await tx.delete(waitlistEntries).where(waiting)
    // Mail addressed to the account — sent or still waiting — holds its name and details.
    const addresses = [row.email?.toLowerCase(), row.phoneNumber, row.phone].filter(
      (address): address is string => Boolean(address),
    )
    if (addresses.length > 0) {
      await tx.delete(mailOutbox).where(inArray(lower(mailOutbox.toAddress), addresses))
      await tx.delete(devMailbox).where(inArray(lower(devMailbox.toAddress), addresses))
    }
    await tx
      .update(auditLog)
      .set({ ipAddress: null })
      .where(or(eq(auditLog.actorUserId, userId), eq(auditLog.subjectId, userId)))
    // The family members go first: left to the cascade from the user row, their appointments
    // would be updated twice by one statement (patient_user_id and family_member_id both set
    // null), which PostgreSQL refuses as a foreign-key violation.
    await tx.delete(familyMembers).where(eq(familyMembers.accountUserId, userId))
    await eraseAccountLabOrders(tx, userId)
    await eraseAccountMedicineOrders(tx, userId)
    // The account's uploads, from whichever store holds their bytes (a local directory or S3 is
    // outside this transaction: a store that fails undoes the deletion, to be asked again).
    await deleteFilesOwnedBy(userId, tx)
    await tx.delete(user).where(eq(user.id, userId))
    await recordAudit(tx, {
      action: 'account.deleted',
      actorUserId: userId,
      subjectType: 'user',
      subjectId: userId,
    })
  })
}
