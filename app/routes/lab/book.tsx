import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/book'
import { LabBookingForm } from '#app/components/lab-booking/lab-booking-form.tsx'
import { LabCart } from '#app/components/lab-booking/lab-cart.tsx'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { answerLabBooking, labBookingPage } from './book.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { LAB_CART_COOKIE } from '#app/db/schema/lab-values.ts'

export const handle: I18nHandle = { i18n: ['lab'] }

// The cart is a cookie; bookings are limited per mobile number (bookingLimitReached).
// The basket of tests, filled from the catalogue's pages and read here.
export const policy: RoutePolicy = { ...personal, ownCookies: [LAB_CART_COOKIE] }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  return labBookingPage(request)
}

/** After a window filled up (409), the page reads the full windows again to mark it. */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export async function action({ request }: Route.ActionArgs) {
  return answerLabBooking(request)
}

export default function BookLabTests({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('lab')
  const { items } = loaderData
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('book.title')}</h1>
      <LabCart page={loaderData} />
      {items.length > 0 ? (
        <LabBookingForm
          key={loaderData.requestKey}
          loaderData={loaderData}
          result={actionData?.result}
          freeWindows={actionData?.freeWindows ?? null}
        />
      ) : null}
    </div>
  )
}
