import { randomUUID } from 'node:crypto'
import { type BookingFormData } from '#app/components/booking-form.tsx'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { getProfile } from '#app/domain/accounts/account-data.server.ts'
import { clinicToday, isIsoDate } from '#app/utils/clinic-time.ts'
import { type SessionUser } from '#app/utils/session.server.ts'

/** What the booking form needs: the live directory, today at the clinic, a fresh request key. */
export async function loadBookingFormData(
  url: URL,
  user: SessionUser | null,
  directory?: Awaited<ReturnType<typeof listDepartmentsWithDoctors>>,
): Promise<BookingFormData> {
  directory ??= await listDepartmentsWithDoctors()
  const params = url.searchParams
  const doctor = directory.doctors.find((d) => d.slug === params.get('doctor')) ?? null
  const department = doctor?.departmentSlug ?? directory.departments.find((d) => d.slug === params.get('department'))?.slug ?? null
  const date = params.get('date')
  const profile = user && user.role === 'patient' ? await getProfile(user.id) : null
  return {
    departments: directory.departments.map((d) => ({ slug: d.slug, name: d.name })),
    doctors: directory.doctors,
    today: clinicToday(),
    requestKey: randomUUID(),
    preselect: { department, doctor: doctor?.slug ?? null, date: date && isIsoDate(date) ? date : null },
    patient: profile ? { name: profile.name, email: profile.email, phone: profile.phone } : null,
  }
}
