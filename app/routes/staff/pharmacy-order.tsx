import { useRef, useState } from 'react'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/pharmacy-order'
import { PharmacyStatusBadge } from '#app/components/pharmacy-staff/status-badge.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { OrderTimeline } from '#app/components/staff/order-timeline.tsx'
import { MEDICINES } from '#app/content/medicines.ts'
import { SITE } from '#app/content/site.ts'
import {
  MAX_NOTE,
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MEDICINE_PAYMENT_METHODS,
  type MedicineOrderStatus,
  REJECT_REASONS,
} from '#app/db/schema/pharmacy-values.ts'
import {
  checkedListRefusals,
  type ListRefusals,
  onFormRows,
  readCheckedLines,
} from '#app/domain/pharmacy/check-list.ts'
import { findMedicine, medicineName, needsPrescription } from '#app/domain/pharmacy/medicines.ts'
import {
  auditPharmacyRead,
  loadPharmacyOrder,
  pharmacyOrderIdByNumber,
} from '#app/domain/pharmacy/pharmacy-board.server.ts'
import {
  PharmacyOrderActionSchema,
  type PharmacyOrderReply,
} from '#app/domain/pharmacy/pharmacy-order-schemas.ts'
import { PHARMACY_STAFF_ROLES } from '#app/domain/pharmacy/pharmacy-roles.ts'
import { lineField, PHARMACY_CANCELLABLE } from '#app/domain/pharmacy/staff-flow.ts'
import {
  cancelByPharmacy,
  CheckedListError,
  checkOrder,
  handOver,
  markPacked,
  readyForPickup,
  rejectOrder,
  sendOut,
} from '#app/domain/pharmacy/workflow.server.ts'
import { getPharmacistCredentials } from '#app/domain/staff/pharmacists.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { LOCALE_NAMES } from '#app/utils/i18n/locales.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { useValueFromBeforeHydration } from '#app/utils/use-hydrated.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['pharmacyStaff', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The check form shows at least this many rows, and "more rows" adds as many. */
const ROWS_STEP = 3

/** Each category of the catalogue in the reader's language. */
function categoryNames(locale: Locale): Record<string, string> {
  const words = getT(locale, 'medicines')
  return Object.fromEntries(
    [...new Set(MEDICINES.map((m) => m.category))].map((category) => [
      category,
      words(`category.${category}`),
    ]),
  )
}

/** The codes a cancellation is stored with when nobody at the pharmacy typed a reason. */
type CancelCode = 'patient' | 'refused' | 'account_deleted'
const CANCEL_CODES: ReadonlySet<string> = new Set<CancelCode>([
  'patient',
  'refused',
  'account_deleted',
])

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, PHARMACY_STAFF_ROLES)
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const found = await loadPharmacyOrder(params.number)
  if (!found) throw data(null, { status: 404 })
  await auditPharmacyRead(actor, found.order.id, 'page')
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacyStaff')
  const { order } = found
  const nameOf = (slug: string) => {
    const medicine = findMedicine(slug)
    return medicine ? medicineName(medicine, locale) : slug
  }
  const packOf = (slug: string) => {
    const medicine = findMedicine(slug)
    return medicine ? (locale === 'hi' ? medicine.packHi : medicine.pack) : ''
  }
  const isPharmacist =
    user.role === 'pharmacist' && (await getPharmacistCredentials(user.id)) !== null
  const checking = order.status === 'submitted' && isPharmacist
  return data({
    meta: {
      title: t('order.metaTitle', { number: order.number, site: SITE.name }),
      description: '',
    },
    order: {
      number: order.number,
      status: order.status,
      source: order.source,
      mode: order.mode,
      patientName: order.patientName,
      phone: formatIndianPhone(order.phone),
      phoneHref: `tel:${order.phone}`,
      email: order.email,
      locale: order.locale,
      language: LOCALE_NAMES[order.locale],
      address: order.address,
      pinCode: order.pinCode,
      area: order.area,
      paymentMethod: order.paymentMethod,
      note: order.note,
      totalInr: order.totalInr,
      placedAt: formatClinicDateTime(order.createdAt, locale),
      checked:
        order.pharmacistName && order.checkedAt
          ? {
              name: order.pharmacistName,
              registration: order.pharmacistRegistration ?? '',
              at: formatClinicDateTime(order.checkedAt, locale),
            }
          : null,
      rejectReason: order.rejectReason,
      pharmacistNote: order.pharmacistNote,
      // A code (the patient, their refusal of the list, a deleted account) in words; else the
      // pharmacy's own reason as typed.
      cancelReason:
        order.cancelReason && CANCEL_CODES.has(order.cancelReason)
          ? t(`cancelledBy.${order.cancelReason as CancelCode}`)
          : order.cancelReason,
      payment:
        order.paidAt && order.paidInr !== null
          ? {
              amount: order.paidInr,
              method: order.paidBy ?? order.paymentMethod,
              at: formatClinicDateTime(order.paidAt, locale),
            }
          : null,
    },
    requested: order.requested.map((line) => {
      const medicine = findMedicine(line.slug)
      return {
        slug: line.slug,
        name: nameOf(line.slug),
        pack: packOf(line.slug),
        quantity: line.quantity,
        mrp: medicine?.mrpInr ?? null,
        prescriptionOnly: medicine ? needsPrescription(medicine) : false,
      }
    }),
    lines: found.lines.map((line) => ({
      id: line.id,
      name: nameOf(line.slug),
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: line.unitPriceInr,
      mrp: line.mrpInr,
      amount: line.quantity * line.unitPriceInr,
      substituteFor: line.substituteForSlug
        ? [nameOf(line.substituteForSlug), line.substituteForBrand].filter(Boolean).join(' · ')
        : null,
      response: line.response,
    })),
    files: found.files.map((file) => ({
      id: file.id,
      url: `/staff/pharmacy/${order.number}/files/${file.id}`,
      image: file.mediaType !== 'application/pdf',
      name: file.name,
      width: file.width,
      height: file.height,
    })),
    prescription: found.prescription
      ? {
          number: found.prescription.number,
          doctor: found.prescription.doctorName,
          qualifications: found.prescription.doctorQualifications,
          registration: found.prescription.doctorRegistrationNumber,
          patientName: found.prescription.patientName,
          issuedAt: formatClinicDateTime(found.prescription.issuedAt, locale),
          cancelled: found.prescription.cancelledAt !== null,
          verifyPath: `/prescriptions/verify/${found.prescription.verificationCode}`,
          medicines: (found.prescription.content.medicines ?? []).map((m) =>
            [m.name, m.strength, m.dose, m.days ? t('order.rx.days', { days: m.days }) : null]
              .filter(Boolean)
              .join(' · '),
          ),
        }
      : null,
    events: found.events.map((e) => ({
      id: e.id,
      status: e.status,
      note: e.note,
      byPatient: e.byPatient,
      by: e.actorName,
      registration: e.actorRegistration,
      at: formatClinicDateTime(e.at, locale),
    })),
    isPharmacist,
    checking,
    // The catalogue's categories in words (its own catalogue of words), for the medicine lists.
    categories: checking ? categoryNames(locale) : {},
    // The catalogue for the check form's rows (only while there is a list to write).
    catalogue: checking
      ? MEDICINES.filter((m) => m.schedule !== 'X').map((m) => ({
          slug: m.slug,
          category: m.category,
          label: `${medicineName(m, locale)} — ${locale === 'hi' ? m.packHi : m.pack} — ₹${m.mrpInr}${needsPrescription(m) ? ' ℞' : ''}`,
          brands: m.brands,
          mrp: m.mrpInr,
        }))
      : [],
    startRows: checking
      ? [
          ...order.requested.map((line) => ({
            slug: line.slug,
            brand: '',
            quantity: String(line.quantity),
            price: String(findMedicine(line.slug)?.mrpInr ?? ''),
            for: '',
            asked: '',
          })),
        ]
      : [],
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, PHARMACY_STAFF_ROLES)
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacyStaff')
  const form = await readForm(request)
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const intent = values.intent ?? ''
  const words = (refusals: ListRefusals) =>
    Object.fromEntries(
      Object.entries(refusals).map(([field, r]) => [
        field,
        translateRefOnServer(locale, r.ref, r.values),
      ]),
    )
  const refuse = (
    status: number,
    error: string | null,
    fieldErrors: Record<string, string> = {},
    rows?: number,
  ) => data({ intent, error, fieldErrors, values, rows } satisfies PharmacyOrderReply, { status })

  const orderId = await pharmacyOrderIdByNumber(params.number)
  if (!orderId) throw data(null, { status: 404 })
  const parsed = PharmacyOrderActionSchema.safeParse(values)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      // An unknown intent (a hand-made post) is no field's mistake: Zod's own words stay out.
      if (field && field !== 'intent' && !fieldErrors[field])
        fieldErrors[field] = translateRefOnServer(locale, issue.message)
    }
    return refuse(400, t('form.fixFields'), fieldErrors)
  }
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const here = localizedPath(request, `/staff/pharmacy/${params.number}`)
  const act = parsed.data
  let done: string
  let rowOf: number[] = []
  let rows: number | undefined
  try {
    switch (act.intent) {
      case 'rows': {
        const posted = readCheckedLines(values).rows
        return data({
          intent,
          error: null,
          fieldErrors: {},
          values,
          rows: Math.min(MAX_ORDER_LINES, posted + ROWS_STEP),
        } satisfies PharmacyOrderReply)
      }
      case 'check': {
        const read = readCheckedLines(values)
        rowOf = read.rowOf
        rows = read.rows
        if (Object.keys(read.refusals).length > 0) {
          const all = {
            ...onFormRows(
              checkedListRefusals(read.lines, { pages: 1, prescribed: null }),
              read.rowOf,
            ),
            ...read.refusals,
          }
          return refuse(400, t('check.fixRows'), words(all), rows)
        }
        const status = await checkOrder(orderId, read.lines, act.pharmacistNote, actor)
        done = status === 'confirmed' ? t('done.confirmed') : t('done.awaitingPatient')
        break
      }
      case 'reject':
        await rejectOrder(orderId, act.reason, act.rejectNote, actor)
        done = t('done.rejected')
        break
      case 'packed':
        await markPacked(orderId, actor)
        done = t('done.packed')
        break
      case 'out':
        await sendOut(orderId, actor)
        done = t('done.out')
        break
      case 'ready':
        await readyForPickup(orderId, actor)
        done = t('done.ready')
        break
      case 'handover':
        await handOver(orderId, { paidInr: act.paidInr, method: act.method, note: act.note }, actor)
        done = t('done.handover')
        break
      case 'cancel':
        await cancelByPharmacy(orderId, act.reason, actor, act.seen)
        done = t('done.cancelled')
        break
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const status = { conflict: 409, invalid: 400, forbidden: 403, 'not-found': 404 }[error.kind]
    if (error instanceof CheckedListError) {
      const refusals = onFormRows(error.refusals, rowOf)
      const general = refusals.lines ? words({ lines: refusals.lines }).lines! : null
      return refuse(status, general ?? t('check.fixRows'), words(refusals), rows)
    }
    const message = translateRefOnServer(locale, error.message, error.values)
    return error.field
      ? refuse(status, null, { [error.field]: message }, rows)
      : refuse(status, message, {}, rows)
  }
  return redirectWithToast(here, { type: 'success', title: done })
}

type LoaderData = Route.ComponentProps['loaderData']

export default function PharmacyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('pharmacyStaff')
  const navigation = useNavigation()
  const reply = navigation.state === 'idle' ? (actionData ?? null) : null
  const replyFor = (...intents: string[]) =>
    reply && intents.includes(reply.intent) ? reply : null
  const { order } = loaderData
  return (
    <>
      <p>
        <Link to="/staff/pharmacy">← {t('order.back')}</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          {t('order.title')} <span translate="no">{order.number}</span>
        </h1>
        <PharmacyStatusBadge status={order.status} />
      </div>
      {/* A refusal of the whole step (the order moved on meanwhile, not a pharmacist) shows here:
          its form may be gone. A form's own field messages show in the form. */}
      {reply?.error && Object.keys(reply.fieldErrors).length === 0 ? (
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
            {t('order.next')}
          </h2>
          <NextSteps data={loaderData} replyFor={replyFor} />
        </section>
      </div>
      <Prescription data={loaderData} />
      {loaderData.requested.length > 0 ? <Requested data={loaderData} /> : null}
      {loaderData.checking ? (
        <CheckForm data={loaderData} reply={replyFor('rows', 'check')} />
      ) : loaderData.lines.length > 0 && order.checked ? (
        <CheckedList data={loaderData} />
      ) : null}
      <Timeline data={loaderData} />
    </>
  )
}

function OrderDetails({ data: d }: { data: LoaderData }) {
  const { order } = d
  const t = useT('pharmacyStaff')
  return (
    <section aria-labelledby="patient-title" className="card">
      <h2 id="patient-title" className="text-xl font-bold text-slate-900">
        {t('order.patient')}
      </h2>
      <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">{t('order.name')}</dt>
        <dd>
          <Name>{order.patientName}</Name>
        </dd>
        <dt className="font-semibold">{t('order.phone')}</dt>
        <dd>
          <a href={order.phoneHref} className="font-semibold">
            {order.phone}
          </a>
        </dd>
        {order.email ? (
          <>
            <dt className="font-semibold">{t('order.email')}</dt>
            <dd className="break-all">{order.email}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('order.language')}</dt>
        <dd lang={order.locale}>{order.language}</dd>
        <dt className="font-semibold">{t('order.how')}</dt>
        <dd>
          {order.mode === 'delivery' ? (
            <>
              {t('order.delivery')}
              <br />
              <span translate="no">{order.address}</span>
              {order.pinCode ? `, ${order.pinCode}` : ''}
            </>
          ) : (
            t('order.pickup')
          )}
        </dd>
        <dt className="font-semibold">{t('order.payment')}</dt>
        <dd>
          {t(`payment.${order.paymentMethod}`)}
          {order.payment
            ? ` · ${t('order.paid', { amount: order.payment.amount, method: t(`payment.${order.payment.method}`), at: order.payment.at })}`
            : ''}
        </dd>
        <dt className="font-semibold">{t('order.placed')}</dt>
        <dd>
          {order.placedAt} · {t(`source.${order.source}`)}
        </dd>
        <dt className="font-semibold">{t('order.total')}</dt>
        <dd className="font-semibold">
          {order.checked || d.lines.length > 0 ? `₹${order.totalInr}` : t('order.totalAfterCheck')}
        </dd>
        {order.note ? (
          <>
            <dt className="font-semibold">{t('order.note')}</dt>
            <dd className="whitespace-pre-line">{order.note}</dd>
          </>
        ) : null}
        {order.checked ? (
          <>
            <dt className="font-semibold">{t('order.checkedBy')}</dt>
            <dd>
              <Name>{order.checked.name}</Name>
              {' · '}
              <span translate="no">{order.checked.registration}</span>
              <br />
              <span className="text-sm text-slate-700">{order.checked.at}</span>
            </dd>
          </>
        ) : null}
        {order.rejectReason ? (
          <>
            <dt className="font-semibold">{t('order.rejectReason')}</dt>
            <dd>{t(`reject.${order.rejectReason}`)}</dd>
          </>
        ) : null}
        {order.pharmacistNote ? (
          <>
            <dt className="font-semibold">{t('order.pharmacistNote')}</dt>
            <dd className="whitespace-pre-line">{order.pharmacistNote}</dd>
          </>
        ) : null}
        {order.cancelReason ? (
          <>
            <dt className="font-semibold">{t('order.cancelReason')}</dt>
            <dd>{order.cancelReason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}

type ReplyFor = (...intents: string[]) => PharmacyOrderReply | null

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-alert-700">
      {message}
    </p>
  )
}

/** A form's summary of its field messages (a refusal of the whole step shows at the top). */
function FormAlert({ reply }: { reply: PharmacyOrderReply | null }) {
  if (!reply?.error || Object.keys(reply.fieldErrors).length === 0) return null
  return (
    <p role="alert" className="mt-3 rounded border border-alert-700 bg-red-50 p-3 text-alert-700">
      {reply.error}
    </p>
  )
}

/** Props that tie a field to its message, when it has one. */
const invalid = (reply: PharmacyOrderReply | null, field: string, id: string) =>
  reply?.fieldErrors[field]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : {}

function StepButton({ intent, label }: { intent: string; label: string }) {
  return (
    <Form method="post" className="mt-3">
      <button type="submit" name="intent" value={intent} className="btn-primary">
        {label}
      </button>
    </Form>
  )
}

const STEP_HINT: Partial<Record<MedicineOrderStatus, 'next.awaitingPatient' | 'next.finished'>> = {
  awaiting_patient: 'next.awaitingPatient',
  delivered: 'next.finished',
  collected: 'next.finished',
  rejected: 'next.finished',
  cancelled: 'next.finished',
}

function NextSteps({ data: d, replyFor }: { data: LoaderData; replyFor: ReplyFor }) {
  const t = useT('pharmacyStaff')
  const { order } = d
  const hint = STEP_HINT[order.status]
  const canReject =
    d.isPharmacist && (order.status === 'submitted' || order.status === 'awaiting_patient')
  return (
    <>
      {order.status === 'submitted' ? (
        <p className="mt-2 text-slate-800">
          {d.isPharmacist ? t('next.checkBelow') : t('next.pharmacistOnly')}
        </p>
      ) : null}
      {hint ? <p className="mt-2 text-slate-800">{t(hint)}</p> : null}
      {order.status === 'out_for_delivery' || order.status === 'ready_for_pickup' ? (
        <p className="mt-2 text-slate-800">{t('next.handOver')}</p>
      ) : null}
      {order.status === 'confirmed' ? (
        <StepButton intent="packed" label={t('action.packed')} />
      ) : null}
      {order.status === 'packed' ? (
        order.mode === 'delivery' ? (
          <StepButton intent="out" label={t('action.out')} />
        ) : (
          <StepButton intent="ready" label={t('action.ready')} />
        )
      ) : null}
      {order.status === 'out_for_delivery' || order.status === 'ready_for_pickup' ? (
        <HandOverForm data={d} reply={replyFor('handover')} />
      ) : null}
      {canReject ? <RejectForm reply={replyFor('reject')} /> : null}
      {PHARMACY_CANCELLABLE.includes(order.status) ? (
        <CancelForm reply={replyFor('cancel')} seen={order.status} />
      ) : null}
    </>
  )
}

function HandOverForm({ data: d, reply }: { data: LoaderData; reply: PharmacyOrderReply | null }) {
  const t = useT('pharmacyStaff')
  const { order } = d
  const method = reply?.values.method ?? order.paymentMethod
  return (
    <Form method="post" className="mt-3 grid gap-3">
      <FormAlert reply={reply} />
      <fieldset>
        <legend className="field-label">{t('handOver.method')}</legend>
        <div className="flex flex-wrap gap-4">
          {MEDICINE_PAYMENT_METHODS.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="method" value={m} defaultChecked={method === m} />
              {t(`payment.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="paid" className="field-label">
          {t('handOver.amount')}
        </label>
        <input
          id="paid"
          name="paidInr"
          inputMode="numeric"
          autoComplete="off"
          className="field-input w-32"
          defaultValue={reply?.values.paidInr ?? String(order.totalInr)}
          {...invalid(reply, 'paidInr', 'paid')}
        />
        <FieldError id="paid-error" message={reply?.fieldErrors.paidInr} />
      </div>
      <div>
        <label htmlFor="handover-note" className="field-label">
          {t('handOver.note')}
        </label>
        <textarea
          id="handover-note"
          name="note"
          rows={2}
          maxLength={MAX_NOTE}
          className="field-input"
          defaultValue={reply?.values.note ?? ''}
          {...invalid(reply, 'note', 'handover-note')}
        />
        <FieldError id="handover-note-error" message={reply?.fieldErrors.note} />
      </div>
      <div>
        <button type="submit" name="intent" value="handover" className="btn-primary">
          {order.mode === 'delivery' ? t('action.delivered') : t('action.collected')}
        </button>
      </div>
    </Form>
  )
}

function RejectForm({ reply }: { reply: PharmacyOrderReply | null }) {
  const t = useT('pharmacyStaff')
  return (
    <details className="mt-4" open={Boolean(reply)}>
      <summary className="cursor-pointer font-semibold">{t('reject.title')}</summary>
      <Form method="post" className="mt-2 grid gap-2">
        <FormAlert reply={reply} />
        <div>
          <label htmlFor="reject-reason" className="field-label">
            {t('reject.reason')}
          </label>
          <select
            id="reject-reason"
            name="reason"
            className="field-input"
            defaultValue={reply?.values.reason ?? ''}
            {...invalid(reply, 'reason', 'reject-reason')}
          >
            <option value="">{t('reject.choose')}</option>
            {REJECT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reject.${reason}`)}
              </option>
            ))}
          </select>
          <FieldError id="reject-reason-error" message={reply?.fieldErrors.reason} />
        </div>
        <div>
          <label htmlFor="reject-note" className="field-label">
            {t('reject.note')}
          </label>
          <textarea
            id="reject-note"
            name="rejectNote"
            rows={2}
            maxLength={MAX_NOTE}
            className="field-input"
            defaultValue={reply?.values.rejectNote ?? ''}
            {...invalid(reply, 'rejectNote', 'reject-note')}
          />
          <FieldError id="reject-note-error" message={reply?.fieldErrors.rejectNote} />
        </div>
        <div>
          <button type="submit" name="intent" value="reject" className="btn-secondary">
            {t('reject.submit')}
          </button>
        </div>
      </Form>
    </details>
  )
}

function CancelForm({ reply, seen }: { reply: PharmacyOrderReply | null; seen: string }) {
  const t = useT('pharmacyStaff')
  return (
    <details className="mt-4" open={Boolean(reply)}>
      <summary className="cursor-pointer font-semibold">{t('cancel.title')}</summary>
      <Form method="post" className="mt-2 grid gap-2">
        {/* The status this page showed: a colleague's step since then stops the cancel. */}
        <input type="hidden" name="seen" value={seen} />
        <FormAlert reply={reply} />
        <div>
          <label htmlFor="cancel-reason" className="field-label">
            {t('cancel.reason')}
          </label>
          <p id="cancel-reason-hint" className="text-sm text-slate-700">
            {t('cancel.hint')}
          </p>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={2}
            maxLength={MAX_NOTE}
            className="field-input"
            defaultValue={reply?.values.reason ?? ''}
            aria-invalid={reply?.fieldErrors.reason ? true : undefined}
            aria-describedby={
              reply?.fieldErrors.reason
                ? 'cancel-reason-hint cancel-reason-error'
                : 'cancel-reason-hint'
            }
          />
          <FieldError id="cancel-reason-error" message={reply?.fieldErrors.reason} />
        </div>
        <div>
          <button type="submit" name="intent" value="cancel" className="btn-secondary">
            {t('cancel.submit')}
          </button>
        </div>
      </Form>
    </details>
  )
}

/** The prescription: the pages the patient sent, and our e-prescription when the order has one. */
function Prescription({ data: d }: { data: LoaderData }) {
  const t = useT('pharmacyStaff')
  const { files, prescription } = d
  return (
    <section aria-labelledby="rx-title" className="card mt-6">
      <h2 id="rx-title" className="text-xl font-bold text-slate-900">
        {t('order.rx.title')}
      </h2>
      {files.length === 0 && !prescription ? (
        <p className="mt-2 text-slate-800">{t('order.rx.none')}</p>
      ) : null}
      {files.length > 0 ? (
        <ol className="mt-3 grid gap-4 md:grid-cols-2">
          {files.map((file, index) => (
            <li key={file.id} className="min-w-0">
              <p className="font-semibold">{t('order.rx.page', { n: index + 1 })}</p>
              {file.image ? (
                <a href={file.url} target="_blank" rel="noreferrer" className="mt-1 block">
                  <img
                    src={file.url}
                    alt={t('order.rx.pageAlt', { n: index + 1 })}
                    width={file.width ?? undefined}
                    height={file.height ?? undefined}
                    loading="lazy"
                    className="h-auto max-h-[36rem] w-full rounded border border-slate-300 bg-white object-contain"
                  />
                  <span className="mt-1 block text-sm">{t('order.rx.openFull')}</span>
                </a>
              ) : (
                <a href={file.url} target="_blank" rel="noreferrer" className="mt-1 inline-block">
                  {t('order.rx.openPdf')} <span translate="no">({file.name})</span>
                </a>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {prescription ? (
        <div className="mt-4 rounded border border-slate-300 p-3">
          <h3 className="font-bold text-slate-900">
            {t('order.rx.ePrescription')} <span translate="no">{prescription.number}</span>
          </h3>
          {prescription.cancelled ? (
            <p className="mt-1 font-semibold text-alert-700">{t('order.rx.cancelled')}</p>
          ) : null}
          <p className="mt-1">
            <Name>{prescription.doctor}</Name>
            {', '}
            <span translate="no" lang="en">
              {prescription.qualifications}
            </span>
            {' · '}
            <span translate="no">{prescription.registration}</span>
          </p>
          <p className="text-sm text-slate-700">
            {t('order.rx.issued', { at: prescription.issuedAt })} · {t('order.rx.for')}{' '}
            <Name>{prescription.patientName}</Name>
          </p>
          <ul className="mt-2 list-disc pl-5">
            {prescription.medicines.map((m, index) => (
              <li key={index} translate="no">
                {m}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <Link to={prescription.verifyPath}>{t('order.rx.verify')}</Link>
          </p>
        </div>
      ) : null}
    </section>
  )
}

function Requested({ data: d }: { data: LoaderData }) {
  const t = useT('pharmacyStaff')
  return (
    <section aria-labelledby="asked-title" className="card mt-6">
      <h2 id="asked-title" className="text-xl font-bold text-slate-900">
        {t('order.asked.title')}
      </h2>
      <ul className="mt-2 grid gap-1">
        {d.requested.map((line) => (
          <li key={line.slug}>
            <span className="font-semibold">{line.name}</span>
            {line.prescriptionOnly ? (
              <span className="ml-2 rounded bg-red-100 px-1.5 text-sm font-semibold text-red-900">
                {t('order.asked.rx')}
              </span>
            ) : null}{' '}
            <span className="text-slate-700">
              {t('order.asked.packs', { count: line.quantity, pack: line.pack })}
              {line.mrp !== null ? ` · ${t('order.asked.mrp', { mrp: line.mrp })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

type Row = {
  slug: string
  brand: string
  quantity: string
  price: string
  for: string
  asked: string
}

/** The form's rows: as posted after a refusal or "more rows", else the patient's lines. */
function rowsOf(d: LoaderData, reply: PharmacyOrderReply | null): Row[] {
  if (reply) {
    const count = Math.max(reply.rows ?? 0, ROWS_STEP)
    return Array.from({ length: count }, (_, i) => ({
      slug: reply.values[lineField(i, 'slug')] ?? '',
      brand: reply.values[lineField(i, 'brand')] ?? '',
      quantity: reply.values[lineField(i, 'quantity')] ?? '1',
      price: reply.values[lineField(i, 'price')] ?? '',
      for: reply.values[lineField(i, 'for')] ?? '',
      asked: reply.values[lineField(i, 'asked')] ?? '',
    }))
  }
  const blank = { slug: '', brand: '', quantity: '1', price: '', for: '', asked: '' }
  const start = d.startRows
  const more = Math.max(ROWS_STEP - start.length, 1)
  return [...start, ...Array.from({ length: more }, () => blank)].slice(0, MAX_ORDER_LINES)
}

function CheckForm({ data: d, reply }: { data: LoaderData; reply: PharmacyOrderReply | null }) {
  const t = useT('pharmacyStaff')
  const rows = rowsOf(d, reply)
  const groups = new Map<string, LoaderData['catalogue']>()
  for (const m of d.catalogue) groups.set(m.category, [...(groups.get(m.category) ?? []), m])
  return (
    <section aria-labelledby="check-title" className="card mt-6">
      <h2 id="check-title" className="text-xl font-bold text-slate-900">
        {t('check.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('check.intro', { max: MAX_QUANTITY })}</p>
      <noscript>
        <p className="mt-1 text-slate-700">{t('check.noscript')}</p>
      </noscript>
      <FormAlert reply={reply?.intent === 'check' ? reply : null} />
      {/* Keyed by the rows' number: "more rows" draws the form again with what was typed. */}
      <Form method="post" className="mt-3" key={rows.length}>
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <CheckRow
              key={index}
              index={index}
              row={row}
              groups={groups}
              categories={d.categories}
              catalogue={d.catalogue}
              requested={d.requested}
              reply={reply}
            />
          ))}
        </ol>
        {rows.length < MAX_ORDER_LINES ? (
          <button type="submit" name="intent" value="rows" className="btn-secondary mt-3">
            {t('check.moreRows')}
          </button>
        ) : null}
        <div className="mt-4">
          <label htmlFor="pharmacist-note" className="field-label">
            {t('check.note')}
          </label>
          <p id="pharmacist-note-hint" className="text-sm text-slate-700">
            {t('check.noteHint')}
          </p>
          <textarea
            id="pharmacist-note"
            name="pharmacistNote"
            rows={2}
            maxLength={MAX_NOTE}
            className="field-input"
            aria-describedby="pharmacist-note-hint"
            defaultValue={reply?.values.pharmacistNote ?? ''}
          />
        </div>
        <button type="submit" name="intent" value="check" className="btn-primary mt-4">
          {t('check.submit')}
        </button>
      </Form>
    </section>
  )
}

function CheckRow({
  index,
  row,
  groups,
  categories,
  catalogue,
  requested,
  reply,
}: {
  index: number
  row: Row
  groups: Map<string, LoaderData['catalogue']>
  categories: Readonly<Record<string, string>>
  catalogue: LoaderData['catalogue']
  requested: LoaderData['requested']
  reply: PharmacyOrderReply | null
}) {
  const t = useT('pharmacyStaff')
  // The brands and MRP follow the medicine chosen (the server checks them again).
  const [slug, setSlug] = useState(row.slug)
  const medicine = catalogue.find((m) => m.slug === slug)
  const id = (part: string) => `line-${index}-${part}`
  // A medicine chosen before the page's scripts arrived (a slow connection) is taken over, with
  // the brand and the price typed for it: the fields drawn for it start from them.
  const slugRef = useRef<HTMLSelectElement>(null)
  const [carried, setCarried] = useState<{ slug: string; brand: string; price: string | null }>()
  useValueFromBeforeHydration(slugRef, row.slug, (value) => {
    const brand = document.getElementById(id('brand'))
    const price = document.getElementById(id('price'))
    setCarried({
      slug: value,
      brand: brand instanceof HTMLSelectElement ? brand.value : '',
      // Typed, not the price the server filled in for the medicine it knew.
      price:
        price instanceof HTMLInputElement && price.value !== price.defaultValue
          ? price.value
          : null,
    })
    setSlug(value)
  })
  const carriedOver = carried?.slug === slug ? carried : undefined
  const error = (part: Parameters<typeof lineField>[1]) =>
    reply?.fieldErrors[lineField(index, part)]
  const described = (part: Parameters<typeof lineField>[1], hint?: string) => {
    const ids = [hint, error(part) ? `${id(part)}-error` : null].filter(Boolean).join(' ')
    return {
      'aria-invalid': error(part) ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    }
  }
  return (
    <li>
      <fieldset className="rounded-md border border-slate-300 p-3">
        <legend className="px-1 font-semibold">{t('check.row', { n: index + 1 })}</legend>
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <label htmlFor={id('slug')} className="field-label">
              {t('check.medicine')}
            </label>
            <select
              ref={slugRef}
              id={id('slug')}
              name={lineField(index, 'slug')}
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              className="field-input w-full"
              {...described('slug')}
            >
              <option value="">{t('check.noMedicine')}</option>
              {[...groups].map(([category, medicines]) => (
                <optgroup key={category} label={categories[category] ?? category}>
                  {medicines.map((m) => (
                    <option key={m.slug} value={m.slug}>
                      {m.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <FieldError id={`${id('slug')}-error`} message={error('slug')} />
          </div>
          <div className="min-w-0">
            <label htmlFor={id('brand')} className="field-label">
              {t('check.brand')}
            </label>
            <select
              id={id('brand')}
              name={lineField(index, 'brand')}
              defaultValue={
                carriedOver && medicine?.brands.includes(carriedOver.brand)
                  ? carriedOver.brand
                  : row.brand
              }
              key={slug}
              className="field-input w-full"
              {...described('brand')}
            >
              <option value="">{t('check.generic')}</option>
              {(medicine?.brands ?? []).map((brand) => (
                <option key={brand} value={brand} translate="no">
                  {brand}
                </option>
              ))}
              {/* A brand posted that the medicine does not have: kept, so its message makes sense. */}
              {row.brand && !medicine?.brands.includes(row.brand) ? (
                <option value={row.brand}>{row.brand}</option>
              ) : null}
            </select>
            <FieldError id={`${id('brand')}-error`} message={error('brand')} />
          </div>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-[8rem_10rem_minmax(0,1fr)]">
          <div>
            <label htmlFor={id('quantity')} className="field-label">
              {t('check.packs')}
            </label>
            <input
              id={id('quantity')}
              name={lineField(index, 'quantity')}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={row.quantity}
              className="field-input w-full"
              {...described('quantity')}
            />
            <FieldError id={`${id('quantity')}-error`} message={error('quantity')} />
          </div>
          <div>
            <label htmlFor={id('price')} className="field-label">
              {t('check.price')}
            </label>
            <input
              id={id('price')}
              name={lineField(index, 'price')}
              inputMode="numeric"
              autoComplete="off"
              // A new medicine starts at its MRP; what was typed for the same medicine stays.
              key={slug}
              defaultValue={
                carriedOver?.price ??
                (slug === row.slug && row.price ? row.price : String(medicine?.mrp ?? ''))
              }
              className="field-input w-full"
              {...described('price', medicine ? `${id('price')}-mrp` : undefined)}
            />
            {medicine ? (
              <p id={`${id('price')}-mrp`} className="text-sm text-slate-700">
                {t('check.mrp', { mrp: medicine.mrp })}
              </p>
            ) : null}
            <FieldError id={`${id('price')}-error`} message={error('price')} />
          </div>
          <div className="col-span-2 min-w-0 md:col-span-1">
            <label htmlFor={id('asked')} className="field-label">
              {t('check.askedBrand')}
            </label>
            <input
              id={id('asked')}
              name={lineField(index, 'asked')}
              autoComplete="off"
              maxLength={60}
              defaultValue={row.asked}
              className="field-input w-full"
              {...described('asked', `${id('asked')}-hint`)}
            />
            <p id={`${id('asked')}-hint`} className="text-sm text-slate-700">
              {t('check.askedBrandHint')}
            </p>
            <FieldError id={`${id('asked')}-error`} message={error('asked')} />
          </div>
          {requested.length > 0 ? (
            <div className="col-span-2 min-w-0 md:col-span-3 md:max-w-md">
              <label htmlFor={id('for')} className="field-label">
                {t('check.substituteFor')}
              </label>
              <select
                id={id('for')}
                name={lineField(index, 'for')}
                defaultValue={row.for}
                className="field-input w-full"
                {...described('for')}
              >
                <option value="">{t('check.notSubstitute')}</option>
                {requested.map((line) => (
                  <option key={line.slug} value={line.slug}>
                    {line.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id('for')}-error`} message={error('for')} />
            </div>
          ) : null}
        </div>
      </fieldset>
    </li>
  )
}

/** The list the pharmacist wrote, with the patient's answers to substitutes. */
function CheckedList({ data: d }: { data: LoaderData }) {
  const t = useT('pharmacyStaff')
  return (
    <section aria-labelledby="list-title" className="card mt-6">
      <h2 id="list-title" className="text-xl font-bold text-slate-900">
        {t('list.title')}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="p-2">
                {t('list.medicine')}
              </th>
              <th scope="col" className="p-2">
                {t('list.packs')}
              </th>
              <th scope="col" className="p-2">
                {t('list.price')}
              </th>
              <th scope="col" className="p-2">
                {t('list.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-200 align-top">
                <td className="p-2">
                  <span className="font-semibold">{line.name}</span>
                  {line.brand ? (
                    <span translate="no"> · {line.brand}</span>
                  ) : (
                    <span> · {t('check.generic')}</span>
                  )}
                  {line.substituteFor ? (
                    <span className="block text-slate-700">
                      {t('list.substituteFor', { asked: line.substituteFor })}
                      {line.response ? ` · ${t(`list.response.${line.response}`)}` : ''}
                    </span>
                  ) : null}
                </td>
                <td className="p-2">{line.quantity}</td>
                <td className="p-2 whitespace-nowrap">
                  ₹{line.unitPrice}
                  {line.unitPrice < line.mrp ? (
                    <span className="text-slate-700"> ({t('list.mrp', { mrp: line.mrp })})</span>
                  ) : null}
                </td>
                <td className="p-2 whitespace-nowrap">₹{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="p-2 text-right">
                {t('list.total')}
              </th>
              <td className="p-2 font-bold whitespace-nowrap">₹{d.order.totalInr}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}

function Timeline({ data: { events } }: { data: LoaderData }) {
  const t = useT('pharmacyStaff')
  return (
    <OrderTimeline
      title={t('timeline.title')}
      empty={t('timeline.empty')}
      patient={t('timeline.patient')}
      entries={events.map((e) => ({
        ...e,
        what: e.status ? t(`event.${e.status}`) : t('timeline.update'),
      }))}
    />
  )
}
