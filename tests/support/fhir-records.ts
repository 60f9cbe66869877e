import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { consultations } from '#app/db/schema/consultations.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { labOrders, labResults } from '#app/db/schema/lab.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import type { PrescriptionContent } from '#app/domain/prescriptions/index.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { insertLabOrder } from './lab.ts'
import { openOpdClinic } from './opd.ts'

/**
 * Records of every kind the FHIR documents are made of, stored directly (as the consultation room,
 * the OPD desk and the laboratory would store them): each call makes new ones, so suites can share
 * a database.
 */

export const RX_CONTENT: PrescriptionContent = {
  diagnosis: 'Acute bronchitis',
  provisional: false,
  medicines: [
    {
      name: 'Amoxicillin',
      strength: '500 mg',
      form: 'capsule',
      dose: '1 capsule',
      frequency: 'thrice_daily',
      days: 5,
      food: 'after_food',
      instructions: 'Finish the course',
    },
    {
      name: 'Paracetamol',
      form: 'tablet',
      dose: '1 tablet',
      frequency: 'as_needed',
      days: 3,
      food: 'any',
    },
  ],
  tests: ['Chest X-ray', 'CBC'],
  advice: 'Drink warm fluids; rest for two days.',
  followUp: '2099-01-15',
}

/** The shortest prescription the form takes: a diagnosis and one medicine. */
export const RX_MINIMAL: PrescriptionContent = {
  diagnosis: 'बुख़ार',
  provisional: true,
  medicines: [
    {
      name: 'पैरासिटामोल',
      form: 'tablet',
      dose: '1',
      frequency: 'other',
      frequencyOther: 'बुख़ार हो तब',
      days: 2,
      food: 'after_food',
    },
  ],
  tests: [],
}

export async function insertDoctor() {
  const [department] = await getDb().select({ id: departments.id }).from(departments).limit(1)
  const [doctor] = await getDb()
    .insert(doctors)
    .values({
      slug: `dr-fhir-${randomUUID().slice(0, 8)}`,
      name: 'Dr. Sunita Verma',
      departmentId: department!.id,
      qualifications: 'MBBS, MD (Medicine)',
      registrationNumber: 'UPMC-45678',
      gender: 'female',
      experienceYears: 12,
      feeInr: 400,
    })
    .returning({ id: doctors.id })
  return doctor!.id
}

export async function insertAccount(o: {
  name: string
  sex?: 'male' | 'female'
  birthYear?: number
  abhaNumber?: string
  abhaAddress?: string
}) {
  const id = randomUUID()
  await getDb()
    .insert(user)
    .values({
      id,
      name: o.name,
      email: `${id}@example.com`,
      role: 'patient',
      sex: o.sex ?? null,
      birthYear: o.birthYear ?? null,
      abhaNumber: o.abhaNumber ?? null,
      abhaAddress: o.abhaAddress ?? null,
    })
  return id
}

export async function insertFamilyMember(
  accountUserId: string,
  name: string,
  abha: { abhaNumber?: string; abhaAddress?: string } = {},
) {
  const [member] = await getDb()
    .insert(familyMembers)
    .values({
      accountUserId,
      name,
      relation: 'child',
      sex: 'female',
      dateOfBirth: '2015-04-09',
      abhaNumber: abha.abhaNumber ?? null,
      abhaAddress: abha.abhaAddress ?? null,
    })
    .returning({ id: familyMembers.id })
  return member!.id
}

export async function insertPrescription(
  doctorId: string,
  content: PrescriptionContent,
  visit: { appointmentId: string } | { opdVisitId: string },
  patient: { name: string; sex?: 'male' | 'female' | 'other' | null; age?: string | null },
) {
  const [row] = await getDb()
    .insert(prescriptions)
    .values({
      ...visit,
      doctorId,
      number: `RX-2026-${randomBytes(4).toString('hex')}`,
      content,
      doctorName: 'Dr. Sunita Verma',
      doctorQualifications: 'MBBS, MD (Medicine)',
      doctorRegistrationNumber: 'UPMC-45678',
      clinicName: 'MainDoctor',
      clinicAddress: 'Station Road, Haidergarh, Barabanki, Uttar Pradesh 227301',
      clinicPhone: '+91 5248 222 410',
      patientName: patient.name,
      patientAge: patient.age ?? null,
      patientSex: patient.sex ?? null,
      issuedBy: 'doctor-user',
      verificationCode: randomBytes(18).toString('base64url'),
    })
    .returning({ id: prescriptions.id, number: prescriptions.number })
  return row!
}

let consultationsInserted = 0
const FIRST_INSERT = Date.now()

/** An online consultation, with the patient's note when given. */
export async function insertConsultation(
  doctorId: string,
  o: {
    patientName?: string
    patientUserId?: string | null
    familyMemberId?: string | null
    note?: string
  } = {},
) {
  // A past time of its own: two random times of one doctor once overlapped (one run in many),
  // which the database refuses (appointments_no_overlap).
  consultationsInserted += 1
  const startsAt = new Date(FIRST_INSERT - 3_600_000 - consultationsInserted * 15 * 60_000)
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientUserId: o.patientUserId ?? null,
      familyMemberId: o.familyMemberId ?? null,
      patientName: o.patientName ?? 'Ravi Kumar',
      patientEmail: 'ravi@example.com',
      patientPhone: '+919876543210',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 600_000),
      mode: 'video',
      status: 'confirmed',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  if (o.note !== undefined)
    await getDb().insert(consultations).values({ appointmentId: row!.id, patientNote: o.note })
  return row!.id
}

/** A finished walk-in visit at a new clinic, with the doctor's notes. */
export async function insertOpdVisit(notes: string, patientUserId: string | null = null) {
  const clinic = await openOpdClinic({ inOpd: 1, away: 0 })
  const doctorId = clinic.doctors[0]!.id
  const [visit] = await getDb()
    .insert(opdVisits)
    .values({
      facilityId: clinic.facility.id,
      doctorId,
      day: clinicToday(),
      token: 1,
      kind: 'walk_in',
      patientUserId,
      patientName: 'Sita Devi',
      patientPhone: '+919812345678',
      patientAge: 60,
      patientSex: 'female',
      status: 'done',
      calledAt: new Date(),
      doneAt: new Date(),
      notes,
    })
    .returning({ id: opdVisits.id })
  return { visitId: visit!.id, doctorId }
}

/**
 * A released laboratory report: a CBC with a low haemoglobin and a critically low platelet count,
 * a dengue NS1 antigen (qualitative) and a peripheral smear (words), verified by a pathologist.
 */
export async function insertReleasedLabReport(
  o: { accountUserId?: string | null; patientName?: string; released?: boolean } = {},
) {
  const order = await insertLabOrder({
    mode: 'lab',
    sex: 'female',
    ageYears: 34,
    items: [
      { kind: 'test', slug: 'cbc' },
      { kind: 'test', slug: 'dengue-ns1' },
      { kind: 'test', slug: 'peripheral-smear' },
    ],
    accountUserId: o.accountUserId ?? null,
    patientName: o.patientName ?? 'Kamla Devi',
  })
  const released = o.released ?? true
  const now = Date.now()
  await getDb()
    .update(labOrders)
    .set({
      status: released ? 'released' : 'verified',
      sampleId: `S${randomBytes(5).toString('hex')}`,
      collectedAt: new Date(now - 6 * 3_600_000),
      receivedAt: new Date(now - 5 * 3_600_000),
      resultsEnteredAt: new Date(now - 3 * 3_600_000),
      verifiedAt: new Date(now - 2 * 3_600_000),
      releasedAt: released ? new Date(now - 3_600_000) : null,
      pathologistName: 'Dr. Meera Rao',
      pathologistQualification: 'MBBS, MD (Pathology)',
      pathologistRegistration: 'UPMC 77',
      verifyCode: randomBytes(5).toString('hex').toUpperCase().replace(/[01]/g, '2').slice(0, 10),
      remarks: 'Low platelets: repeat in 24 hours.',
    })
    .where(eq(labOrders.id, order.id))
  await getDb()
    .insert(labResults)
    .values([
      {
        orderId: order.id,
        testSlug: 'cbc',
        analyteCode: 'HB',
        value: '10.4',
        unit: 'g/dL',
        range: '12.0–15.0',
        flag: 'low',
      },
      {
        orderId: order.id,
        testSlug: 'cbc',
        analyteCode: 'PLT',
        value: '18000',
        unit: 'cells/µL',
        range: '150000–400000',
        flag: 'critical-low',
      },
      {
        orderId: order.id,
        testSlug: 'cbc',
        analyteCode: 'RBC',
        value: '4.10',
        unit: 'million/µL',
        range: '3.80–4.80',
        flag: null,
      },
      {
        orderId: order.id,
        testSlug: 'cbc',
        analyteCode: 'TLC',
        value: '6500',
        unit: 'cells/µL',
        range: '4500–11000',
        flag: null,
      },
      {
        orderId: order.id,
        testSlug: 'dengue-ns1',
        analyteCode: 'NS1',
        value: 'positive',
        unit: null,
        range: null,
        flag: 'abnormal',
      },
      {
        orderId: order.id,
        testSlug: 'peripheral-smear',
        analyteCode: 'RBCM',
        value: 'Normocytic normochromic.',
        unit: null,
        range: null,
        flag: null,
      },
    ])
  return order
}
