import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { LAB_TESTS } from '#app/content/lab-tests.ts'
import { MEDICAL_COUNCIL_ENTRIES } from '#app/content/medical-councils.ts'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import type { Database } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { consultations } from '#app/db/schema/consultations.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { labOrders } from '#app/db/schema/lab.ts'
import { facilities } from '#app/db/schema/network.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { loadReportView } from '#app/domain/lab/index.server.ts'
import { type PrescriptionContent } from '#app/domain/prescriptions/index.ts'
import { frequencyWords } from '#app/domain/prescriptions/index.server.ts'
import { formatClinicDateTime, formatClinicDay } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type {
  DocumentContent,
  DocumentLabTest,
  DocumentOrganization,
  DocumentPatient,
  DocumentPractitioner,
  DocumentPrescription,
} from './document.server.ts'
import type { RecordRef } from './record-types.ts'

type Locale = 'en' | 'hi'

/** What documentBundle needs of a record, read from the database. */
export type RecordSource = {
  title: string
  date: Date
  patient: DocumentPatient
  author: DocumentPractitioner
  organization: DocumentOrganization
  content: DocumentContent
}

const notFound = () => new DomainError('not-found', messageRef('fhir', 'errors.notFound'))

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function loadRecordSource(
  db: Database,
  ref: RecordRef,
  locale: Locale,
): Promise<RecordSource> {
  if (!UUID.test(ref.id)) throw notFound()
  switch (ref.kind) {
    case 'prescription':
      return prescriptionSource(db, ref.id, locale)
    case 'consultation':
      return consultationSource(db, ref.id, locale)
    case 'opd-visit':
      return opdVisitSource(db, ref.id, locale)
    case 'lab-report':
      return labReportSource(db, ref.id, locale)
    default:
      throw notFound()
  }
}

const prescriptionColumns = {
  id: prescriptions.id,
  appointmentId: prescriptions.appointmentId,
  opdVisitId: prescriptions.opdVisitId,
  doctorId: prescriptions.doctorId,
  number: prescriptions.number,
  content: sql<PrescriptionContent>`${prescriptions.content}`,
  doctorName: prescriptions.doctorName,
  doctorQualifications: prescriptions.doctorQualifications,
  doctorRegistrationNumber: prescriptions.doctorRegistrationNumber,
  clinicName: prescriptions.clinicName,
  clinicAddress: prescriptions.clinicAddress,
  clinicPhone: prescriptions.clinicPhone,
  patientName: prescriptions.patientName,
  patientSex: prescriptions.patientSex,
  issuedAt: prescriptions.issuedAt,
  cancelledAt: prescriptions.cancelledAt,
  cancelReason: prescriptions.cancelReason,
}
type PrescriptionRow = Awaited<ReturnType<typeof prescriptionRows>>[number]
const prescriptionRows = (db: Database) => db.select(prescriptionColumns).from(prescriptions)

async function prescriptionSource(db: Database, id: string, locale: Locale): Promise<RecordSource> {
  const [row] = await prescriptionRows(db).where(eq(prescriptions.id, id))
  if (!row) throw notFound()
  const t = getT(locale, 'fhir')
  let patient: DocumentPatient
  let encounterClass: 'AMB' | 'VR' = 'VR'
  let encounterStart = row.issuedAt
  if (row.appointmentId) {
    const [appointment] = await db
      .select({
        patientUserId: appointments.patientUserId,
        familyMemberId: appointments.familyMemberId,
        startsAt: appointments.startsAt,
      })
      .from(appointments)
      .where(eq(appointments.id, row.appointmentId))
    patient = await patientOf(db, {
      key: `appointment:${row.appointmentId}`,
      name: row.patientName,
      sex: row.patientSex,
      accountUserId: appointment?.patientUserId ?? null,
      familyMemberId: appointment?.familyMemberId ?? null,
    })
    if (appointment) encounterStart = appointment.startsAt
  } else {
    const [visit] = await db
      .select({ patientUserId: opdVisits.patientUserId, arrivedAt: opdVisits.arrivedAt })
      .from(opdVisits)
      .where(eq(opdVisits.id, row.opdVisitId!))
    encounterClass = 'AMB'
    if (visit) encounterStart = visit.arrivedAt
    patient = await patientOf(db, {
      key: `opd-visit:${row.opdVisitId}`,
      name: row.patientName,
      sex: row.patientSex,
      accountUserId: visit?.patientUserId ?? null,
      familyMemberId: null,
    })
  }
  return {
    title: t('title.prescription', { number: row.number }),
    date: row.issuedAt,
    patient,
    author: await doctorOf(db, row),
    organization: {
      key: 'maindoctor',
      name: row.clinicName,
      address: row.clinicAddress,
      phone: row.clinicPhone,
    },
    content: {
      kind: 'prescription',
      prescription: documentPrescription(row, locale),
      encounterClass,
      encounterStart,
    },
  }
}

async function consultationSource(db: Database, id: string, locale: Locale): Promise<RecordSource> {
  const [row] = await db
    .select({
      doctorId: appointments.doctorId,
      patientName: appointments.patientName,
      patientUserId: appointments.patientUserId,
      familyMemberId: appointments.familyMemberId,
      startsAt: appointments.startsAt,
      mode: appointments.mode,
      note: consultations.patientNote,
    })
    .from(appointments)
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(eq(appointments.id, id))
  if (!row) throw notFound()
  const [rx] = await prescriptionRows(db)
    .where(and(eq(prescriptions.appointmentId, id), isNull(prescriptions.cancelledAt)))
    .orderBy(desc(prescriptions.issuedAt))
  const complaint = row.note?.trim() ?? ''
  if (!complaint && !rx) throw notFound()
  const t = getT(locale, 'fhir')
  return {
    title: t('title.consultation'),
    date: rx?.issuedAt ?? row.startsAt,
    patient: await patientOf(db, {
      key: `appointment:${id}`,
      name: row.patientName,
      sex: rx?.patientSex ?? null,
      accountUserId: row.patientUserId,
      familyMemberId: row.familyMemberId,
    }),
    author: await doctorOf(db, rx ?? { doctorId: row.doctorId }),
    organization: rx
      ? { key: 'maindoctor', name: rx.clinicName, address: rx.clinicAddress, phone: rx.clinicPhone }
      : siteOrganization(locale),
    content: {
      kind: 'consultation',
      start: row.startsAt,
      encounterClass: 'VR',
      complaint,
      notes: '',
      prescription: rx ? documentPrescription(rx, locale) : null,
    },
  }
}

async function opdVisitSource(db: Database, id: string, locale: Locale): Promise<RecordSource> {
  const [row] = await db
    .select({
      doctorId: opdVisits.doctorId,
      facilityId: opdVisits.facilityId,
      patientName: opdVisits.patientName,
      patientUserId: opdVisits.patientUserId,
      patientSex: opdVisits.patientSex,
      arrivedAt: opdVisits.arrivedAt,
      doneAt: opdVisits.doneAt,
      notes: opdVisits.notes,
      facilityName: facilities.name,
      facilityNameHi: facilities.nameHi,
      facilityAddress: facilities.address,
      facilityTown: facilities.town,
      facilityPin: facilities.pinCode,
      facilityPhone: facilities.phone,
    })
    .from(opdVisits)
    .innerJoin(facilities, eq(facilities.id, opdVisits.facilityId))
    .where(eq(opdVisits.id, id))
  if (!row) throw notFound()
  const [rx] = await prescriptionRows(db)
    .where(and(eq(prescriptions.opdVisitId, id), isNull(prescriptions.cancelledAt)))
    .orderBy(desc(prescriptions.issuedAt))
  const notes = row.notes.trim()
  if (!notes && !rx) throw notFound()
  const t = getT(locale, 'fhir')
  return {
    title: t('title.opdVisit'),
    date: row.doneAt ?? rx?.issuedAt ?? row.arrivedAt,
    patient: await patientOf(db, {
      key: `opd-visit:${id}`,
      name: row.patientName,
      sex: row.patientSex,
      accountUserId: row.patientUserId,
      familyMemberId: null,
    }),
    author: await doctorOf(db, rx ?? { doctorId: row.doctorId }),
    organization: {
      key: row.facilityId,
      name: locale === 'hi' && row.facilityNameHi ? row.facilityNameHi : row.facilityName,
      address: `${row.facilityAddress}, ${row.facilityTown} ${row.facilityPin}`,
      phone: row.facilityPhone,
    },
    content: {
      kind: 'opd-visit',
      start: row.arrivedAt,
      encounterClass: 'AMB',
      complaint: '',
      notes,
      prescription: rx ? documentPrescription(rx, locale) : null,
    },
  }
}

async function labReportSource(db: Database, id: string, locale: Locale): Promise<RecordSource> {
  const [order] = await db
    .select({
      accountUserId: labOrders.accountUserId,
      dateOfBirth: labOrders.dateOfBirth,
      releasedAt: labOrders.releasedAt,
    })
    .from(labOrders)
    .where(and(eq(labOrders.id, id), eq(labOrders.status, 'released')))
  const view = order?.releasedAt ? await loadReportView(id, locale) : null
  if (!order?.releasedAt || !view) throw notFound()
  const t = getT(locale, 'fhir')
  const lab = getT(locale, 'lab')
  const tests: DocumentLabTest[] = view.tests.map((test) => {
    const catalogue = LAB_TESTS.find((entry) => entry.slug === test.slug)
    return {
      slug: test.slug,
      name: locale === 'hi' && test.nameHi ? test.nameHi : test.name,
      lines: test.lines.map((line) => {
        const analyte = catalogue?.analytes.find((a) => a.code === line.code)
        const loinc = analyte?.loinc
        const number = Number(line.value)
        return {
          testSlug: test.slug,
          code: line.code,
          name: line.name,
          loinc: loinc ?? null,
          value:
            line.kind === 'quantitative' && line.value.trim() !== '' && Number.isFinite(number)
              ? { quantity: number, unit: line.unit }
              : {
                  text:
                    line.kind === 'qualitative'
                      ? lab(`result.${line.value}` as Parameters<typeof lab>[0])
                      : line.value,
                },
          range: line.range,
          flag: line.flag,
          flagWords: line.flag ? lab(`flag.${line.flag}`) : null,
        }
      }),
    }
  })
  const birthDate = order.dateOfBirth
  const patient = await patientOf(db, {
    key: `lab-order:${id}`,
    name: view.patient.name,
    sex: view.patient.sex,
    accountUserId: order.accountUserId,
    familyMemberId: null,
  })
  return {
    title: t('title.labReport', { number: view.number }),
    date: order.releasedAt,
    patient: birthDate ? { ...patient, birthDate } : patient,
    author: {
      key: `pathologist:${view.pathologist.registrationNumber}`,
      name: view.pathologist.name,
      qualifications: view.pathologist.qualification,
      registrationNumber: view.pathologist.registrationNumber,
      council: null,
    },
    organization: siteOrganization(locale),
    content: {
      kind: 'lab-report',
      number: view.number,
      collectedAt: new Date(view.collectedAt),
      issuedAt: new Date(view.verifiedAt),
      tests,
      remarks: view.remarks,
    },
  }
}

function siteOrganization(locale: Locale): DocumentOrganization {
  return {
    key: 'maindoctor',
    name: SITE.name,
    address: addressLine(locale),
    phone: CONTACT.receptionPhone,
  }
}

async function doctorOf(
  db: Database,
  from: {
    doctorId: string
    doctorName?: string
    doctorQualifications?: string
    doctorRegistrationNumber?: string
  },
): Promise<DocumentPractitioner> {
  const [doctor] = await db
    .select({
      name: doctors.name,
      qualifications: doctors.qualifications,
      registrationNumber: doctors.registrationNumber,
      council: doctors.council,
    })
    .from(doctors)
    .where(eq(doctors.id, from.doctorId))
  const council = MEDICAL_COUNCIL_ENTRIES.find((c) => c.code === doctor?.council)
  return {
    key: from.doctorId,
    // What the prescription printed at issue, else the directory's.
    name: from.doctorName ?? doctor?.name ?? '',
    qualifications: from.doctorQualifications ?? doctor?.qualifications ?? '',
    registrationNumber: from.doctorRegistrationNumber ?? doctor?.registrationNumber ?? '',
    council: council ? { code: council.code, name: council.name } : null,
  }
}

/**
 * The patient of a record: its name and sex as recorded, the birth date or year and the ABHA number and address of the family member it was for, or of the account
 * holder when the record is in their own name (the rule of isHoldersOwn in prescriptions).
 */
async function patientOf(
  db: Database,
  facts: {
    key: string
    name: string
    sex: string | null
    accountUserId: string | null
    familyMemberId: string | null
  },
): Promise<DocumentPatient> {
  const sex =
    facts.sex === 'male' || facts.sex === 'female' || facts.sex === 'other' ? facts.sex : null
  const base: DocumentPatient = {
    key: facts.key,
    name: facts.name,
    sex,
    birthDate: null,
    abhaNumber: null,
    abhaAddress: null,
  }
  if (facts.familyMemberId) {
    const [member] = await db
      .select({
        id: familyMembers.id,
        sex: familyMembers.sex,
        dateOfBirth: familyMembers.dateOfBirth,
        birthYear: familyMembers.birthYear,
        abhaNumber: familyMembers.abhaNumber,
        abhaAddress: familyMembers.abhaAddress,
      })
      .from(familyMembers)
      .where(eq(familyMembers.id, facts.familyMemberId))
    if (!member) return base
    return {
      ...base,
      key: `family-member:${member.id}`,
      sex: base.sex ?? member.sex,
      birthDate: member.dateOfBirth ?? (member.birthYear ? String(member.birthYear) : null),
      abhaNumber: member.abhaNumber,
      abhaAddress: member.abhaAddress,
    }
  }
  if (!facts.accountUserId) return base
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      sex: user.sex,
      birthYear: user.birthYear,
      abhaNumber: user.abhaNumber,
      abhaAddress: user.abhaAddress,
    })
    .from(user)
    .where(eq(user.id, facts.accountUserId))
  if (!account || account.name.trim().toLowerCase() !== facts.name.trim().toLowerCase()) return base
  return {
    ...base,
    key: `account:${account.id}`,
    sex: base.sex ?? account.sex,
    birthDate: account.birthYear ? String(account.birthYear) : null,
    abhaNumber: account.abhaNumber,
    abhaAddress: account.abhaAddress,
  }
}

function documentPrescription(row: PrescriptionRow, locale: Locale): DocumentPrescription {
  const t = getT(locale, 'fhir')
  const rx = getT(locale, 'prescription')
  const { content } = row
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt,
    status: row.cancelledAt ? 'cancelled' : 'active',
    diagnosis: content.diagnosis,
    provisional: content.provisional,
    medicines: content.medicines.map((m) => {
      const form = rx(`form.${m.form}`)
      return {
        name: m.strength
          ? t('medicineWithStrength', { name: m.name, strength: m.strength, form })
          : t('medicine', { name: m.name, form }),
        dosage: t('dosage', {
          dose: m.dose,
          frequency: frequencyWords(m, rx),
          days: rx('medicine.daysValue', { days: m.days }),
          food: rx(`food.${m.food}`),
        }),
        days: m.days,
        instructions: m.instructions || null,
      }
    }),
    tests: content.tests,
    advice: content.advice || null,
    followUp: content.followUp
      ? t('followUpOn', { date: formatClinicDay(content.followUp, locale) })
      : null,
    cancelled: row.cancelledAt
      ? t('cancelled', {
          date: formatClinicDateTime(row.cancelledAt, locale),
          reason: row.cancelReason ?? '',
        })
      : null,
  }
}
