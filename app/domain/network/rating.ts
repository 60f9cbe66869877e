import {
  NETWORK_RATING_MIN_REVIEWS,
  RATING_MIN_REVIEWS,
  REPLY_TEXT_MAX,
  REVIEW_QUESTIONS,
  type ReviewQuestion,
} from '#app/db/schema/network-values.ts'

import type { Locale } from '#app/utils/i18n/locales.ts'

/** What the rating components show, for pages that must not reach into the schema. */
export { RATING_MIN_REVIEWS, REPLY_TEXT_MAX, REVIEW_QUESTIONS }

/** A review as the public sees it: the words only once approved. */
export type PublicReview = {
  id: string
  authorLabel: string
  stars: number
  /** The month of the visit in India ("2026-11"): never the day or the time, which could name the patient. */
  visitedMonth: string
  text: string | null
  locale: Locale
  reply: { text: string; by: string | null } | null
}

/** One review's scores, as counted: the overall stars and the three questions, each 1–5. */
export type ReviewScores = { stars: number } & Record<ReviewQuestion, number>

/**
 * What a profile may show of its reviews. Below RATING_MIN_REVIEWS there is only the count ("too
 * few to show an average"): a figure from two reviews says more about the two than the doctor.
 * An average never travels without its count.
 */
export type RatingSummaryData =
  | { shown: false; count: number }
  | {
      shown: true
      count: number
      /** One decimal, 1.0–5.0. */
      average: number
      /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
      distribution: [number, number, number, number, number]
      questions: Record<ReviewQuestion, number>
    }

/** Rounded half away from zero to one decimal (4.25 → 4.3), as people round. */
export function oneDecimal(value: number): number {
  // 4.35 * 10 is 43.4999… in floating point: round what people see, twelve digits.
  return Math.round(Number((value * 10).toPrecision(12))) / 10
}

/** What the database counts of a subject's reviews: stars given 1–5, and each question's sum. */
export type RatingTotals = {
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number]
  questionTotals: Record<ReviewQuestion, number>
}

/** The summary from totals (counted in SQL for a page, or from rows in `summariseRatings`). */
export function summariseTotals(
  totals: RatingTotals,
  minimum: number = RATING_MIN_REVIEWS,
): RatingSummaryData {
  const distribution = [...totals.distribution] as RatingTotals['distribution']
  const count = distribution.reduce((sum, n) => sum + n, 0)
  if (count === 0 || count < minimum) return { shown: false, count }
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0)
  const questions = Object.fromEntries(
    REVIEW_QUESTIONS.map((question) => [
      question,
      oneDecimal(totals.questionTotals[question] / count),
    ]),
  ) as Record<ReviewQuestion, number>
  return { shown: true, count, average: oneDecimal(total / count), distribution, questions }
}

export function summariseRatings(
  reviews: readonly ReviewScores[],
  minimum: number = RATING_MIN_REVIEWS,
): RatingSummaryData {
  const totals: RatingTotals = {
    distribution: [0, 0, 0, 0, 0],
    questionTotals: { explained: 0, waiting: 0, recommend: 0 },
  }
  for (const review of reviews) {
    totals.distribution[review.stars - 1]! += 1
    for (const question of REVIEW_QUESTIONS) totals.questionTotals[question] += review[question]
  }
  return summariseTotals(totals, minimum)
}

/**
 * The home page's figure: the network's verified one once there are enough verified reviews,
 * else the figure MainDoctor publishes (app/content/site.ts), said to be that.
 */
export function networkRating(
  verified: { count: number; average: number | null },
  published: { score: number; reviewCount: number },
): { source: 'verified' | 'published'; score: number; count: number } {
  if (verified.count >= NETWORK_RATING_MIN_REVIEWS && verified.average !== null)
    return { source: 'verified', score: oneDecimal(verified.average), count: verified.count }
  return { source: 'published', score: published.score, count: published.reviewCount }
}
