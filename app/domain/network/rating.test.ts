import { describe, expect, it } from 'vitest'
import { NETWORK_RATING_MIN_REVIEWS, RATING_MIN_REVIEWS } from '#app/db/schema/network-values.ts'
import { networkRating, oneDecimal, summariseRatings, type ReviewScores } from './rating.ts'

const review = (stars: number, explained = stars, waiting = stars, recommend = stars) =>
  ({ stars, explained, waiting, recommend }) satisfies ReviewScores

describe('summariseRatings', () => {
  it('shows no average below the minimum, only the count', () => {
    const few = Array.from({ length: RATING_MIN_REVIEWS - 1 }, () => review(5))
    expect(summariseRatings(few)).toEqual({ shown: false, count: RATING_MIN_REVIEWS - 1 })
    expect(summariseRatings([])).toEqual({ shown: false, count: 0 })
  })

  it('shows the average to one decimal, the count and the distribution from the minimum on', () => {
    const summary = summariseRatings([
      review(5, 5, 2, 5),
      review(4, 4, 3, 4),
      review(5, 5, 1, 5),
      review(3, 4, 2, 3),
      review(5, 5, 3, 5),
    ])
    expect(summary).toEqual({
      shown: true,
      count: 5,
      average: 4.4,
      distribution: [0, 0, 1, 1, 3],
      questions: { explained: 4.6, waiting: 2.2, recommend: 4.4 },
    })
  })

  it('rounds half up, as people do (4.25 → 4.3, 4.35 → 4.4)', () => {
    expect(oneDecimal(4.25)).toBe(4.3)
    expect(oneDecimal(4.35)).toBe(4.4)
    expect(oneDecimal(17 / 6)).toBe(2.8)
  })

  it('counts every star in the distribution', () => {
    const all = [1, 2, 3, 4, 5, 5].map((s) => review(s))
    const summary = summariseRatings(all)
    expect(summary.shown && summary.distribution).toEqual([1, 1, 1, 1, 2])
    expect(summary.shown && summary.average).toBe(3.3)
  })
})

describe('networkRating', () => {
  const published = { score: 4.9, reviewCount: 7541 }
  it('keeps the published figure until enough verified reviews exist', () => {
    expect(
      networkRating({ count: NETWORK_RATING_MIN_REVIEWS - 1, average: 4.1 }, published),
    ).toEqual({ source: 'published', score: 4.9, count: 7541 })
    expect(networkRating({ count: 0, average: null }, published).source).toBe('published')
  })

  it('shows the verified figure with its count from the threshold on', () => {
    expect(networkRating({ count: NETWORK_RATING_MIN_REVIEWS, average: 4.26 }, published)).toEqual({
      source: 'verified',
      score: 4.3,
      count: NETWORK_RATING_MIN_REVIEWS,
    })
  })
})
