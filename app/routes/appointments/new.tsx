import type { Route } from './+types/new'
import { BookingForm } from '#app/components/booking-form.tsx'
import { SITE } from '#app/content/site.ts'
import { getProfile } from '#app/domain/accounts/account-data.server.ts'
import { processBookingForm } from '#app/routes/appointments/booking-form-action.server.ts'
import { loadBookingFormData } from '#app/routes/appointments/booking-form-data.server.ts'
import { joinWaitlistFromBookingForm } from '#app/routes/appointments/waitlist-join-action.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { accountContactPhone } from '#app/domain/accounts/contact-phone.ts'
import { pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

/** `family`: "Who is this appointment for?" for a signed-in patient with family members. */
export const handle: I18nHandle = { i18n: ['booking', 'family'] }

export const policy: RoutePolicy = sharedPage

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const t = getT(requestLocale(request), 'booking')
  return {
    ...(await loadBookingFormData(new URL(request.url), user)),
    meta: {
      title: t('new.meta.title', { site: SITE.name }),
      description: t('new.meta.description'),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getOptionalUser(request)
  const locale = requestLocale(request)
  const profile = user?.role === 'patient' ? await getProfile(user.id) : null
  const patient =
    profile && user
      ? {
          userId: user.id,
          name: profile.name,
          email: profile.email,
          phone: accountContactPhone(profile),
        }
      : null
  const form = await readForm(request)
  // A full day: "Tell me if a time frees up" (decision 0023).
  if (form.get('intent') === 'waitlist')
    return joinWaitlistFromBookingForm(form, {
      patient,
      ipAddress: context.clientIp,
      locale,
      backTo: localizedPath(request, '/appointments/new'),
    })
  const outcome = await processBookingForm(form, {
    patient,
    bookedByUserId: user?.id ?? null,
    ipAddress: context.clientIp,
    locale,
  })
  if (outcome.kind === 'reply') return outcome.response
  const t = getT(locale, 'booking')
  return redirectWithToast(
    localizedPath(request, `/appointments/manage/${outcome.booked.manageToken}`),
    {
      type: 'success',
      title: outcome.booked.alreadyBooked ? t('new.toast.alreadyBooked') : t('new.toast.booked'),
      // What was really sent: SMS to a mobile, e-mail only when an address was given.
      description:
        outcome.booked.sent === 'none'
          ? undefined
          : t('new.toast.confirmationSent', { channel: outcome.booked.sent }),
    },
  )
}

export default function NewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('booking')
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('new.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('new.intro')}</p>
      <div className="mt-6 max-w-3xl">
        <BookingForm
          data={loaderData}
          actionData={actionData && 'result' in actionData ? actionData : null}
          offerWaitlist
        />
      </div>
    </div>
  )
}
