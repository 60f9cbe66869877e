import type { Route } from './+types/appointment-new'
import { BookingForm } from '#app/components/booking-form.tsx'
import { SITE } from '#app/content/site.ts'
import { processBookingForm } from '#app/routes/appointments/booking-form-action.server.ts'
import { loadBookingFormData } from '#app/routes/appointments/booking-form-data.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'

export const handle: I18nHandle = { i18n: ['booking'] }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['staff', 'admin'])
  const t = getT(requestLocale(request), 'staff')
  // Staff book for someone else: nothing of their own account is filled in.
  return {
    ...(await loadBookingFormData(new URL(request.url), null)),
    meta: {
      title: t('book.metaTitle', { site: SITE.name }),
      description: t('book.metaDescription'),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireRole(request, ['staff', 'admin'])
  const outcome = await processBookingForm(await readForm(request), {
    patient: null,
    bookedByUserId: staff.id,
    ipAddress: context.clientIp,
    // The patient is at the desk or on the phone: their e-mails follow the language of the page.
    locale: requestLocale(request),
  })
  if (outcome.kind === 'reply') return outcome.response
  const t = getT(requestLocale(request), 'staff')
  return redirectWithToast(
    localizedPath(request, `/staff/appointments/${outcome.booked.appointmentId}`),
    {
      type: 'success',
      title: t('book.doneTitle'),
      description: t('book.doneDescription'),
    },
  )
}

export default function StaffNewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('staff')
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('book.title')}</h1>
      <p className="mt-2 text-slate-700">{t('book.intro')}</p>
      <div className="mt-4 max-w-3xl">
        <BookingForm
          data={loaderData}
          actionData={actionData ?? null}
          action="/staff/appointments/new"
        />
      </div>
    </>
  )
}
