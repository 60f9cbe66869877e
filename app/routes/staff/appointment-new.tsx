import { data } from 'react-router'
import type { Route } from './+types/appointment-new'
import { Name } from '#app/components/ui/name.tsx'
import { getDb } from '#app/db/client.server.ts'
import { listFamilyMembers } from '#app/domain/family/family.server.ts'
import { getAccount } from '#app/domain/staff/people.server.ts'
import { familyChoice } from '#app/routes/appointments/booking-form-data.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
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
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `family`: booking for an account and one of its family members. */
export const handle: I18nHandle = { i18n: ['booking', 'family'] }

export const policy: RoutePolicy = personal

/**
 * Booking over the phone for a patient's account (`?account=`, from the person page): their
 * contact details are the account's and the appointment shows in their list; `&member=` picks
 * one of their family. Anyone else's account does not exist here (404).
 */
async function findPatientAccount(request: Request) {
  const id = new URL(request.url).searchParams.get('account')
  if (!id) return null
  const account = await getAccount(id.slice(0, 64))
  if (!account || account.role !== 'patient') throw data(null, { status: 404 })
  return account
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireRole(request, ['staff', 'admin'])
  const t = getT(requestLocale(request), 'staff')
  const url = new URL(request.url)
  const account = await findPatientAccount(request)
  // Staff book for someone else: nothing of their own account is filled in.
  const form = await loadBookingFormData(url, null)
  if (account) {
    await recordAudit(getDb(), {
      action: 'account.viewed',
      actorUserId: staff.id,
      subjectType: 'user',
      subjectId: account.id,
      ipAddress: context.clientIp,
    })
    const members = await listFamilyMembers(account.id)
    form.patient = { name: account.name, email: account.email, phone: account.phone }
    form.family = familyChoice(account.name, members, url.searchParams.get('member'), 'holder')
  }
  return {
    ...form,
    account: account ? { id: account.id, name: account.name } : null,
    formAction: account
      ? `/staff/appointments/new?account=${account.id}`
      : '/staff/appointments/new',
    meta: {
      title: t('book.metaTitle', { site: SITE.name }),
      description: t('book.metaDescription'),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireRole(request, ['staff', 'admin'])
  const account = await findPatientAccount(request)
  const outcome = await processBookingForm(await readForm(request), {
    patient: account
      ? { userId: account.id, name: account.name, email: account.email, phone: account.phone }
      : null,
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
      description: t('book.doneDescription', { channel: outcome.booked.sent }),
    },
  )
}

export default function StaffNewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('staff')
  const tf = useT('family')
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('book.title')}</h1>
      <p className="mt-2 text-slate-700">{t('book.intro')}</p>
      {loaderData.account ? (
        <p className="mt-3 text-slate-900" data-testid="booking-account">
          {tf('forWhom.account')}{' '}
          <Link to={`/staff/people/${loaderData.account.id}`}>
            <Name>{loaderData.account.name}</Name>
          </Link>{' '}
          · <Link to="/staff/appointments/new">{tf('forWhom.changeAccount')}</Link>
        </p>
      ) : null}
      <div className="mt-4 max-w-3xl">
        <BookingForm
          data={loaderData}
          actionData={actionData ?? null}
          action={loaderData.formAction}
        />
      </div>
    </>
  )
}
