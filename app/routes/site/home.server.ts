import { RATING, SITE } from '#app/content/site.ts'
import { networkRating } from '#app/domain/network/rating.ts'
import { verifiedNetworkFigures } from '#app/domain/network/reviews.server.ts'
import { loadBookingFormData } from '#app/routes/appointments/booking-form-data.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { medicalClinicJsonLd } from '#app/domain/directory/structured-data.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { SessionUser } from '#app/domain/accounts/session.server.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'

/** The home page: the clinics, the network's rating, the booking form and the clinic's data. */
export async function homePage(request: Request, user: SessionUser | null) {
  const [directory, verified] = await Promise.all([
    listDepartmentsWithDoctors(),
    verifiedNetworkFigures(),
  ])
  const booking = await loadBookingFormData(new URL(request.url), user, directory)
  const locale = requestLocale(request)
  const description = getT(locale, 'site')('site.description')
  return {
    meta: { title: getT(locale, 'home')('meta.title', { site: SITE.name }), description },
    // Booking for a family member is /appointments/new's: the home page stays light.
    booking: { ...booking, family: null },
    departments: directory.departments,
    // The published figure (specification) until enough verified reviews exist, then theirs.
    rating: networkRating(verified, RATING),
    structuredData: medicalClinicJsonLd(appUrl(), description),
  }
}
