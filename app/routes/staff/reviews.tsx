import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/reviews'
import { FormErrors } from '#app/components/forms.tsx'
import { ReplyForm } from '#app/components/network/reply-form.tsx'
import { Stars } from '#app/components/network/stars.tsx'
import { SITE } from '#app/content/site.ts'
import { REVIEW_REJECT_REASONS } from '#app/db/schema/network-values.ts'
import { ModerationSchema } from '#app/domain/network/review-schemas.ts'
import {
  listModerationQueue,
  moderateReview,
  replyToReview,
} from '#app/domain/network/reviews.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicDate } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['staff', 'reviews'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['staff', 'admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'reviews')
  const { pending, others } = await listModerationQueue()
  const view = (r: (typeof pending)[number]) => ({
    id: r.id,
    authorLabel: r.authorLabel,
    stars: r.stars,
    text: r.text,
    locale: r.locale,
    textStatus: r.textStatus,
    rejectReason: r.textRejectReason,
    subject: r.doctorName ?? ((locale === 'hi' && r.facilityNameHi) || r.facilityName || ''),
    // Staff reply on a facility's behalf; a doctor replies from their own page.
    canReply: r.facilityId !== null && r.reply === null,
    reply: r.reply,
    when: formatClinicDate(r.createdAt, locale),
  })
  return data({
    meta: {
      title: t('staff.meta.title', { site: SITE.name }),
      description: t('staff.meta.description'),
    },
    pending: pending.map(view),
    others: others.map(view),
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const locale = requestLocale(request)
  const submission = parseWithZod(await readForm(request), { schema: ModerationSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const actor = { userId: user.id, ipAddress: context.clientIp }
  const t = getT(locale, 'reviews')
  const here = localizedPath(request, '/staff/reviews')
  try {
    const value = submission.value
    switch (value.intent) {
      case 'approve':
        await moderateReview(value.reviewId, { approve: true }, actor)
        return redirectWithToast(here, { type: 'success', title: t('staff.approved') })
      case 'reject':
        await moderateReview(value.reviewId, { approve: false, reason: value.reason }, actor)
        return redirectWithToast(here, { type: 'success', title: t('staff.rejected') })
      case 'reply':
        await replyToReview(value.reviewId, value.reply, {
          ...actor,
          name: SITE.name,
          as: 'facility',
        })
        return redirectWithToast(here, { type: 'success', title: t('staff.replied') })
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { locale })
  }
}

type Item = Route.ComponentProps['loaderData']['pending'][number]

export default function StaffReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('reviews')
  // A reply's own message stands beside its box (ReplyForm); the rest above the list.
  const errors = actionData?.result?.error
    ? Object.entries(actionData.result.error).flatMap(([name, e]) =>
        name === 'reply' ? [] : (e ?? []),
      )
    : undefined
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('staff.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        {t('staff.intro')} <Link to="/reviews/rules">{t('account.rulesLink')}</Link>
      </p>
      <FormErrors errors={errors} className="mt-4" />
      <section aria-labelledby="pending-title" className="mt-6">
        <h2 id="pending-title" className="text-xl font-bold text-slate-900">
          {t('staff.pending', { count: loaderData.pending.length })}
        </h2>
        {loaderData.pending.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('staff.nonePending')}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {loaderData.pending.map((item) => (
              <ReviewItem key={item.id} item={item} lastResult={actionData?.result} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="others-title" className="mt-8">
        <h2 id="others-title" className="text-xl font-bold text-slate-900">
          {t('staff.recent')}
        </h2>
        {loaderData.others.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('staff.noneRecent')}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {loaderData.others.map((item) => (
              <ReviewItem key={item.id} item={item} lastResult={actionData?.result} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

type ReplyResult = Parameters<typeof ReplyForm>[0]['lastResult']

function ReviewItem({ item, lastResult }: { item: Item; lastResult: ReplyResult }) {
  const t = useT('reviews')
  const reasonId = `reason-${item.id}`
  return (
    <li className="card p-4" data-testid="moderation-item">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900" translate="no">
          {item.subject}
        </span>
        <Stars value={item.stars} />
      </p>
      <p className="text-sm text-slate-700">
        <span translate="no">{item.authorLabel}</span> · {item.when} ·{' '}
        {t(`staff.status.${item.textStatus}`)}
        {item.rejectReason ? ` — ${t(`reason.${item.rejectReason}`)}` : null}
      </p>
      {item.text ? (
        <p
          className="mt-2 rounded bg-slate-50 p-3 whitespace-pre-wrap text-slate-900"
          lang={item.locale}
          translate="no"
          data-testid="moderation-text"
        >
          {item.text}
        </p>
      ) : null}
      {item.textStatus === 'pending' ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post">
            <input type="hidden" name="reviewId" value={item.id} />
            <button type="submit" name="intent" value="approve" className="btn-primary">
              {t('staff.approve')}
              <span className="sr-only" translate="no">
                , {item.authorLabel}
              </span>
            </button>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="reviewId" value={item.id} />
            <div>
              <label htmlFor={reasonId} className="field-label">
                {t('staff.reason')}
              </label>
              <select id={reasonId} name="reason" required className="field-input" defaultValue="">
                <option value="" disabled>
                  {t('staff.chooseReason')}
                </option>
                {REVIEW_REJECT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`reason.${reason}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="reject" className="btn-secondary">
              {t('staff.reject')}
              <span className="sr-only" translate="no">
                , {item.authorLabel}
              </span>
            </button>
          </Form>
        </div>
      ) : null}
      {item.reply ? (
        <p className="mt-3 border-l-4 border-brand-700 pl-3 whitespace-pre-wrap" translate="no">
          {item.reply}
        </p>
      ) : item.canReply ? (
        <ReplyForm
          reviewId={item.id}
          label={t('staff.replyLabel')}
          submitLabel={t('staff.replySubmit')}
          lastResult={lastResult}
        />
      ) : null}
    </li>
  )
}
