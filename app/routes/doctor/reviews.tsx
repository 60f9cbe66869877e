import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/reviews'
import { FormErrors } from '#app/components/forms.tsx'
import { ReplyForm } from '#app/components/network/reply-form.tsx'
import { RatingSummary } from '#app/components/network/rating-summary.tsx'
import { Stars } from '#app/components/network/stars.tsx'
import { SITE } from '#app/content/site.ts'
import { ReplySchema } from '#app/domain/network/review-schemas.ts'
import { listDoctorReviews, replyToReview } from '#app/domain/network/reviews.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicMonth } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['reviews'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['doctor'])
  const locale = requestLocale(request)
  const t = getT(locale, 'reviews')
  const mine = await listDoctorReviews(user.id)
  return data({
    meta: {
      title: t('doctor.meta.title', { site: SITE.name }),
      description: t('doctor.meta.description'),
    },
    doctor: mine ? { name: mine.doctor.name, slug: mine.doctor.slug } : null,
    summary: mine?.summary ?? { shown: false as const, count: 0 },
    reviews: (mine?.reviews ?? []).map((r) => ({
      id: r.id,
      authorLabel: r.authorLabel,
      stars: r.stars,
      text: r.text,
      waiting: r.textStatus === 'pending',
      locale: r.locale,
      reply: r.reply,
      // The month only, as the public sees it: a day beside the doctor's own schedule names the patient.
      when: formatClinicMonth(r.visitedAt, locale),
    })),
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, ['doctor'])
  const locale = requestLocale(request)
  const submission = parseWithZod(await readForm(request), { schema: ReplySchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    await replyToReview(submission.value.reviewId, submission.value.reply, {
      userId: user.id,
      ipAddress: context.clientIp,
      name: user.name,
      as: 'doctor',
    })
  } catch (error) {
    return replyWithDomainError(submission, error, { locale })
  }
  return redirectWithToast(localizedPath(request, '/doctor/reviews'), {
    type: 'success',
    title: getT(locale, 'reviews')('doctor.replied'),
  })
}

export default function DoctorReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('reviews')
  // A reply's own message stands beside its box (ReplyForm); the rest above the list.
  const errors = actionData?.result?.error
    ? Object.entries(actionData.result.error).flatMap(([name, e]) =>
        name === 'reply' ? [] : (e ?? []),
      )
    : undefined
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('doctor.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        {t('doctor.intro')} <Link to="/reviews/rules">{t('account.rulesLink')}</Link>
      </p>
      {loaderData.doctor ? (
        <p className="mt-2">
          <Link to={`/doctors/${loaderData.doctor.slug}`}>{t('doctor.profileLink')}</Link>
        </p>
      ) : null}
      <FormErrors errors={errors} className="mt-4" />
      <div className="mt-6">
        <RatingSummary summary={loaderData.summary} headingId="doctor-rating" />
      </div>
      {loaderData.reviews.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('doctor.none')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.reviews.map((r) => (
            <li key={r.id} className="card p-4">
              <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
                <Stars value={r.stars} />
                <span>
                  <span translate="no">{r.authorLabel}</span> · {r.when}
                </span>
              </p>
              {r.text ? (
                <p
                  className="mt-2 whitespace-pre-wrap text-slate-900"
                  lang={r.locale}
                  translate="no"
                >
                  {r.text}
                </p>
              ) : r.waiting ? (
                <p className="mt-2 text-sm text-slate-700">{t('doctor.wordsWaiting')}</p>
              ) : null}
              {r.reply ? (
                <p
                  className="mt-3 border-l-4 border-brand-700 pl-3 whitespace-pre-wrap"
                  translate="no"
                >
                  {r.reply}
                </p>
              ) : (
                <ReplyForm
                  reviewId={r.id}
                  label={t('doctor.replyLabel')}
                  hint={t('doctor.replyHint')}
                  submitLabel={t('doctor.replySubmit')}
                  lastResult={actionData?.result}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
