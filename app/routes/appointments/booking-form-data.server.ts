import { type BookingFormData } from '#app/components/booking-form.tsx'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { getProfile } from '#app/domain/accounts/account-data.server.ts'
import { accountContactPhone } from '#app/domain/accounts/contact-phone.ts'
import { listFamilyMembers } from '#app/domain/family/family.server.ts'
import { clinicToday, isIsoDate } from '#app/utils/clinic-time.ts'
import { listSlotOptions } from '#app/domain/appointments/slot-options.server.ts'
import { type SessionUser } from '#app/domain/accounts/session.server.ts'
import { freshResponseToken } from '#app/utils/response-tokens.server.ts'
import { localeFromPath } from '#app/utils/i18n/locales.ts'

/**
 * What the booking form needs: the live directory, today at the clinic, a fresh request key; free
 * times are labelled in the language of the page's address.
 */
export async function loadBookingFormData(
  url: URL,
  user: SessionUser | null,
  directory?: Awaited<ReturnType<typeof listDepartmentsWithDoctors>>,
): Promise<BookingFormData> {
  directory ??= await listDepartmentsWithDoctors()
  const params = url.searchParams
  const doctor = directory.doctors.find((d) => d.slug === params.get('doctor')) ?? null
  const department =
    doctor?.departmentSlug ??
    directory.departments.find((d) => d.slug === params.get('department'))?.slug ??
    null
  const date = params.get('date')
  const preselectedDate = date && isIsoDate(date) ? date : null
  // A link from a doctor's free time ("book this slot") arrives with doctor, date and time: the
  // times of that day come with the page, so the slot is chosen even without JavaScript.
  const [profile, members, slots] = await Promise.all([
    user && user.role === 'patient' ? getProfile(user.id) : null,
    user && user.role === 'patient' ? listFamilyMembers(user.id) : [],
    doctor && preselectedDate
      ? listSlotOptions(doctor.slug, preselectedDate, { locale: localeFromPath(url.pathname) })
      : null,
  ])
  const time = params.get('time')
  return {
    departments: directory.departments.map((d) => ({ slug: d.slug, name: d.name })),
    doctors: directory.doctors,
    today: clinicToday(),
    requestKey: freshResponseToken(),
    preselect: {
      department,
      doctor: doctor?.slug ?? null,
      date: preselectedDate,
      time: slots?.some((slot) => slot.value === time) ? time : null,
    },
    slots,
    patient: profile
      ? {
          name: profile.name,
          email: profile.email,
          phone: accountContactPhone(profile),
        }
      : null,
    family: profile ? familyChoice(profile.name, members, params.get('member'), 'myself') : null,
  }
}

/** Whom the appointment can be for: the account holder and their members ("?member=" preselects). */
export function familyChoice(
  holderName: string,
  members: Awaited<ReturnType<typeof listFamilyMembers>>,
  preselected: string | null,
  self: 'holder' | 'myself',
): NonNullable<BookingFormData['family']> {
  return {
    holderName,
    self,
    members: members.map((m) => ({ id: m.id, name: m.name, relation: m.relation })),
    chosen: members.some((m) => m.id === preselected) ? preselected : null,
  }
}
