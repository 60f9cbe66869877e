import { data, redirect } from 'react-router'
import type { Route } from './+types/cart'
import { AsPrinted, ScheduleBadge } from '#app/components/pharmacy/medicine-parts.tsx'
import { SITE } from '#app/content/site.ts'
import { MAX_QUANTITY, MEDICINE_CART_COOKIE } from '#app/db/schema/pharmacy-values.ts'
import { medicineCartCookie, readMedicineCart } from '#app/domain/pharmacy/cart.server.ts'
import { cartChange, type CartRefusal } from '#app/domain/pharmacy/cart-change.ts'
import {
  findMedicine,
  linesTotal,
  medicineName,
  needsPrescription,
  priceCart,
} from '#app/domain/pharmacy/medicines.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['medicines'] }

// The cart is a cookie, read only by the cart's own pages.
export const policy: RoutePolicy = { ...personal, ownCookies: [MEDICINE_CART_COOKIE] }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'medicines')
  const priced = priceCart(readMedicineCart(request).lines)
  return {
    meta: {
      title: t('cart.meta.title', { site: SITE.name }),
      description: t('cart.meta.description'),
    },
    lines: priced.map((line) => ({
      slug: line.slug,
      name: medicineName(line.medicine, locale),
      generic: locale === 'hi' ? line.medicine.genericHi : line.medicine.generic,
      strength: line.medicine.strength,
      form: line.medicine.form,
      pack: locale === 'hi' ? line.medicine.packHi : line.medicine.pack,
      schedule: line.medicine.schedule,
      prescription: needsPrescription(line.medicine),
      quantity: line.quantity,
      unitPriceInr: line.unitPriceInr,
      amountInr: line.amountInr,
    })),
    totalInr: linesTotal(priced),
  }
}

const REFUSAL_STATUS: Record<CartRefusal, number> = {
  intent: 400,
  quantity: 400,
  unknown: 404,
  counterOnly: 409,
  tooMany: 409,
}

/**
 * Adds, sets or removes packs of a medicine (a cookie, no account needed). Forms on the catalogue
 * and medicine pages post here; a good change goes back to where it came from (`redirectTo`, a
 * path on this site) with a note, or to the cart; a refused one answers with the cart and why.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const locale = requestLocale(request)
  const cart = readMedicineCart(request)
  const change = cartChange(cart.lines, {
    intent: form.get('intent'),
    slug: form.get('slug'),
    quantity: form.get('quantity'),
  })
  if (!change.ok) {
    const medicine = findMedicine(String(form.get('slug') ?? ''))
    return data(
      {
        refusal: change.reason,
        name: medicine ? medicineName(medicine, locale) : null,
      },
      { status: REFUSAL_STATUS[change.reason] },
    )
  }
  const headers = { 'Set-Cookie': medicineCartCookie({ ...cart, lines: change.lines }) }
  const cartPath = localizedPath(request, '/medicines/cart')
  const back = safeRedirectPath(form.get('redirectTo'), cartPath)
  if (change.added && back !== cartPath) {
    const t = getT(locale, 'medicines')
    return redirectWithToast(
      back,
      {
        type: 'success',
        title: t('cart.added', { name: medicineName(change.added, locale) }),
        description: t('cart.addedHint'),
      },
      { status: 303, headers },
    )
  }
  return redirect(cartPath, { status: 303, headers })
}

export default function MedicineCart({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('medicines')
  const { rupees } = useNumberFormat()
  const { lines } = loaderData
  const needPrescription = lines.filter((line) => line.prescription).length
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('cart.title')}</h1>
      {actionData ? <Refusal refusal={actionData.refusal} name={actionData.name} /> : null}
      <section aria-labelledby="lines-heading" className="mt-6">
        <h2 id="lines-heading" className="text-xl font-bold text-slate-900">
          {t('cart.lines')}
        </h2>
        {lines.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {t('cart.empty')}{' '}
            <Link to="/medicines" className="font-semibold">
              {t('cart.browse')}
            </Link>
            {' · '}
            <Link to="/medicines/order" className="font-semibold">
              {t('cart.uploadInstead')}
            </Link>
          </p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {lines.map((line) => (
                <CartLineRow key={line.slug} line={line} />
              ))}
            </ul>
            <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
              <Link to="/medicines" className="font-semibold">
                {t('cart.addMore')}
              </Link>
              <span className="text-lg font-bold" data-testid="cart-total">
                {t('cart.total', { total: rupees(loaderData.totalInr) })}
              </span>
            </p>
            {needPrescription > 0 ? (
              <p className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900">
                {t('cart.prescriptionNote', { count: needPrescription })}
              </p>
            ) : null}
            <p className="mt-6">
              <Link to="/medicines/order" className="btn-primary">
                {t('cart.order')}
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  )
}

type Line = Route.ComponentProps['loaderData']['lines'][number]

function CartLineRow({ line }: { line: Line }) {
  const t = useT('medicines')
  const { rupees } = useNumberFormat()
  const quantityId = `packs-${line.slug}`
  return (
    <li className="p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={`/medicines/${line.slug}`} className="font-semibold">
            {line.generic} <AsPrinted>{line.strength}</AsPrinted>
          </Link>
          <p className="text-sm text-slate-700">
            {t(`form.${line.form}`)} · {line.pack} ·{' '}
            {t('cart.each', { price: rupees(line.unitPriceInr) })}
          </p>
        </div>
        <p className="text-lg font-bold whitespace-nowrap tabular-nums">{rupees(line.amountInr)}</p>
      </div>
      {line.prescription ? (
        <p className="mt-1">
          <ScheduleBadge schedule={line.schedule} />
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="slug" value={line.slug} />
          <div>
            <label htmlFor={quantityId} className="block text-sm text-slate-700">
              {t('cart.packs')}
            </label>
            <select
              id={quantityId}
              name="quantity"
              defaultValue={String(line.quantity)}
              className="field-input w-20"
              aria-label={t('cart.packsOf', { name: line.name })}
            >
              {Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            name="intent"
            value="set"
            className="btn-secondary min-h-11"
            aria-label={t('cart.updateNamed', { name: line.name })}
          >
            {t('cart.update')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="slug" value={line.slug} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="btn-link min-h-11"
            aria-label={t('cart.removeNamed', { name: line.name })}
          >
            {t('cart.remove')}
          </button>
        </Form>
      </div>
    </li>
  )
}

function Refusal({ refusal, name }: { refusal: CartRefusal; name: string | null }) {
  const t = useT('medicines')
  const text =
    refusal === 'counterOnly'
      ? t('cart.error.counterOnly', { name: name ?? '' })
      : t(`cart.error.${refusal}`)
  return (
    <p
      role="alert"
      className="mt-4 rounded-lg border-l-4 border-red-600 bg-red-50 p-3 font-semibold text-red-900"
    >
      {text}
    </p>
  )
}
