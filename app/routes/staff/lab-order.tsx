import { data } from 'react-router'
import type { Route } from './+types/lab-order'
import { LabOrderDetails } from '#app/components/lab/staff-order-details.tsx'
import { LabNextSteps } from '#app/components/lab/staff-order-steps.tsx'
import { ResultsForm, ResultsTable } from '#app/components/lab/staff-results.tsx'
import { VerifyForm } from '#app/components/lab/staff-verify-form.tsx'
import { StatusBadge } from '#app/components/lab/status-badge.tsx'
import { OrderPageHeading, useOrderReply } from '#app/components/orders/order-page.tsx'
import { OrderTimeline } from '#app/components/orders/order-timeline.tsx'
import {
  NextStepsPanel,
  type OrderReply,
  RefusalAlert,
} from '#app/components/orders/step-parts.tsx'
import type { LabOrderStatus } from '#app/db/schema/lab-values.ts'
import { auditLabRead, loadStaffOrder, orderIdByNumber } from '#app/domain/lab/lab-board.server.ts'
import { LAB_STAFF_ROLES } from '#app/domain/lab/lab-roles.ts'
import { RESULT_PREFIX } from '#app/domain/lab/staff-order-view.ts'
import { LabOrderActionSchema } from '#app/domain/lab/workflow-schemas.ts'
import {
  assignCollector,
  cancelByStaff,
  completeResults,
  markCollected,
  markReceived,
  recordPayment,
  rejectSample,
  releaseReport,
  saveResults,
  verifyResults,
} from '#app/domain/lab/workflow.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { orderAction, refusalInWords, schemaFieldErrors } from '#app/routes/order-action.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { labOrderPage } from './lab-order.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const found = await loadStaffOrder(params.number, actor)
  if (!found) throw data(null, { status: 404 })
  await auditLabRead(actor, found.order.id, 'page')
  return data(labOrderPage(found, { userId: user.id, locale: requestLocale(request) }))
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const actor = { userId: user.id, ipAddress: context.clientIp || null }
  const here = localizedPath(request, `/staff/lab/${params.number}`)
  // Every message in words: the page shows the server's (a reference is put into words here).
  const reply = (
    refusal: { error: string | null; fieldErrors: Record<string, string> },
    posted: { intent: string; values: Record<string, string> },
  ): OrderReply => ({
    intent: posted.intent,
    ...refusalInWords(locale, refusal),
    values: posted.values,
  })
  return orderAction(request, {
    schema: LabOrderActionSchema,
    locale,
    find: () => orderIdByNumber(params.number),
    invalid: (issues) => {
      const fieldErrors = schemaFieldErrors(locale, issues)
      return { error: fieldErrors.intent ?? t('staff.form.fixFields'), fieldErrors }
    },
    reply,
    act: async (action, orderId, posted) => {
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
            Object.entries(posted.values)
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
            return {
              status: 400,
              reply: reply({ error: t('staff.results.fixFields'), fieldErrors }, posted),
            }
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
      return redirectWithToast(here, { type: 'success', title: t(`staff.done.${action.intent}`) })
    },
  })
}

export default function LabOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('lab')
  const { reply, replyFor } = useOrderReply(actionData)
  const { order, next } = loaderData
  return (
    <>
      <OrderPageHeading
        back="/staff/lab"
        backLabel={t('staff.order.back')}
        title={t('staff.order.title', { number: order.number })}
        badge={<StatusBadge status={order.status} />}
      />
      {/* The results and the verification show their refusals in their own forms. */}
      {reply && !['results', 'verify'].includes(reply.intent) ? (
        <RefusalAlert message={reply.error} />
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <LabOrderDetails data={loaderData} />
        <NextStepsPanel title={t('staff.order.next')}>
          <LabNextSteps data={loaderData} replyFor={replyFor} />
          {next.length === 0 && !loaderData.reportReady ? (
            <p className="mt-2 text-slate-700">{t('staff.order.nothingNext')}</p>
          ) : null}
        </NextStepsPanel>
      </div>
      {loaderData.entry ? (
        <ResultsForm data={loaderData} reply={replyFor('results')} />
      ) : loaderData.tests.some((test) => test.analytes.some((a) => a.value)) ? (
        <ResultsTable data={loaderData} />
      ) : null}
      {order.status === 'results_entered' ? (
        <VerifyForm data={loaderData} reply={replyFor('verify')} />
      ) : null}
      <OrderTimeline
        title={t('staff.timeline.title')}
        empty={t('staff.timeline.empty')}
        patient={t('staff.timeline.patient')}
        entries={loaderData.events.map((e) => ({
          ...e,
          what: e.status
            ? t(`staff.status.${e.status as LabOrderStatus}`)
            : t('staff.timeline.update'),
        }))}
      />
    </>
  )
}
