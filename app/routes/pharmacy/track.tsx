import type { Route } from './+types/track'
import { CancelOrderForm } from '#app/components/medicine-order/cancel-order-form.tsx'
import { OrderLines } from '#app/components/medicine-order/order-lines.tsx'
import { PrescriptionPages } from '#app/components/medicine-order/prescription-pages.tsx'
import { SubstitutesForm } from '#app/components/medicine-order/substitutes-form.tsx'
import { CONTACT } from '#app/content/site.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { formatRupees, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { useLiveRevalidate } from '#app/utils/use-live.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { answerMedicineOrder, medicineOrderPage } from './track.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['pharmacy'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * A medicine order's tracking page (the private link from the SMS): where the order is, the
 * pharmacist's list and its price, substitutes to accept or refuse, cancelling until it is packed.
 * Only the account that ordered sees it; another signed-in patient is told it is not theirs.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return medicineOrderPage(request, params.token, user.id)
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  return answerMedicineOrder(request, params.token, user.id)
}

export default function TrackMedicineOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('pharmacy')
  const locale = useLocale()
  const { order } = loaderData
  if (!order) {
    const notYours = loaderData.refused === 'not-yours'
    return (
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900">
          {notYours ? t('notYours.title') : t('notFound.title')}
        </h1>
        <p className="mt-2 text-slate-700">{notYours ? t('notYours.body') : t('notFound.body')}</p>
        <p className="mt-4">
          <Link to="/account/medicines" className="btn-secondary">
            {t('track.myOrders')}
          </Link>
        </p>
      </div>
    )
  }
  const awaiting = order.status === 'awaiting_patient'
  const substitutes = order.lines.filter((line) => line.substituteFor)
  const finished = order.status === 'rejected' || order.status === 'cancelled'
  const done = finished || order.status === 'delivered' || order.status === 'collected'
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('track.title', { number: order.number })}
      </h1>
      <p className="mt-1 text-slate-600">{t('track.placed', { date: order.placedAt })}</p>
      {done ? null : <LiveRefresh url={loaderData.liveUrl} />}
      {loaderData.sent ? (
        <div className="mt-4 rounded-md border border-brand-700 bg-brand-50 p-4">
          <h2 className="font-bold">{t('track.sent.title')}</h2>
          <p className="mt-1">{t('track.sent.body')}</p>
        </div>
      ) : null}

      <section aria-labelledby="order-status" className="mt-6">
        <h2 id="order-status" className="text-xl font-bold">
          {t(`status.${order.status}`)}
        </h2>
        <p className="mt-1 text-slate-700">{t(`statusHelp.${order.status}`)}</p>
        {order.status === 'rejected' && order.rejectReason ? (
          <p className="mt-2 rounded-md border border-alert-700 bg-red-50 p-3">
            {t('track.rejected', {
              reason: t(`reject.${order.rejectReason}`),
            })}
          </p>
        ) : null}
        {order.pharmacistNote ? (
          <p className="mt-2">{t('track.pharmacistNote', { note: order.pharmacistNote })}</p>
        ) : null}
        {finished ? (
          <p className="mt-3">
            <Link to="/medicines/order" className="btn-secondary">
              {t('track.orderAgain')}
            </Link>
          </p>
        ) : (
          <>
            <h3 className="sr-only">{t('track.steps')}</h3>
            <ol className="mt-4 grid gap-2 sm:grid-cols-5">
              {order.steps.map((step) => (
                <li
                  key={step.status}
                  aria-current={step.status === order.status ? 'step' : undefined}
                  className={`rounded-md border p-2 text-sm ${step.at ? 'border-brand-700 bg-brand-50' : 'border-slate-300 text-slate-600'}`}
                >
                  <span className="block font-semibold">{t(`status.${step.status}`)}</span>
                  {step.at ? <span className="block">{step.at}</span> : null}
                </li>
              ))}
            </ol>
          </>
        )}
        {order.checked && order.pharmacistName ? (
          <p className="mt-3 text-sm text-slate-700">
            {t('track.checkedBy', {
              name: order.pharmacistName,
              registration: order.pharmacistRegistration ?? '',
            })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="order-lines" className="mt-8">
        <h2 id="order-lines" className="text-xl font-bold">
          {t('lines.title')}
        </h2>
        {!order.checked ? (
          <p className="mt-1 text-slate-700">
            {order.lines.length ? t('lines.pending') : t('lines.fromPrescription')}
          </p>
        ) : null}
        {order.lines.length ? <OrderLines lines={order.lines} totalInr={order.totalInr} /> : null}
        {!finished ? (
          <p className="mt-3">
            {order.paid
              ? t('track.paid', {
                  amount: formatRupees(order.paid.amount, locale),
                  date: order.paid.at,
                })
              : order.checked
                ? t('track.pay', {
                    total: formatRupees(order.totalInr, locale),
                    method: t(`payment.${order.paymentMethod}`),
                  })
                : t('track.payLater', { method: t(`payment.${order.paymentMethod}`) })}
          </p>
        ) : null}
        <p className="mt-1 text-slate-700">
          {order.mode === 'delivery'
            ? t('track.delivery', { address: order.address, pinCode: order.pinCode ?? '' })
            : t('track.pickup', { address: order.pickupAddress })}
        </p>
      </section>

      {awaiting ? <SubstitutesForm substitutes={substitutes} actionData={actionData} /> : null}

      {order.pages.length ? <PrescriptionPages pages={order.pages} /> : null}

      {order.cancellable ? <CancelOrderForm actionData={actionData} /> : null}

      <p className="mt-8">
        <a href={CONTACT.receptionPhoneHref} className="font-semibold">
          {t('track.help', { phone: CONTACT.receptionPhone })}
        </a>
      </p>
      <p className="mt-2">
        <Link to="/account/medicines">{t('track.myOrders')}</Link>
      </p>
    </div>
  )
}

/** While the order is under way, the page looks again whenever the pharmacy moves it on. */
function LiveRefresh({ url }: { url: string }) {
  const t = useT('pharmacy')
  const connected = useLiveRevalidate(url)
  return (
    <p className="mt-1 text-sm text-slate-700" aria-hidden="true">
      {connected ? t('track.live') : null}
    </p>
  )
}
