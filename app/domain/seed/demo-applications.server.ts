import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Database } from '#app/db/client.server.ts'
import { type DemoPicture, demoPictureJpeg } from '#app/domain/seed/demo-pictures.server.ts'
import {
  type ApplicantKind,
  type ApplicationEventKind,
  type ApplicationRejectReason,
  type ApplicationStatus,
  applicationNumbers,
  providerApplicationEvents,
  providerApplicationFiles,
  providerApplications,
} from '#app/db/schema/network.ts'
import { DEMO_ACCOUNTS } from '#app/domain/accounts/demo-accounts.server.ts'
import { applicationTokenFor } from '#app/domain/network/application-links.server.ts'
import {
  type DoctorDetails,
  type FacilityDetails,
  registrationKey,
} from '#app/domain/network/application-schema.ts'
import { applicationFilePurpose } from '#app/domain/network/applications.server.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import { hashToken } from '#app/utils/private-link.server.ts'

/**
 * Applications to join in demo mode, so the admins' list has work in each state: a doctor to
 * check, a pharmacy the admin asked for a clearer licence, and a clinic turned down. Invented
 * people and places with real town names and pin codes of Barabanki district. Each carries a
 * certificate drawn as a phone photo would show it, kept through the shared file storage.
 */

type DemoApplication = {
  kind: ApplicantKind
  name: string
  registrationNumber: string
  registrationBody: string
  details: DoctorDetails | FacilityDetails
  contactName: string
  phone: string
  email: string
  locale: 'en' | 'hi'
  status: ApplicationStatus
  hoursAgo: number
  question?: string
  rejection?: { reason: ApplicationRejectReason; note: string }
  /** What the certificate's photo shows (drawn into the picture, not page text). */
  certificate: { heading: string; lines: string[] }
}

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    kind: 'doctor',
    name: 'Dr. Meena Srivastava',
    registrationNumber: 'UPMC-60214',
    registrationBody: 'upmc',
    details: {
      gender: 'female',
      department: 'general-medicine',
      qualifications: 'MBBS, MD (Medicine)',
      experienceYears: 11,
      languages: ['Hindi', 'English', 'Awadhi'],
      feeInr: 350,
      council: 'upmc',
    },
    contactName: 'Meena Srivastava',
    phone: '+919876500211',
    email: 'meena.srivastava@example.com',
    locale: 'en',
    status: 'submitted',
    hoursAgo: 3,
    certificate: {
      heading: 'UTTAR PRADESH MEDICAL COUNCIL',
      lines: ['Certificate of Registration', 'Dr. Meena Srivastava', 'Reg. No. UPMC-60214', 'MBBS'],
    },
  },
  {
    kind: 'pharmacy',
    name: 'Jan Seva Medical Store',
    registrationNumber: 'UP-BBK-20B-4471',
    registrationBody: 'Drug Licensing Authority, Barabanki',
    details: {
      address: 'Main Bazaar, opposite the post office',
      town: 'Ramsanehighat',
      pinCode: '225409',
      phone: '+919876500312',
      latitude: null,
      longitude: null,
      services: ['pharmacy'],
      departments: [],
      hours: { opensAt: '08:00', closesAt: '21:00', sundayOpen: true },
      accreditation: null,
    },
    contactName: 'Ramesh Chandra Gupta',
    phone: '+919876500312',
    email: 'janseva.medical@example.com',
    locale: 'hi',
    status: 'more_info',
    hoursAgo: 26,
    question:
      'The photo of the drug licence is cut off at the bottom. Please send a clear photo of the whole licence (form 20B and 21B).',
    certificate: {
      heading: 'DRUG LICENCE · FORM 20B',
      lines: ['Jan Seva Medical Store', 'Ramsanehighat, Barabanki', 'Licence UP-BBK-20B-4471'],
    },
  },
  {
    kind: 'clinic',
    name: 'Shanti Clinic',
    registrationNumber: 'CEA-BBK-2025-0917',
    registrationBody: 'Chief Medical Officer, Barabanki',
    details: {
      address: 'Kursi Road, near the tehsil',
      town: 'Dewa',
      pinCode: '225301',
      phone: '+919876500413',
      latitude: 27.0342,
      longitude: 81.1686,
      services: ['opd'],
      departments: ['general-medicine'],
      hours: { opensAt: '10:00', closesAt: '14:00', sundayOpen: false },
      accreditation: null,
    },
    contactName: 'Anil Verma',
    phone: '+919876500413',
    email: 'shanti.clinic@example.com',
    locale: 'en',
    status: 'rejected',
    hoursAgo: 72,
    rejection: {
      reason: 'registration_not_verified',
      note: 'The registration number is not on the Chief Medical Officer’s list of clinics.',
    },
    certificate: {
      heading: 'CLINICAL ESTABLISHMENT REGISTRATION',
      lines: ['Shanti Clinic', 'Dewa, Barabanki', 'No. CEA-BBK-2025-0917'],
    },
  },
]

/** A certificate as a phone photographs it: a bordered page, a seal, a few printed lines. */
export function certificateSvg({ heading, lines }: DemoApplication['certificate']): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="450" y="${360 + i * 70}" font-size="${i === 0 ? 40 : 34}" text-anchor="middle" fill="#1f2937" font-family="DejaVu Serif, serif">${line}</text>`,
    )
    .join('\n  ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">
  <rect width="900" height="1200" fill="#efe9da"/>
  <rect x="40" y="40" width="820" height="1120" fill="#fffdf5" stroke="#7c5e10" stroke-width="10"/>
  <rect x="70" y="70" width="760" height="1060" fill="none" stroke="#b08d2c" stroke-width="3"/>
  <text x="450" y="220" font-size="34" font-weight="bold" text-anchor="middle" fill="#7c2d12" font-family="DejaVu Sans, sans-serif">${heading}</text>
  ${text}
  <circle cx="680" cy="960" r="90" fill="none" stroke="#1d4ed8" stroke-width="6" opacity="0.7"/>
  <text x="680" y="970" font-size="26" text-anchor="middle" fill="#1d4ed8" opacity="0.7" font-family="DejaVu Sans, sans-serif">SEAL</text>
  <path d="M150 1000 q40 -50 80 0 t80 0 t80 -10" stroke="#111827" stroke-width="4" fill="none"/>
</svg>`
}

/** The drawn certificates of the demo applications, for the build to draw beforehand. */
export function demoApplicationPictures(): DemoPicture[] {
  return DEMO_APPLICATIONS.map((demo) => certificatePicture(demo.certificate))
}

function certificatePicture(certificate: DemoApplication['certificate']): DemoPicture {
  return { svg: certificateSvg(certificate), quality: 75 }
}

async function certificatePhoto(certificate: DemoApplication['certificate']): Promise<File> {
  const jpeg = await demoPictureJpeg(certificatePicture(certificate))
  return new File([jpeg], 'certificate.jpg', { type: 'image/jpeg' })
}

const hasApplications = async (executor: Pick<Database, 'select'>) =>
  (await executor.select({ id: providerApplications.id }).from(providerApplications).limit(1))
    .length > 0

/** Into an empty list of applications only. Returns whether anything was added. */
export async function seedDemoApplications(db: Database): Promise<boolean> {
  if (await hasApplications(db)) return false
  const prepared: { demo: DemoApplication; requestKey: string; fileId: string }[] = []
  for (const demo of DEMO_APPLICATIONS) {
    const requestKey = randomUUID()
    // The photo goes through the same checks as an applicant's upload.
    const photo = await storeUpload(await certificatePhoto(demo.certificate), {
      purpose: applicationFilePurpose(requestKey),
      ownerUserId: null,
    })
    prepared.push({ demo, requestKey, fileId: photo.id })
  }
  let added = false
  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the second waits and finds them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-applications'))`)
    if (await hasApplications(tx)) return
    for (const { demo, requestKey, fileId } of prepared) {
      const at = (hours: number) => new Date(Date.now() - hours * 3_600_000)
      const [row] = await tx
        .insert(providerApplications)
        .values({
          number: sql`'JOIN-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval(${sql.raw(`'${applicationNumbers.seqName}'`)})::text, 6, '0')`,
          manageTokenHash: hashToken(applicationTokenFor(requestKey)),
          requestKey,
          kind: demo.kind,
          status: demo.status,
          name: demo.name,
          registrationNumber: demo.registrationNumber,
          registrationKey: registrationKey(demo.kind, demo.registrationNumber),
          registrationBody: demo.registrationBody,
          details: demo.details,
          contactName: demo.contactName,
          phone: demo.phone,
          email: demo.email,
          locale: demo.locale,
          question: demo.question ?? null,
          rejectReason: demo.rejection?.reason ?? null,
          rejectNote: demo.rejection?.note ?? null,
          decidedAt: demo.rejection ? at(demo.hoursAgo - 20) : null,
          createdAt: at(demo.hoursAgo),
          updatedAt: at(demo.hoursAgo),
        })
        .returning({ id: providerApplications.id })
      await tx.insert(providerApplicationFiles).values({
        applicationId: row!.id,
        fileId,
        purpose: 'registration',
        createdAt: at(demo.hoursAgo),
      })
      const events: { kind: ApplicationEventKind; note: string; hours: number }[] = [
        { kind: 'submitted', note: '', hours: demo.hoursAgo },
      ]
      if (demo.question)
        events.push({ kind: 'info_requested', note: demo.question, hours: demo.hoursAgo - 20 })
      if (demo.rejection)
        events.push({ kind: 'rejected', note: demo.rejection.note, hours: demo.hoursAgo - 20 })
      await tx.insert(providerApplicationEvents).values(
        events.map((event) => ({
          applicationId: row!.id,
          kind: event.kind,
          note: event.note,
          actorName: event.kind === 'submitted' ? null : (ADMIN?.name ?? null),
          createdAt: at(event.hours),
        })),
      )
    }
    added = true
  })
  return added
}
