import { data } from 'react-router'
import type { Route } from './+types/pharmacy-order'
import { OrderPageHeading, useOrderReply } from '#app/components/orders/order-page.tsx'
import { OrderTimeline } from '#app/components/orders/order-timeline.tsx'
import { NextStepsPanel, RefusalAlert } from '#app/components/orders/step-parts.tsx'
import { CheckForm, type CheckReply } from '#app/components/pharmacy/staff-check-form.tsx'
import { CheckedList } from '#app/components/pharmacy/staff-checked-list.tsx'
import { PharmacyOrderDetails } from '#app/components/pharmacy/staff-order-details.tsx'
import { PharmacyNextSteps } from '#app/components/pharmacy/staff-order-steps.tsx'
import { Prescription, Requested } from '#app/components/pharmacy/staff-prescription.tsx'
import { PharmacyStatusBadge } from '#app/components/pharmacy-staff/status-badge.tsx'
import {
  checkedListRefusals,
  type ListRefusals,
  onFormRows,
  readCheckedLines,
} from '#app/domain/pharmacy/check-list.ts'
import {
  auditPharmacyRead,
  loadPharmacyOrder,
  pharmacyOrderIdByNumber,
} from '#app/domain/pharmacy/pharmacy-board.server.ts'
import { PharmacyOrderActionSchema } from '#app/domain/pharmacy/pharmacy-order-schemas.ts'
import { PHARMACY_STAFF_ROLES } from '#app/domain/pharmacy/pharmacy-roles.ts'
import { MAX_ORDER_LINES, ROWS_STEP } from '#app/domain/pharmacy/staff-order-view.ts'
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
import {
  orderAction,
  type Posted,
  refusalInWords,
  schemaFieldErrors,
} from '#app/routes/order-action.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { pharmacyOrderPage } from './pharmacy-order.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['pharmacyStaff', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, PHARMACY_STAFF_ROLES)
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const found = await loadPharmacyOrder(params.number)
  if (!found) throw data(null, { status: 404 })
  await auditPharmacyRead(actor, found.order.id, 'page')
  const isPharmacist =
    user.role === 'pharmacist' && (await getPharmacistCredentials(user.id)) !== null
  return data(pharmacyOrderPage(found, { locale: requestLocale(request), isPharmacist }))
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, PHARMACY_STAFF_ROLES)
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacyStaff')
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const here = localizedPath(request, `/staff/pharmacy/${params.number}`)
  const words = (refusals: ListRefusals) =>
    Object.fromEntries(
      Object.entries(refusals).map(([field, r]) => [
        field,
        translateRefOnServer(locale, r.ref, r.values),
      ]),
    )
  // The check form's rows as posted, kept with every refusal of the check.
  let rowOf: number[] = []
  let rows: number | undefined
  const reply = (
    refusal: { error: string | null; fieldErrors: Record<string, string> },
    posted: Posted,
  ): CheckReply => ({
    intent: posted.intent,
    ...refusalInWords(locale, refusal),
    values: posted.values,
    rows,
  })
  return orderAction(request, {
    schema: PharmacyOrderActionSchema,
    locale,
    find: () => pharmacyOrderIdByNumber(params.number),
    invalid: (issues) => {
      // An unknown intent (a hand-made post) is no field's mistake: Zod's own words stay out.
      const { intent: _intent, ...fieldErrors } = schemaFieldErrors(locale, issues)
      return { error: t('form.fixFields'), fieldErrors }
    },
    reply,
    act: async (act, orderId, posted) => {
      let done: string
      switch (act.intent) {
        case 'rows':
          rows = Math.min(MAX_ORDER_LINES, readCheckedLines(posted.values).rows + ROWS_STEP)
          return { status: 200, reply: reply({ error: null, fieldErrors: {} }, posted) }
        case 'check': {
          const read = readCheckedLines(posted.values)
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
            return {
              status: 400,
              reply: reply({ error: t('check.fixRows'), fieldErrors: words(all) }, posted),
            }
          }
          try {
            const status = await checkOrder(orderId, read.lines, act.pharmacistNote, actor)
            done = status === 'confirmed' ? t('done.confirmed') : t('done.awaitingPatient')
          } catch (error) {
            if (!(error instanceof CheckedListError)) throw error
            const refusals = onFormRows(error.refusals, rowOf)
            const general = refusals.lines ? words({ lines: refusals.lines }).lines! : null
            return {
              status: 400,
              reply: reply(
                { error: general ?? t('check.fixRows'), fieldErrors: words(refusals) },
                posted,
              ),
            }
          }
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
          await handOver(
            orderId,
            { paidInr: act.paidInr, method: act.method, note: act.note },
            actor,
          )
          done = t('done.handover')
          break
        case 'cancel':
          await cancelByPharmacy(orderId, act.reason, actor, act.seen)
          done = t('done.cancelled')
          break
      }
      return redirectWithToast(here, { type: 'success', title: done })
    },
  })
}

export default function PharmacyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('pharmacyStaff')
  const { reply, replyFor } = useOrderReply<CheckReply>(actionData)
  const { order } = loaderData
  return (
    <>
      <OrderPageHeading
        back="/staff/pharmacy"
        backLabel={t('order.back')}
        title={
          <>
            {t('order.title')} <span translate="no">{order.number}</span>
          </>
        }
        badge={<PharmacyStatusBadge status={order.status} />}
      />
      {/* A refusal of the whole step (the order moved on meanwhile, not a pharmacist) shows here:
          its form may be gone. A form's own field messages show in the form. */}
      {reply && Object.keys(reply.fieldErrors).length === 0 ? (
        <RefusalAlert message={reply.error} />
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <PharmacyOrderDetails data={loaderData} />
        <NextStepsPanel title={t('order.next')}>
          <PharmacyNextSteps data={loaderData} replyFor={replyFor} />
        </NextStepsPanel>
      </div>
      <Prescription data={loaderData} />
      {loaderData.requested.length > 0 ? <Requested data={loaderData} /> : null}
      {loaderData.checking ? (
        <CheckForm data={loaderData} reply={replyFor('rows', 'check')} />
      ) : loaderData.lines.length > 0 && order.checked ? (
        <CheckedList data={loaderData} />
      ) : null}
      <OrderTimeline
        title={t('timeline.title')}
        empty={t('timeline.empty')}
        patient={t('timeline.patient')}
        entries={loaderData.events.map((e) => ({
          ...e,
          what: e.status ? t(`event.${e.status}`) : t('timeline.update'),
        }))}
      />
    </>
  )
}
