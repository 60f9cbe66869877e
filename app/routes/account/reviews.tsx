import { data } from 'react-router'
import type { Route } from './+types/reviews'
import { Stars } from '#app/components/network/stars.tsx'
import { SITE } from '#app/content/site.ts'
import { listAccountReviews, listReviewableVisits } from '#app/domain/network/reviews.server.ts'
import { reviewPath } from '#app/domain/network/review-visits.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { formatClinicDate } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['reviews'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The visits the account may still review, and its reviews with where their words stand. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'reviews')
  const [visits, written] = await Promise.all([
    listReviewableVisits(user.id),
    listAccountReviews(user.id),
  ])
  const facilityName = (name: string | null, nameHi: string | null) =>
    (locale === 'hi' && nameHi) || name || ''
  return data({
    meta: {
      title: t('account.meta.title', { site: SITE.name }),
      description: t('account.meta.description'),
    },
    visits: visits.map((v) => ({
      href: reviewPath(v.key),
      subject:
        v.subject.kind === 'doctor'
          ? v.subject.name
          : facilityName(v.subject.name, v.subject.nameHi),
      kind: v.subject.kind,
      when: formatClinicDate(v.visitedAt, locale),
    })),
    reviews: written.map((r) => ({
      id: r.id,
      subject: r.doctorName ?? facilityName(r.facilityName, r.facilityNameHi),
      href: r.doctorSlug
        ? `/doctors/${r.doctorSlug}`
        : r.facilitySlug
          ? `/facilities/${r.facilitySlug}`
          : null,
      stars: r.stars,
      when: formatClinicDate(r.visitedAt, locale),
      text: r.text,
      textStatus: r.textStatus,
      rejectReason: r.textRejectReason,
      reply: r.reply,
      replyByName: r.replyByName,
    })),
  })
}

export default function AccountReviews({ loaderData }: Route.ComponentProps) {
  const t = useT('reviews')
  const { visits, reviews } = loaderData
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('account.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        {t('account.intro')} <Link to="/reviews/rules">{t('account.rulesLink')}</Link>
      </p>

      <section aria-labelledby="to-review" className="mt-8">
        <h2 id="to-review" className="text-xl font-bold text-slate-900">
          {t('account.toReview')}
        </h2>
        {visits.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('account.nothingToReview')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {visits.map((v) => (
              <li
                key={v.href}
                className="card flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <p>
                  <span className="font-semibold text-slate-900" translate="no">
                    {v.subject}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {t(v.kind === 'doctor' ? 'account.visitDoctor' : 'account.visitLab', {
                      when: v.when,
                    })}
                  </span>
                </p>
                <Link to={v.href} className="btn-primary" data-testid="review-visit-link">
                  {t('account.write')}
                  <span className="sr-only">
                    {' '}
                    {t('account.writeHidden', { subject: v.subject, when: v.when })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-reviews" className="mt-8">
        <h2 id="my-reviews" className="text-xl font-bold text-slate-900">
          {t('account.mine')}
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('account.noneWritten')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {reviews.map((r) => (
              <li key={r.id} className="card p-4" data-testid="my-review">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  {r.href ? (
                    <Link to={r.href} className="font-semibold" translate="no">
                      {r.subject}
                    </Link>
                  ) : (
                    <span className="font-semibold" translate="no">
                      {r.subject}
                    </span>
                  )}
                  <Stars value={r.stars} />
                </p>
                <p className="text-sm text-slate-700">{t('account.visited', { when: r.when })}</p>
                {r.text ? (
                  <p className="mt-2 whitespace-pre-wrap text-slate-900" translate="no">
                    {r.text}
                  </p>
                ) : null}
                <p className="mt-2 text-sm font-semibold text-slate-800" data-testid="review-state">
                  {t(`textStatus.${r.textStatus}`)}
                  {r.rejectReason ? ` — ${t(`reason.${r.rejectReason}`)}` : null}
                </p>
                {r.reply ? (
                  <p className="mt-2 border-l-4 border-brand-700 pl-3 text-slate-900">
                    <span className="block text-sm font-semibold">
                      {t('list.reply')}
                      {r.replyByName ? (
                        <>
                          {' — '}
                          <span translate="no">{r.replyByName}</span>
                        </>
                      ) : null}
                    </span>
                    <span className="whitespace-pre-wrap" translate="no">
                      {r.reply}
                    </span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
