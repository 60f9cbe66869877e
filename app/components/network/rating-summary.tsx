import {
  RATING_MIN_REVIEWS,
  REVIEW_QUESTIONS,
  type RatingSummaryData,
} from '#app/domain/network/rating.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { Stars } from './stars.tsx'

/**
 * A doctor's or a facility's verified rating: the average with its count, how the stars spread
 * and the three questions; below the minimum only the count, and why there is no average.
 */
export function RatingSummary({
  summary,
  headingId,
}: {
  summary: RatingSummaryData
  headingId: string
}) {
  const t = useT('reviews')
  const locale = useLocale()
  const decimal = (value: number) =>
    value.toLocaleString(locale === 'hi' ? 'hi-IN' : 'en-IN', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    })
  return (
    <section aria-labelledby={headingId} className="card p-4" data-testid="rating-summary">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('summary.title')}
      </h2>
      {!summary.shown ? (
        <p className="mt-2 text-slate-800">
          {summary.count === 0
            ? t('summary.none')
            : t('summary.tooFew', { count: summary.count, minimum: RATING_MIN_REVIEWS })}
        </p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-3 text-slate-900">
            <span className="text-3xl font-bold">{decimal(summary.average)}</span>
            <Stars value={summary.average} className="text-xl" />
            <span data-testid="rating-count">{t('summary.count', { count: summary.count })}</span>
          </p>
          <table className="mt-3 w-full max-w-sm text-sm text-slate-800">
            <caption className="sr-only">{t('summary.distribution')}</caption>
            <tbody>
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = summary.distribution[stars - 1]!
                return (
                  <tr key={stars}>
                    <th scope="row" className="py-0.5 pr-2 text-left font-normal whitespace-nowrap">
                      {t('summary.starsRow', { stars })}
                    </th>
                    <td className="w-full py-0.5">
                      {/* A bar without inline styles (the content security policy forbids them). */}
                      <progress
                        max={summary.count}
                        value={n}
                        aria-hidden="true"
                        className="block h-2 w-full appearance-none overflow-hidden rounded bg-slate-200 [&::-moz-progress-bar]:bg-amber-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-amber-600"
                      />
                    </td>
                    <td className="py-0.5 pl-2 text-right">{n}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-slate-800">
            {REVIEW_QUESTIONS.map((question) => (
              <div key={question} className="contents">
                <dt>{t(`question.${question}.short`)}</dt>
                <dd className="font-semibold">
                  {t('summary.outOfFive', { value: decimal(summary.questions[question]) })}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="mt-3 text-sm text-slate-700">
        {t('summary.verified')} <Link to="/reviews/rules">{t('summary.rulesLink')}</Link>
      </p>
    </section>
  )
}
