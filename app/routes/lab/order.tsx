import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { CircleCheck } from 'lucide-react'
import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/order'
import { LabReport } from '#app/components/lab/lab-report.tsx'
import { FieldErrors, FormErrors, TextareaField } from '#app/components/forms.tsx'
import { COLLECTION_WINDOWS, type CollectionWindowCode } from '#app/content/lab-areas.ts'
import { CONTACT, SITE, addressLine } from '#app/content/site.ts'
import type { LabOrderStatus } from '#app/db/schema/lab-values.ts'
import { CancelSchema, RescheduleSchema } from '#app/domain/lab/booking-schema.ts'
import { cartFastingHours, itemName } from '#app/domain/lab/cart.ts'
import { bookableDays, windowLabel } from '#app/domain/lab/collection.ts'
import {
  cancelByPatient,
  findOrderByToken,
  patientMayChange,
  rescheduleByPatient,
} from '#app/domain/lab/orders.server.ts'
import { loadReportView, reportQrCode } from '#app/domain/lab/report.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicDateTime, formatClinicDay } from '#app/utils/clinic-time.ts'
import type { I18nHandle, MessageRef } from '#app/utils/i18n/catalogs.ts'
import { formatRupees, useLocale, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab', 'abha'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

async function orderOr404(token: string) {
  const order = await findOrderByToken(token)
  if (!order) throw data(null, { status: 404 })
  return order
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const order = await orderOr404(params.token)
  const t = getT(requestLocale(request), 'lab')
  const booked = new URL(request.url).searchParams.get('booked') === '1'
  const locale = requestLocale(request)
  // The report, once released (verified alone is not yet the patient's to read).
  const report = order.status === 'released' ? await loadReportView(order.id, locale) : null
  return {
    report,
    qrCode: report ? await reportQrCode(report) : null,
    meta: {
      title: t('order.meta.title', { number: order.number, site: SITE.name }),
      description: '',
    },
    booked,
    order: {
      number: order.number,
      status: order.status,
      patientName: order.patientName,
      mode: order.mode,
      address: order.address,
      pinCode: order.pinCode,
      day: order.day,
      window: order.window,
      totalInr: order.totalInr,
      paidInr: order.paidInr,
      cancelReason: order.cancelReason,
      rejectReason: order.rejectReason ? rejectReasonRef(order.rejectReason) : null,
      items: order.items.map((item) => ({ ...item, name: itemName(item, requestLocale(request)) })),
      events: order.events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
      fastingHours: cartFastingHours(order.items),
    },
    mayChange: patientMayChange(order.status),
    days: bookableDays(),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const order = await orderOr404(params.token)
  const locale = requestLocale(request)
  const formData = await readForm(request)
  const intent = formData.get('intent')
  if (intent === 'cancel') {
    const submission = parseWithZod(formData, { schema: CancelSchema })
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply() }, { status: 400 })
    }
    try {
      await cancelByPatient(params.token, submission.value.reason ?? '')
    } catch (error) {
      return replyWithDomainError(submission, error, { locale, extra: { intent } })
    }
    return redirect(new URL(request.url).pathname, 303)
  }
  if (intent === 'reschedule') {
    const submission = parseWithZod(formData, { schema: RescheduleSchema })
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply() }, { status: 400 })
    }
    try {
      await rescheduleByPatient(params.token, {
        day: submission.value.day,
        window: order.mode === 'home' ? (submission.value.window ?? null) : null,
      })
    } catch (error) {
      return replyWithDomainError(submission, error, { locale, extra: { intent } })
    }
    return redirect(`${new URL(request.url).pathname}?moved=1`, 303)
  }
  throw data(null, { status: 400 })
}

/** The words for a rejected sample's reason code, as the SMS gave them. */
const rejectReasonRef = (code: string) => `lab:notice.reject.${code}` as MessageRef

const PATIENT_STEPS: readonly LabOrderStatus[] = [
  'booked',
  'collected',
  'received',
  'verified',
  'released',
]

/** Where the order is, in the steps a patient follows (the laboratory's own steps folded in). */
function patientStep(status: LabOrderStatus): LabOrderStatus {
  if (status === 'collector_assigned') return 'booked'
  if (status === 'results_entered') return 'received'
  return status
}

export default function LabOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT('lab')
  const locale = useLocale()
  const translateRef = useTranslateRef()
  const localize = useLocalizePath()
  const { token } = params
  const { order } = loaderData
  const ended = order.status === 'cancelled' || order.status === 'rejected'
  const current = PATIENT_STEPS.indexOf(patientStep(order.status))
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      {loaderData.booked ? (
        <div role="status" className="mb-6 rounded-lg border-2 border-brand-700 bg-brand-50 p-4">
          <p className="flex items-center gap-2 text-lg font-bold text-brand-800">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
            {t('order.booked', { number: order.number })}
          </p>
          <p className="mt-1 text-slate-800">{t('order.bookedSms')}</p>
        </div>
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('order.title')} <span translate="no">{order.number}</span>
      </h1>
      <p className="mt-1 text-slate-700">{order.patientName}</p>

      {ended ? (
        <div role="status" className="mt-6 rounded-lg border border-alert-700 bg-red-50 p-4">
          <p className="font-bold text-alert-700">
            {t(`order.ended.${order.status as 'cancelled' | 'rejected'}`)}
          </p>
          {order.cancelReason || order.rejectReason ? (
            <p className="mt-1">
              {t('order.reason', {
                reason: order.rejectReason
                  ? translateRef(order.rejectReason)
                  : (order.cancelReason ?? ''),
              })}
            </p>
          ) : null}
          <p className="mt-2">
            <Link to="/lab-tests" className="font-semibold">
              {t('order.bookAgain')}
            </Link>
          </p>
        </div>
      ) : (
        <ol className="mt-6 grid gap-2 sm:grid-cols-5" aria-label={t('order.steps')}>
          {PATIENT_STEPS.map((step, index) => (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className={`rounded-md border p-2 text-sm ${index <= current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 text-slate-600'}`}
            >
              {t(
                `order.step.${step as 'booked' | 'collected' | 'received' | 'verified' | 'released'}`,
              )}
            </li>
          ))}
        </ol>
      )}
      {!ended ? (
        <p className="mt-3 text-slate-800">
          {t(
            `order.stepHelp.${patientStep(order.status) as 'booked' | 'collected' | 'received' | 'verified' | 'released'}`,
          )}
        </p>
      ) : null}

      {loaderData.report ? (
        <section aria-labelledby="report-heading" className="mt-8">
          <h2 id="report-heading" className="no-print text-xl font-bold text-slate-900">
            {t('order.report')}
          </h2>
          <p className="no-print mt-2 flex flex-wrap gap-3">
            <a
              className="btn-primary"
              href={`${localize(`/lab-tests/orders/${token}`)}/report.pdf`}
              download
            >
              {t('order.downloadPdf')}
            </a>
          </p>
          <div className="mt-4">
            <LabReport view={loaderData.report} qrCode={loaderData.qrCode ?? undefined} />
          </div>
        </section>
      ) : null}

      {/* Where and when matter until the sample is taken. */}
      {loaderData.mayChange ? (
        <section aria-labelledby="when-heading" className="no-print mt-8">
          <h2 id="when-heading" className="text-xl font-bold text-slate-900">
            {order.mode === 'home' ? t('order.whenHome') : t('order.whenLab')}
          </h2>
          <p className="mt-2 text-lg font-semibold">
            {formatClinicDay(order.day, locale)}
            {order.window ? `, ${windowLabel(order.window as CollectionWindowCode, locale)}` : ''}
          </p>
          <p className="mt-1 text-slate-700">
            {order.mode === 'home'
              ? `${order.address}, ${order.pinCode ?? ''}`
              : t('order.labAddress', { address: addressLine(locale) })}
          </p>
          {order.fastingHours !== null && !ended && current <= 0 ? (
            <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3">
              {t('order.fasting', { hours: order.fastingHours })}
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="tests-heading" className="mt-8">
        <h2 id="tests-heading" className="text-xl font-bold text-slate-900">
          {t('cart.title')}
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {order.items.map((item) => (
            <li key={`${item.kind}:${item.slug}`} className="flex justify-between gap-4 p-3">
              <span>{item.name}</span>
              <span className="tabular-nums">{formatRupees(item.priceInr, locale)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-right font-bold">
          {order.paidInr !== null
            ? t('order.paid', { total: formatRupees(order.paidInr, locale) })
            : t('cart.total', { total: formatRupees(order.totalInr, locale) })}
        </p>
        {order.paidInr === null && !ended ? (
          <p className="text-right text-sm text-slate-700">{t('order.payLater')}</p>
        ) : null}
      </section>

      {loaderData.mayChange ? (
        <ChangeForms
          mode={order.mode}
          days={loaderData.days}
          day={order.day}
          window={order.window}
          fasting={order.fastingHours !== null}
          actionData={actionData}
        />
      ) : null}

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-xl font-bold text-slate-900">
          {t('order.history')}
        </h2>
        <ul className="mt-2 space-y-1 text-slate-700">
          {order.events.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{formatClinicDateTime(new Date(event.at), locale)}</time>:{' '}
              {t(`order.event.${event.status}`)}
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-8 text-sm text-slate-700">
        {t('order.questions', { phone: CONTACT.receptionPhone })}
      </p>
    </div>
  )
}

function ChangeForms({
  mode,
  days,
  day,
  window,
  fasting,
  actionData,
}: {
  mode: 'home' | 'lab'
  days: string[]
  day: string
  window: string | null
  fasting: boolean
  actionData: Route.ComponentProps['actionData']
}) {
  const t = useT('lab')
  const locale = useLocale()
  const navigation = useNavigation()
  const idle = navigation.state === 'idle'
  const [moveForm, moveFields] = useForm<{ day: string; window?: string }>({
    id: 'lab-reschedule',
    lastResult: idle && actionData?.intent === 'reschedule' ? actionData.result : null,
    defaultValue: { day, window: window ?? undefined },
  })
  const [cancelForm, cancelFields] = useForm<{ reason?: string }>({
    id: 'lab-cancel',
    lastResult: idle && actionData?.intent === 'cancel' ? actionData.result : null,
  })
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2">
      <details
        className="rounded-lg border border-slate-300 bg-white p-4"
        open={actionData?.intent === 'reschedule' || undefined}
      >
        <summary className="cursor-pointer font-semibold text-brand-800">{t('order.move')}</summary>
        <Form method="post" {...getFormProps(moveForm)} className="mt-3 space-y-3">
          <FormErrors id={moveForm.errorId} errors={moveForm.errors} />
          <div>
            <label htmlFor={moveFields.day.id} className="field-label">
              {t('book.day')}
            </label>
            <select
              {...getSelectProps(moveFields.day)}
              key={moveFields.day.key}
              className="field-input"
            >
              {days.map((option) => (
                <option key={option} value={option}>
                  {formatClinicDay(option, locale)}
                </option>
              ))}
            </select>
            <FieldErrors id={moveFields.day.errorId} errors={moveFields.day.errors} />
          </div>
          {mode === 'home' ? (
            <fieldset aria-describedby={moveFields.window.errorId}>
              <legend className="field-label">{t('book.window')}</legend>
              <div className="mt-1 grid gap-1">
                {COLLECTION_WINDOWS.filter((option) => !fasting || option.fastingFriendly).map(
                  (option) => {
                    const { key, ...props } = getInputProps(moveFields.window, {
                      type: 'radio',
                      value: option.code,
                    })
                    return (
                      <label key={option.code} className="flex min-h-11 items-center gap-2">
                        <input key={key} {...props} className="size-5" />
                        {windowLabel(option.code, locale)}
                      </label>
                    )
                  },
                )}
              </div>
              <FieldErrors id={moveFields.window.errorId} errors={moveFields.window.errors} />
            </fieldset>
          ) : null}
          <button type="submit" name="intent" value="reschedule" className="btn-primary min-h-11">
            {t('order.moveSend')}
          </button>
        </Form>
      </details>
      <details
        className="rounded-lg border border-slate-300 bg-white p-4"
        open={actionData?.intent === 'cancel' || undefined}
      >
        <summary className="cursor-pointer font-semibold text-alert-700">
          {t('order.cancel')}
        </summary>
        <Form method="post" {...getFormProps(cancelForm)} className="mt-3 space-y-3">
          <FormErrors id={cancelForm.errorId} errors={cancelForm.errors} />
          <TextareaField field={cancelFields.reason} label={t('order.cancelReason')} rows={2} />
          <button type="submit" name="intent" value="cancel" className="btn-secondary min-h-11">
            {t('order.cancelSend')}
          </button>
        </Form>
      </details>
    </div>
  )
}
