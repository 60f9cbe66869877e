import { data, useNavigation } from 'react-router'
import type { Route } from './+types/lab-order'
import { StatusBadge } from '#app/components/lab/status-badge.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { OrderTimeline } from '#app/components/staff/order-timeline.tsx'
import { COLLECTION_AREAS } from '#app/content/lab-areas.ts'
import { SITE } from '#app/content/site.ts'
import type { LabOrderStatus } from '#app/db/schema/lab-values.ts'
import { PAYMENT_METHODS } from '#app/db/schema/lab-values.ts'
import { flagRef, resultRef, sampleRef } from '#app/domain/lab/labels.ts'
import {
  auditLabRead,
  loadStaffOrder,
  orderIdByNumber,
  windowWords,
} from '#app/domain/lab/lab-board.server.ts'
import { LAB_STAFF_ROLES } from '#app/domain/lab/lab-roles.ts'
import { formatRange, selectRange } from '#app/domain/lab/ranges.ts'
import { rangeWords } from '#app/domain/lab/range-words.ts'
import type { ResultFlag } from '#app/domain/lab/report-view.ts'
import {
  acceptsResults,
  type LabOrderReply,
  MAX_CRITICAL_NOTE,
  MAX_PAYMENT_REFERENCE,
  MAX_REMARKS,
  nextSteps,
  REJECT_REASONS,
} from '#app/domain/lab/status-flow.ts'
import { LabOrderActionSchema } from '#app/domain/lab/workflow-schemas.ts'
import {
  assignCollector,
  cancelByStaff,
  completeResults,
  enteredAnalytes,
  isCriticalFlag,
  markCollected,
  markReceived,
  rangePatient,
  recordPayment,
  rejectSample,
  releaseReport,
  resultField,
  saveResults,
  verifyResults,
} from '#app/domain/lab/workflow.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { MAX_REASON } from '#app/db/schema/lab-values.ts'
import { clinicDateOf, formatClinicDateTime, formatClinicDay } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** Result fields are posted as `result:<test>.<analyte>`, apart from the action's own fields. */
const RESULT_PREFIX = 'result:'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const found = await loadStaffOrder(params.number, actor)
  if (!found) throw data(null, { status: 404 })
  await auditLabRead(actor, found.order.id, 'page')
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const words = (ref: string) => translateRefOnServer(locale, ref)
  const { order } = found
  const patient = rangePatient(order, clinicDateOf(order.collectedAt ?? new Date()))
  const stored = new Map(found.results.map((r) => [resultField(r.test, r.code), r]))
  const area = COLLECTION_AREAS.find((a) => a.slug === order.area)
  const flagLabel = (flag: string | null) => (flag ? words(flagRef(flag as ResultFlag)) : null)

  const tests = found.tests.map((test) => {
    const entered = enteredAnalytes(test)
    return {
      slug: test.slug,
      name: locale === 'hi' ? test.nameHi : test.name,
      sample: words(sampleRef(test.sample)),
      analytes: test.analytes.map((analyte) => {
        const field = resultField(test.slug, analyte.code)
        const result = stored.get(field)
        const kind = analyte.kind ?? 'quantitative'
        const range =
          analyte.kind === undefined || analyte.kind === 'quantitative'
            ? rangeWords(
                result ? result.range : formatRange(selectRange(analyte, patient), analyte),
                t,
              )
            : analyte.kind === 'qualitative' && analyte.normal
              ? t('staff.results.normalIs', { value: words(resultRef(analyte.normal)) })
              : null
        return {
          field,
          name: analyte.name,
          kind,
          unit: analyte.kind === undefined || analyte.kind === 'quantitative' ? analyte.unit : null,
          range,
          calculated: !entered.includes(analyte),
          options:
            analyte.kind === 'qualitative'
              ? analyte.results.map((code) => ({ value: code, label: words(resultRef(code)) }))
              : [],
          value: result?.value ?? '',
          shown: result
            ? analyte.kind === 'qualitative'
              ? words(resultRef(result.value))
              : result.value
            : '',
          flag: (result?.flag ?? null) as ResultFlag | null,
          flagLabel: flagLabel(result?.flag ?? null),
        }
      }),
    }
  })
  const critical = found.results.filter((r) => isCriticalFlag(r.flag))
  const analyteName = (test: string, code: string) =>
    found.tests.find((x) => x.slug === test)?.analytes.find((a) => a.code === code)?.name ?? code
  return data({
    meta: {
      title: t('staff.order.metaTitle', { number: order.number, site: SITE.name }),
      description: '',
    },
    order: {
      number: order.number,
      status: order.status,
      mode: order.mode,
      patientName: order.patientName,
      ageSex: t('staff.order.ageSex', {
        age: patient.ageYears,
        sex: t(`staff.sex.${order.sex}`),
      }),
      phone: formatIndianPhone(order.phone),
      email: order.email,
      address: order.address,
      pinCode: order.pinCode,
      area: area ? (locale === 'hi' ? area.nameHi : area.name) : null,
      day: formatClinicDay(order.day, locale),
      window: windowWords(order.window, locale),
      totalInr: order.totalInr,
      referredBy: order.referredBy,
      collectorUserId: order.collectorUserId,
      collectorName: order.collectorName,
      sampleId: order.sampleId,
      payment: order.paidAt
        ? {
            method: t(`staff.payment.${order.paymentMethod ?? 'cash'}`),
            amount: order.paidInr ?? 0,
            at: formatClinicDateTime(order.paidAt, locale),
          }
        : null,
      cancelReason: order.cancelReason,
      rejectReason: order.rejectReason
        ? t(`notice.reject.${order.rejectReason as (typeof REJECT_REASONS)[number]}`)
        : null,
      remarks: order.remarks,
    },
    items: found.items.map((item) => (locale === 'hi' ? item.nameHi : item.name)),
    next: nextSteps(order.status, order.mode),
    entry: acceptsResults(order.status),
    tests,
    critical: critical.map((r) => ({
      name: analyteName(r.test, r.code),
      value: r.value,
      unit: r.unit,
      flag: flagLabel(r.flag),
      byViewer: r.enteredBy === user.id,
    })),
    events: found.events.map((e) => ({
      id: e.id,
      status: e.status,
      note: e.note,
      by: e.byPatient ? null : e.by,
      byPatient: e.byPatient,
      at: formatClinicDateTime(e.at, locale),
    })),
    collectors: found.collectors,
    isPathologist: found.viewer.isPathologist,
    reportReady: order.status === 'verified' || order.status === 'released',
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const form = await readForm(request)
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const intent = values.intent ?? ''
  const refuse = (status: number, error: string | null, fieldErrors: Record<string, string> = {}) =>
    data({ intent, error, fieldErrors, values } satisfies LabOrderReply, { status })

  const orderId = await orderIdByNumber(params.number)
  if (!orderId) throw data(null, { status: 404 })
  const parsed = LabOrderActionSchema.safeParse(values)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (field && !fieldErrors[field])
        fieldErrors[field] = translateRefOnServer(locale, issue.message)
    }
    return refuse(400, fieldErrors.intent ?? t('staff.form.fixFields'), fieldErrors)
  }
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const here = localizedPath(request, `/staff/lab/${params.number}`)
  const action = parsed.data
  try {
    switch (action.intent) {
      case 'assign':
        await assignCollector(
          orderId,
          { from: action.from, collectorUserId: action.collector },
          actor,
        )
        break
      case 'collected': {
        const { sampleId } = await markCollected(orderId, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: t('staff.done.collected'),
          description: t('staff.done.sampleId', { sampleId }),
        })
      }
      case 'received':
        await markReceived(orderId, actor)
        break
      case 'results': {
        const typed = Object.fromEntries(
          Object.entries(values)
            .filter(([name]) => name.startsWith(RESULT_PREFIX))
            .map(([name, value]) => [name.slice(RESULT_PREFIX.length), value]),
        )
        const outcome = await saveResults(orderId, typed, actor)
        if (!outcome.ok) {
          const fieldErrors = Object.fromEntries(
            Object.entries(outcome.errors).map(([field, error]) => [
              `${RESULT_PREFIX}${field}`,
              t(`staff.resultError.${error}`),
            ]),
          )
          return refuse(400, t('staff.results.fixFields'), fieldErrors)
        }
        break
      }
      case 'complete':
        await completeResults(orderId, actor)
        break
      case 'verify':
        await verifyResults(
          orderId,
          {
            criticalChecked: action.criticalChecked === 'on',
            criticalNote: action.criticalNote,
            remarks: action.remarks,
          },
          actor,
        )
        break
      case 'release':
        await releaseReport(orderId, actor)
        break
      case 'cancel':
        await cancelByStaff(orderId, action.reason, actor)
        break
      case 'reject':
        await rejectSample(orderId, { reason: action.reason, note: action.note }, actor)
        break
      case 'payment':
        await recordPayment(
          orderId,
          { method: action.method, amountInr: action.amount, reference: action.reference },
          actor,
        )
        break
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const message = translateRefOnServer(locale, error.message, error.values)
    const status = { conflict: 409, invalid: 400, forbidden: 403, 'not-found': 404 }[error.kind]
    return error.field ? refuse(status, null, { [error.field]: message }) : refuse(status, message)
  }
  return redirectWithToast(here, { type: 'success', title: t(`staff.done.${action.intent}`) })
}

type LoaderData = Route.ComponentProps['loaderData']

export default function LabOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('lab')
  const navigation = useNavigation()
  const reply = navigation.state === 'idle' ? (actionData ?? null) : null
  const { order, next } = loaderData
  const replyFor = (intent: string) => (reply?.intent === intent ? reply : null)
  return (
    <>
      <p>
        <Link to="/staff/lab">← {t('staff.order.back')}</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          {t('staff.order.title', { number: order.number })}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      {reply?.error && !['results', 'verify'].includes(reply.intent) ? (
        <p
          role="alert"
          className="mt-3 rounded border border-alert-700 bg-red-50 p-3 text-alert-700"
        >
          {reply.error}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <OrderDetails data={loaderData} />
        <section aria-labelledby="next-title" className="card">
          <h2 id="next-title" className="text-xl font-bold text-slate-900">
            {t('staff.order.next')}
          </h2>
          <NextSteps data={loaderData} replyFor={replyFor} />
          {next.length === 0 && !loaderData.reportReady ? (
            <p className="mt-2 text-slate-700">{t('staff.order.nothingNext')}</p>
          ) : null}
        </section>
      </div>
      {loaderData.entry ? (
        <ResultsForm data={loaderData} reply={replyFor('results')} />
      ) : loaderData.tests.some((test) => test.analytes.some((a) => a.value)) ? (
        <ResultsTable data={loaderData} />
      ) : null}
      {order.status === 'results_entered' ? (
        <VerifyForm data={loaderData} reply={replyFor('verify')} />
      ) : null}
      <Timeline data={loaderData} />
    </>
  )
}

function OrderDetails({ data: { order, items } }: { data: LoaderData }) {
  const t = useT('lab')
  return (
    <section aria-labelledby="order-title" className="card">
      <h2 id="order-title" className="text-xl font-bold text-slate-900">
        {t('staff.order.patient')}
      </h2>
      <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2">
        <dt className="font-semibold">{t('staff.order.name')}</dt>
        <dd>
          <Name>{order.patientName}</Name>
        </dd>
        <dt className="font-semibold">{t('staff.order.ageSexLabel')}</dt>
        <dd>{order.ageSex}</dd>
        <dt className="font-semibold">{t('staff.order.phone')}</dt>
        <dd>
          <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
        </dd>
        {order.email ? (
          <>
            <dt className="font-semibold">{t('staff.order.email')}</dt>
            <dd className="break-all">{order.email}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('staff.order.tests')}</dt>
        <dd>
          <ul className="list-disc pl-5">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{t('staff.order.where')}</dt>
        <dd>
          {order.mode === 'home' ? (
            <>
              {t('staff.order.home', { day: order.day, window: order.window ?? '' })}
              <br />
              <span translate="no">{order.address}</span>, {order.pinCode}
              {order.area ? ` (${order.area})` : ''}
            </>
          ) : (
            t('staff.order.visit', { day: order.day })
          )}
        </dd>
        {order.referredBy ? (
          <>
            <dt className="font-semibold">{t('staff.order.referredBy')}</dt>
            <dd>
              <Name>{order.referredBy}</Name>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('staff.order.collector')}</dt>
        <dd>{order.collectorName ? <Name>{order.collectorName}</Name> : '—'}</dd>
        <dt className="font-semibold">{t('staff.order.sampleId')}</dt>
        <dd>
          {order.sampleId ? (
            <>
              <span className="font-mono" data-testid="sample-id">
                {order.sampleId}
              </span>{' '}
              · <Link to={`/staff/lab/${order.number}/label`}>{t('staff.order.printLabel')}</Link>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt className="font-semibold">{t('staff.order.total')}</dt>
        <dd>
          ₹{order.totalInr}
          {order.payment
            ? ` · ${t('staff.order.paid', { amount: order.payment.amount, method: order.payment.method, at: order.payment.at })}`
            : ` · ${t('staff.order.unpaid')}`}
        </dd>
        {order.cancelReason ? (
          <>
            <dt className="font-semibold">{t('staff.order.cancelReason')}</dt>
            <dd>{order.cancelReason}</dd>
          </>
        ) : null}
        {order.rejectReason ? (
          <>
            <dt className="font-semibold">{t('staff.order.rejectReason')}</dt>
            <dd>{order.rejectReason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}

type ReplyFor = (intent: string) => LabOrderReply | null

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-alert-700">
      {message}
    </p>
  )
}

function StepButton({
  intent,
  label,
  primary = true,
}: {
  intent: string
  label: string
  primary?: boolean
}) {
  return (
    <Form method="post" className="mt-3">
      <button
        type="submit"
        name="intent"
        value={intent}
        className={primary ? 'btn-primary' : 'btn-secondary'}
      >
        {label}
      </button>
    </Form>
  )
}

function NextSteps({ data: d, replyFor }: { data: LoaderData; replyFor: ReplyFor }) {
  const t = useT('lab')
  const { order, next } = d
  const assign = replyFor('assign')
  const cancel = replyFor('cancel')
  const reject = replyFor('reject')
  return (
    <>
      {next.includes('collector_assigned') ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="from" value={order.status} />
          <div>
            <label htmlFor="collector" className="field-label">
              {order.collectorName
                ? t('staff.action.changeCollector')
                : t('staff.action.collector')}
            </label>
            <select
              id="collector"
              name="collector"
              className="field-input"
              defaultValue={assign?.values.collector ?? order.collectorUserId ?? ''}
              aria-invalid={assign?.fieldErrors.collector ? true : undefined}
              aria-describedby={assign?.fieldErrors.collector ? 'collector-error' : undefined}
            >
              <option value="">{t('staff.action.chooseCollector')}</option>
              {d.collectors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="assign" className="btn-primary">
            {t('staff.action.assign')}
          </button>
          <FieldError id="collector-error" message={assign?.fieldErrors.collector} />
        </Form>
      ) : null}
      {next.includes('collected') ? (
        <StepButton intent="collected" label={t('staff.action.collected')} />
      ) : null}
      {order.status === 'collected' && order.sampleId ? (
        <p className="mt-3">
          <Link className="btn-secondary" to={`/staff/lab/${order.number}/label`}>
            {t('staff.order.printLabel')}
          </Link>
        </p>
      ) : null}
      {next.includes('received') ? (
        <StepButton intent="received" label={t('staff.action.received')} />
      ) : null}
      {next.includes('results_entered') ? (
        <>
          <p className="mt-3 text-slate-700">{t('staff.action.completeHint')}</p>
          <StepButton intent="complete" label={t('staff.action.complete')} />
        </>
      ) : null}
      {order.status === 'results_entered' ? (
        <p className="mt-3 text-slate-700">
          {d.isPathologist ? t('staff.action.verifyBelow') : t('staff.action.waitingPathologist')}
        </p>
      ) : null}
      {next.includes('released') ? (
        <StepButton intent="release" label={t('staff.action.release')} />
      ) : null}
      {d.reportReady ? (
        <p className="mt-3 flex flex-wrap gap-2">
          <Link className="btn-secondary" to={`/staff/lab/${order.number}/report`}>
            {t('staff.action.readReport')}
          </Link>
          <Link
            className="btn-secondary"
            to={`/staff/lab/${order.number}/report.pdf`}
            reloadDocument
          >
            {t('staff.action.reportPdf')}
          </Link>
        </p>
      ) : null}
      {order.payment === null && order.status !== 'cancelled' ? (
        <PaymentForm total={order.totalInr} reply={replyFor('payment')} />
      ) : null}
      {next.includes('cancelled') ? (
        <details className="mt-4" open={Boolean(cancel)}>
          <summary className="cursor-pointer font-semibold">
            {t('staff.action.cancelOrder')}
          </summary>
          <Form method="post" className="mt-2">
            <label htmlFor="cancel-reason" className="field-label">
              {t('staff.action.cancelReason')}
            </label>
            <textarea
              id="cancel-reason"
              name="reason"
              rows={2}
              maxLength={MAX_REASON}
              required
              className="field-input"
              defaultValue={cancel?.values.reason ?? ''}
              aria-invalid={cancel?.fieldErrors.reason ? true : undefined}
              aria-describedby={cancel?.fieldErrors.reason ? 'cancel-reason-error' : undefined}
            />
            <FieldError id="cancel-reason-error" message={cancel?.fieldErrors.reason} />
            <button type="submit" name="intent" value="cancel" className="btn-secondary mt-2">
              {t('staff.action.cancel')}
            </button>
          </Form>
        </details>
      ) : null}
      {next.includes('rejected') ? (
        <details className="mt-4" open={Boolean(reject)}>
          <summary className="cursor-pointer font-semibold">
            {t('staff.action.rejectSample')}
          </summary>
          <Form method="post" className="mt-2">
            <label htmlFor="reject-reason" className="field-label">
              {t('staff.action.rejectReason')}
            </label>
            <select
              id="reject-reason"
              name="reason"
              className="field-input"
              defaultValue={reject?.values.reason ?? ''}
              aria-invalid={reject?.fieldErrors.reason ? true : undefined}
              aria-describedby={reject?.fieldErrors.reason ? 'reject-reason-error' : undefined}
            >
              <option value="">{t('staff.action.chooseReason')}</option>
              {REJECT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`staff.reject.${reason}`)}
                </option>
              ))}
            </select>
            <FieldError id="reject-reason-error" message={reject?.fieldErrors.reason} />
            <label htmlFor="reject-note" className="field-label mt-2">
              {t('staff.action.rejectNote')}
            </label>
            <textarea
              id="reject-note"
              name="note"
              rows={2}
              maxLength={MAX_REASON}
              className="field-input"
              defaultValue={reject?.values.note ?? ''}
            />
            <button type="submit" name="intent" value="reject" className="btn-secondary mt-2">
              {t('staff.action.reject')}
            </button>
          </Form>
        </details>
      ) : null}
    </>
  )
}

function PaymentForm({ total, reply }: { total: number; reply: LabOrderReply | null }) {
  const t = useT('lab')
  return (
    <details className="mt-4" open={Boolean(reply)}>
      <summary className="cursor-pointer font-semibold">{t('staff.payment.title')}</summary>
      <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-3">
        <fieldset className="sm:col-span-3">
          <legend className="field-label">{t('staff.payment.method')}</legend>
          <div className="flex gap-4">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="method"
                  value={method}
                  defaultChecked={(reply?.values.method ?? 'cash') === method}
                />
                {t(`staff.payment.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="amount" className="field-label">
            {t('staff.payment.amount')}
          </label>
          <input
            id="amount"
            name="amount"
            inputMode="numeric"
            className="field-input"
            defaultValue={reply?.values.amount ?? String(total)}
            aria-invalid={reply?.fieldErrors.amount ? true : undefined}
            aria-describedby={reply?.fieldErrors.amount ? 'amount-error' : undefined}
          />
          <FieldError id="amount-error" message={reply?.fieldErrors.amount} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="reference" className="field-label">
            {t('staff.payment.reference')}
          </label>
          <input
            id="reference"
            name="reference"
            maxLength={MAX_PAYMENT_REFERENCE}
            className="field-input"
            defaultValue={reply?.values.reference ?? ''}
          />
        </div>
        <div className="sm:col-span-3">
          <button type="submit" name="intent" value="payment" className="btn-secondary">
            {t('staff.payment.record')}
          </button>
        </div>
      </Form>
    </details>
  )
}

function FlagMark({ flag, label }: { flag: ResultFlag | null; label: string | null }) {
  if (!flag || !label) return null
  const critical = flag === 'critical-high' || flag === 'critical-low'
  return (
    <span
      className={`rounded px-2 py-0.5 text-sm font-bold ${critical ? 'bg-alert-700 text-white' : 'bg-amber-100 text-amber-900'}`}
    >
      {flag.endsWith('high') ? '↑ ' : flag.endsWith('low') ? '↓ ' : ''}
      {label}
    </span>
  )
}

const storedKey = (d: LoaderData) =>
  d.tests.map((test) => test.analytes.map((a) => a.value).join('|')).join('/')

function ResultsForm({ data: d, reply }: { data: LoaderData; reply: LabOrderReply | null }) {
  const t = useT('lab')
  return (
    <section aria-labelledby="results-title" className="card mt-6">
      <h2 id="results-title" className="text-xl font-bold text-slate-900">
        {t('staff.results.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('staff.results.hint')}</p>
      {reply?.error ? (
        <p
          role="alert"
          className="mt-3 rounded border border-alert-700 bg-red-50 p-3 text-alert-700"
        >
          {reply.error}
        </p>
      ) : null}
      {/* Keyed by what is stored: after a save the fields show the values as stored ("13,24" →
          "13.2"); after a refusal the stored values are unchanged and what was typed stays. */}
      <Form method="post" className="mt-4" key={storedKey(d)}>
        {d.tests.map((test) => (
          <fieldset
            key={test.slug}
            className="mt-4 border-t border-slate-200 pt-3 first:mt-0 first:border-0 first:pt-0"
          >
            <legend className="text-lg font-bold text-slate-900">
              {test.name}{' '}
              <span className="text-sm font-normal text-slate-700">({test.sample})</span>
            </legend>
            <div className="mt-2 grid gap-3">
              {test.analytes.map((a) => {
                const name = `${RESULT_PREFIX}${a.field}`
                const id = `r-${a.field.replace(/[^A-Za-z0-9-]/g, '-')}`
                const error = reply?.fieldErrors[name]
                const value = reply ? (reply.values[name] ?? a.value) : a.value
                const describedBy = [`${id}-range`, error ? `${id}-error` : null]
                  .filter(Boolean)
                  .join(' ')
                return (
                  <div
                    key={a.field}
                    className="grid gap-1 sm:grid-cols-[minmax(10rem,16rem)_minmax(8rem,14rem)_1fr] sm:items-center sm:gap-3"
                  >
                    <label htmlFor={id} className="font-semibold">
                      {a.name}
                    </label>
                    <div className="flex items-center gap-2">
                      {a.calculated ? (
                        <output id={id} className="font-mono">
                          {a.value || '—'}
                        </output>
                      ) : a.kind === 'qualitative' ? (
                        <select
                          id={id}
                          name={name}
                          defaultValue={value}
                          className="field-input"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy}
                        >
                          <option value="">—</option>
                          {a.options.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                      ) : a.kind === 'narrative' ? (
                        <textarea
                          id={id}
                          name={name}
                          defaultValue={value}
                          rows={3}
                          className="field-input"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy}
                        />
                      ) : (
                        <input
                          id={id}
                          name={name}
                          defaultValue={value}
                          inputMode="decimal"
                          autoComplete="off"
                          className="field-input w-28"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy}
                        />
                      )}
                      {a.unit ? <span className="text-sm text-slate-700">{a.unit}</span> : null}
                    </div>
                    <div
                      id={`${id}-range`}
                      className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
                    >
                      {a.range ? <span>{t('staff.results.range', { range: a.range })}</span> : null}
                      {a.calculated ? <span>{t('staff.results.calculated')}</span> : null}
                      <FlagMark flag={a.flag} label={a.flagLabel} />
                    </div>
                    {error ? (
                      <p
                        id={`${id}-error`}
                        className="text-sm font-semibold text-alert-700 sm:col-span-3"
                      >
                        {error}
                      </p>
                    ) : null}
                  </div>
                )
              })}
            </div>
          </fieldset>
        ))}
        <button type="submit" name="intent" value="results" className="btn-primary mt-4">
          {t('staff.results.save')}
        </button>
      </Form>
    </section>
  )
}

function ResultsTable({ data: d }: { data: LoaderData }) {
  const t = useT('lab')
  return (
    <section aria-labelledby="results-title" className="card mt-6">
      <h2 id="results-title" className="text-xl font-bold text-slate-900">
        {t('staff.results.title')}
      </h2>
      {d.tests.map((test) => (
        <div key={test.slug} className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="text-left font-bold text-slate-900">{test.name}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="p-2">
                  {t('staff.results.column.analyte')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.results.column.value')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.results.column.range')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.results.column.flag')}
                </th>
              </tr>
            </thead>
            <tbody>
              {test.analytes
                .filter((a) => a.value)
                .map((a) => (
                  <tr key={a.field} className="border-b border-slate-200">
                    <th scope="row" className="p-2 font-normal">
                      {a.name}
                    </th>
                    <td className="p-2 font-mono">
                      {a.shown} {a.unit}
                    </td>
                    <td className="p-2">{a.range}</td>
                    <td className="p-2">
                      <FlagMark flag={a.flag} label={a.flagLabel} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  )
}

function VerifyForm({ data: d, reply }: { data: LoaderData; reply: LabOrderReply | null }) {
  const t = useT('lab')
  if (!d.isPathologist) return null
  const critical = d.critical
  const ownCritical = critical.some((c) => c.byViewer)
  return (
    <section aria-labelledby="verify-title" className="card mt-6">
      <h2 id="verify-title" className="text-xl font-bold text-slate-900">
        {t('staff.verify.title')}
      </h2>
      {reply?.error ? (
        <p
          role="alert"
          className="mt-3 rounded border border-alert-700 bg-red-50 p-3 text-alert-700"
        >
          {reply.error}
        </p>
      ) : null}
      <Form method="post" className="mt-3 grid gap-3">
        {critical.length > 0 ? (
          <div className="rounded border-2 border-alert-700 p-3">
            <p className="font-bold text-alert-700">{t('staff.verify.criticalTitle')}</p>
            <ul className="mt-1 list-disc pl-5">
              {critical.map((c) => (
                <li key={c.name}>
                  {c.name}: <span className="font-mono">{c.value}</span> {c.unit} ({c.flag})
                </li>
              ))}
            </ul>
            {ownCritical ? (
              <p className="mt-2 font-semibold">{t('staff.verify.ownCritical')}</p>
            ) : null}
            <label className="mt-3 flex items-start gap-2">
              <input
                type="checkbox"
                name="criticalChecked"
                className="mt-1"
                defaultChecked={reply?.values.criticalChecked === 'on'}
                aria-invalid={reply?.fieldErrors.criticalChecked ? true : undefined}
                aria-describedby={
                  reply?.fieldErrors.criticalChecked ? 'critical-checked-error' : undefined
                }
              />
              <span>{t('staff.verify.criticalChecked')}</span>
            </label>
            <FieldError id="critical-checked-error" message={reply?.fieldErrors.criticalChecked} />
            <label htmlFor="critical-note" className="field-label mt-2">
              {t('staff.verify.criticalNote')}
            </label>
            <textarea
              id="critical-note"
              name="criticalNote"
              rows={2}
              maxLength={MAX_CRITICAL_NOTE}
              className="field-input"
              defaultValue={reply?.values.criticalNote ?? ''}
              aria-invalid={reply?.fieldErrors.criticalNote ? true : undefined}
              aria-describedby={reply?.fieldErrors.criticalNote ? 'critical-note-error' : undefined}
            />
            <FieldError id="critical-note-error" message={reply?.fieldErrors.criticalNote} />
          </div>
        ) : null}
        <div>
          <label htmlFor="remarks" className="field-label">
            {t('staff.verify.remarks')}
          </label>
          <textarea
            id="remarks"
            name="remarks"
            rows={3}
            maxLength={MAX_REMARKS}
            className="field-input"
            defaultValue={reply?.values.remarks ?? d.order.remarks}
          />
        </div>
        <div>
          <button type="submit" name="intent" value="verify" className="btn-primary">
            {t('staff.verify.submit')}
          </button>
        </div>
      </Form>
    </section>
  )
}

function Timeline({ data: { events } }: { data: LoaderData }) {
  const t = useT('lab')
  return (
    <OrderTimeline
      title={t('staff.timeline.title')}
      empty={t('staff.timeline.empty')}
      patient={t('staff.timeline.patient')}
      entries={events.map((e) => ({
        ...e,
        what: e.status
          ? t(`staff.status.${e.status as LabOrderStatus}`)
          : t('staff.timeline.update'),
      }))}
    />
  )
}
