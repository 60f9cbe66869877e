import type { PublicReview } from '#app/domain/network/rating.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Stars } from './stars.tsx'

/** "2026-11" as "November 2026" / "नवंबर 2026". */
function useMonth() {
  const locale = useLocale()
  return (yearMonth: string) =>
    new Date(`${yearMonth}-15T12:00:00Z`).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
}

/**
 * Reviews whose words staff approved, and replies. Words are shown as text: whatever markup a
 * reviewer typed reaches the page escaped, never as HTML.
 */
export function ReviewList({ reviews, headingId }: { reviews: PublicReview[]; headingId: string }) {
  const t = useT('reviews')
  const locale = useLocale()
  const month = useMonth()
  if (reviews.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid="review-list">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('list.title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {reviews.map((review) => (
          <li key={review.id} className="card p-4">
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
              <Stars value={review.stars} />
              <span>
                <span translate="no">{review.authorLabel}</span>
                {' · '}
                {t('list.visited', { month: month(review.visitedMonth) })}
              </span>
            </p>
            {review.text ? (
              <p
                className="mt-2 whitespace-pre-wrap text-slate-900"
                lang={review.locale !== locale ? review.locale : undefined}
                translate="no"
              >
                {review.text}
              </p>
            ) : null}
            {review.reply ? (
              <div className="mt-3 border-l-4 border-brand-700 pl-3">
                <p className="text-sm font-semibold text-slate-800">
                  {t('list.reply')}
                  {review.reply.by ? (
                    <>
                      {' — '}
                      <span translate="no">{review.reply.by}</span>
                    </>
                  ) : null}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-slate-900" translate="no">
                  {review.reply.text}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
