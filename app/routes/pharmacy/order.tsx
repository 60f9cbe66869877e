import type { Route } from './+types/order'
import { MedicineOrderForm } from '#app/components/medicine-order/medicine-order-form.tsx'
import { OrderCart } from '#app/components/medicine-order/order-cart.tsx'
import { MAX_PRESCRIPTION_PAGES } from '#app/db/schema/pharmacy-values.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { answerMedicineOrderForm, medicineOrderPage } from './order.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { MAX_UPLOAD_REQUEST_BYTES } from '#app/utils/files/file-kinds.ts'

export const handle: I18nHandle = { i18n: ['pharmacy'] }

export const policy: RoutePolicy = { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * Ordering medicines: the cart (from the catalogue, or from one of our e-prescriptions), photos or
 * a PDF of a paper prescription, delivery or pickup, and how the patient will pay. Signed-in
 * patients only: the prescription and the order are health records kept in their account.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return medicineOrderPage(request)
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  return answerMedicineOrderForm(request, user)
}

export default function OrderMedicines({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('pharmacy')
  const locale = useLocale()
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('order.title')}</h1>
      <p className="mt-2 text-slate-700">{t('order.intro')}</p>
      <OrderCart page={loaderData} />
      {loaderData.signedIn ? (
        <MedicineOrderForm
          key={loaderData.requestKey}
          loaderData={loaderData}
          result={actionData?.result}
          pages={actionData?.pages ?? []}
          maxPages={MAX_PRESCRIPTION_PAGES}
        />
      ) : (
        <div className="mt-8 rounded-lg border border-slate-300 bg-white p-4">
          <p>{t('order.signIn')}</p>
          <p className="mt-3">
            <Link
              to={`/login?redirectTo=${encodeURIComponent(locale === 'hi' ? '/hi/medicines/order' : '/medicines/order')}`}
              className="btn-primary"
            >
              {t('order.signInButton')}
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}
