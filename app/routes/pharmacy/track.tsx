import { data } from 'react-router'
import type { Route } from './+types/track'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import {
  type MedicineOrderStatus,
  PATIENT_CANCELLABLE_STATUSES,
} from '#app/db/schema/pharmacy-values.ts'
import { trackingPath } from '#app/domain/pharmacy/links.server.ts'
import { findMedicine, medicineName } from '#app/domain/pharmacy/medicines.ts'
import {
  answerList,
  cancelByPatient,
  findOrderForPatient,
} from '#app/domain/pharmacy/orders.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { formatClinicDateTime, formatClinicShort } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { formatRupees, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useLiveRevalidate } from '#app/utils/use-live.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['pharmacy'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The way an order goes, by how it reaches the patient (the tracking page's steps). */
const STEPS = {
  delivery: ['submitted', 'confirmed', 'packed', 'out_for_delivery', 'delivered'],
  pickup: ['submitted', 'confirmed', 'packed', 'ready_for_pickup', 'collected'],
} as const satisfies Record<string, readonly MedicineOrderStatus[]>

const nameOf = (slug: string, locale: Locale) => {
  const medicine = findMedicine(slug)
  return medicine ? medicineName(medicine, locale) : slug
}

/**
 * A medicine order's tracking page (the private link from the SMS): where the order is, the
 * pharmacist's list and its price, substitutes to accept or refuse, cancelling until it is packed.
 * Only the account that ordered sees it; another signed-in patient is told it is not theirs.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacy')
  const found = await findOrderForPatient(params.token, user.id)
  if (found === 'not-found' || found === 'not-yours') {
    return data(
      {
        meta: {
          title: found === 'not-found' ? t('notFound.title') : t('notYours.title'),
          description: t('meta.track.description'),
        },
        refused: found,
        order: null,
      },
      { status: found === 'not-found' ? 404 : 403 },
    )
  }
  const { order, lines, pages, events } = found
  const reached = new Map<string, string>()
  for (const event of events)
    if (event.status && !reached.has(event.status))
      reached.set(event.status, formatClinicShort(event.at, locale))
  const base = `/medicines/orders/${params.token}`
  return data({
    meta: {
      title: t('meta.track.title', { number: order.number, site: SITE.name }),
      description: t('meta.track.description'),
    },
    refused: null,
    order: {
      number: order.number,
      status: order.status,
      placedAt: formatClinicDateTime(order.createdAt, locale),
      mode: order.mode,
      address: order.address,
      pinCode: order.pinCode,
      pickupAddress: addressLine(locale),
      paymentMethod: order.paymentMethod,
      totalInr: order.totalInr,
      paid:
        order.paidAt && order.paidInr !== null
          ? { amount: order.paidInr, at: formatClinicDateTime(order.paidAt, locale) }
          : null,
      checked: order.checkedAt !== null,
      pharmacistName: order.pharmacistName,
      pharmacistRegistration: order.pharmacistRegistration,
      pharmacistNote: order.pharmacistNote,
      rejectReason: order.rejectReason,
      source: order.source,
      cancellable: (PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(order.status),
      lines: lines.map((line) => ({
        id: line.id,
        name: nameOf(line.slug, locale),
        brand: line.brand,
        quantity: line.quantity,
        unitPriceInr: line.unitPriceInr,
        amountInr: line.quantity * line.unitPriceInr,
        substituteFor: line.substituteForSlug
          ? [nameOf(line.substituteForSlug, locale), line.substituteForBrand]
              .filter(Boolean)
              .join(' — ')
          : null,
        response: line.response,
      })),
      pages: pages.map((page, index) => ({
        id: page.id,
        n: index + 1,
        pdf: page.mediaType === 'application/pdf',
        url: `${base}/files/${page.id}`,
      })),
      steps: STEPS[order.mode].map((status) => ({
        status,
        at: reached.get(status) ?? null,
      })),
    },
    sent: new URL(request.url).searchParams.has('sent'),
    liveUrl: `${base}/live`,
  })
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacy')
  const found = await findOrderForPatient(params.token, user.id)
  if (found === 'not-found' || found === 'not-yours') throw data(null, { status: 404 })
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const here = trackingPath(params.token, locale)
  try {
    if (intent === 'answer') {
      const responses: Record<string, string> = {}
      for (const [name, value] of formData.entries())
        if (name.startsWith('response-') && typeof value === 'string')
          responses[name.slice('response-'.length)] = value
      const answered = await answerList(found.order.id, user.id, responses)
      return redirectWithToast(here, {
        type: 'success',
        title:
          answered.status === 'cancelled'
            ? t('agree.cancelled')
            : answered.refused
              ? t('agree.doneRefused')
              : t('agree.done'),
      })
    }
    if (intent === 'cancel') {
      const reason = String(formData.get('reason') ?? '').trim()
      if (reason.length > 500)
        return data(
          {
            intent: 'cancel',
            fieldErrors: { reason: t('order.error.reasonTooLong') } as Record<string, string>,
            formError: null,
          },
          { status: 400 },
        )
      await cancelByPatient(found.order.id, user.id, reason)
      return redirectWithToast(here, { type: 'success', title: t('cancel.done') })
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      {
        intent: String(intent),
        fieldErrors: (error.field ? { [error.field]: error.message } : {}) as Record<
          string,
          string
        >,
        formError: error.field ? null : error.message,
      },
      { status: error.kind === 'conflict' ? 409 : 400 },
    )
  }
  throw data(null, { status: 400 })
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
        {order.lines.length ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-slate-300 text-sm text-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    {t('lines.medicine')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('lines.packs')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('lines.price')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('lines.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr
                    key={line.id}
                    className={`border-b border-slate-200 align-top ${line.response === 'refused' ? 'text-slate-500 line-through' : ''}`}
                  >
                    <td className="py-2 pr-3">
                      <span className="font-semibold">{line.name}</span>
                      <span className="block text-sm">
                        {line.brand ? <span translate="no">{line.brand}</span> : t('lines.generic')}
                      </span>
                      {line.substituteFor ? (
                        <span className="block text-sm text-amber-900">
                          {t('lines.substituteFor', { name: line.substituteFor })}
                          {line.response
                            ? ` — ${t(line.response === 'accepted' ? 'lines.accepted' : 'lines.refused')}`
                            : ''}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatRupees(line.unitPriceInr, locale)}
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {formatRupees(line.amountInr, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className="py-2 pr-3 text-right">
                    {t('lines.total')}
                  </th>
                  <td className="py-2 text-right font-bold tabular-nums">
                    {formatRupees(order.totalInr, locale)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
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

      {awaiting ? (
        <section
          aria-labelledby="agree-title"
          className="mt-8 rounded-lg border-2 border-brand-700 bg-white p-4"
        >
          <h2 id="agree-title" className="text-xl font-bold">
            {t('agree.title')}
          </h2>
          <p className="mt-1">{substitutes.length ? t('agree.intro') : t('agree.introList')}</p>
          <Form method="post" className="mt-4 space-y-4">
            {actionData?.intent === 'answer' && actionData.formError ? (
              <FormErrors errors={[actionData.formError]} />
            ) : null}
            {substitutes.map((line) => {
              const field = `response-${line.id}`
              const error = actionData?.intent === 'answer' ? actionData.fieldErrors[field] : null
              return (
                <fieldset
                  key={line.id}
                  aria-describedby={`${field}-error`}
                  className="rounded-md border border-slate-300 p-3"
                >
                  <legend className="px-1 font-semibold">
                    {t('agree.question', {
                      name: [line.name, line.brand].filter(Boolean).join(' — '),
                      asked: line.substituteFor ?? '',
                    })}
                  </legend>
                  <div className="mt-1 flex gap-6">
                    {(['accepted', 'refused'] as const).map((answer) => (
                      <label key={answer} className="flex min-h-11 items-center gap-2">
                        <input
                          type="radio"
                          name={field}
                          value={answer}
                          required
                          className="size-5"
                        />
                        {t(answer === 'accepted' ? 'agree.accept' : 'agree.refuse')}
                      </label>
                    ))}
                  </div>
                  <FieldErrors id={`${field}-error`} errors={error ? [error] : undefined} />
                </fieldset>
              )
            })}
            <button
              type="submit"
              name="intent"
              value="answer"
              className="btn-primary min-h-12 w-full sm:w-auto"
            >
              {t('agree.send')}
            </button>
          </Form>
        </section>
      ) : null}

      {order.pages.length ? (
        <section aria-labelledby="order-pages" className="mt-8">
          <h2 id="order-pages" className="text-xl font-bold">
            {t('pages.title')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {order.pages.map((page) => (
              <li key={page.id}>
                <a href={page.url} className="block rounded-md border border-slate-300 p-1">
                  {page.pdf ? (
                    <span className="flex h-28 items-center justify-center text-sm font-semibold">
                      {t('pages.pdf', { n: page.n })}
                    </span>
                  ) : (
                    <img
                      src={page.url}
                      alt={t('pages.page', { n: page.n })}
                      width={160}
                      height={112}
                      loading="lazy"
                      className="h-28 w-full object-cover"
                    />
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {order.cancellable ? (
        <section aria-labelledby="cancel-title" className="mt-8">
          <details className="rounded-md border border-slate-300 p-3">
            <summary id="cancel-title" className="cursor-pointer font-semibold">
              {t('cancel.title')}
            </summary>
            <Form method="post" className="mt-3 space-y-3">
              {actionData?.intent === 'cancel' && actionData.formError ? (
                <FormErrors errors={[actionData.formError]} />
              ) : null}
              <div>
                <label htmlFor="cancel-reason" className="field-label">
                  {t('cancel.reason')}
                </label>
                <textarea
                  id="cancel-reason"
                  name="reason"
                  rows={2}
                  maxLength={500}
                  aria-describedby="cancel-reason-error"
                  className="field-input"
                />
                <FieldErrors
                  id="cancel-reason-error"
                  errors={
                    actionData?.intent === 'cancel' && actionData.fieldErrors.reason
                      ? [actionData.fieldErrors.reason]
                      : undefined
                  }
                />
              </div>
              <button type="submit" name="intent" value="cancel" className="btn-secondary">
                {t('cancel.button')}
              </button>
            </Form>
          </details>
        </section>
      ) : null}

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
