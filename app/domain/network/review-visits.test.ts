import { describe, expect, it } from 'vitest'
import { REVIEW_WINDOW_DAYS } from '#app/db/schema/network-values.ts'
import {
  authorLabelOf,
  cleanReviewText,
  parseVisitKey,
  reviewEligibility,
  visitKeyOf,
} from './review-visits.ts'

const visitedAt = new Date('2026-03-01T05:00:00Z')
const facts = {
  ownerUserId: 'u1',
  completed: true,
  visitedAt,
  alreadyReviewed: false,
}
const daysLater = (days: number) => new Date(visitedAt.getTime() + days * 86_400_000)

describe('reviewEligibility', () => {
  it('lets the patient review a completed visit within the window', () => {
    expect(reviewEligibility(facts, 'u1', daysLater(1))).toEqual({ ok: true })
    expect(reviewEligibility(facts, 'u1', daysLater(REVIEW_WINDOW_DAYS))).toEqual({ ok: true })
  })

  it('refuses somebody else, first, whatever the visit', () => {
    expect(reviewEligibility({ ...facts, alreadyReviewed: true }, 'u2', daysLater(1))).toEqual({
      ok: false,
      reason: 'not_yours',
    })
    expect(reviewEligibility({ ...facts, ownerUserId: null }, 'u1', daysLater(1))).toEqual({
      ok: false,
      reason: 'not_yours',
    })
  })

  it('refuses a visit not completed, a second review and a visit too long ago', () => {
    expect(reviewEligibility({ ...facts, completed: false }, 'u1', daysLater(1))).toEqual({
      ok: false,
      reason: 'not_completed',
    })
    expect(reviewEligibility({ ...facts, alreadyReviewed: true }, 'u1', daysLater(1))).toEqual({
      ok: false,
      reason: 'already_reviewed',
    })
    expect(reviewEligibility(facts, 'u1', daysLater(REVIEW_WINDOW_DAYS + 0.01))).toEqual({
      ok: false,
      reason: 'too_old',
    })
  })
})

describe('visit keys', () => {
  it('reads what it writes, and nothing else', () => {
    const id = '0b7f6a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
    expect(parseVisitKey(`appointment-${id}`)).toEqual({ kind: 'appointment', id })
    expect(visitKeyOf({ kind: 'lab', number: 'LAB-2026-000123' })).toBe('lab-LAB-2026-000123')
    expect(parseVisitKey('lab-LAB-2026-000123')).toEqual({ kind: 'lab', number: 'LAB-2026-000123' })
    for (const bad of [undefined, '', 'appointment-1', 'lab-', 'lab-<script>', 'x-' + id])
      expect(parseVisitKey(bad)).toBeNull()
  })
})

describe('cleanReviewText', () => {
  it('keeps markup as typed (pages show it as text) but removes control characters', () => {
    expect(cleanReviewText('  <script>alert(1)</script>\u0000\u0007 ok\r\nnext  ')).toBe(
      '<script>alert(1)</script> ok\nnext',
    )
  })
  it('removes direction overrides, shortens blank runs and cuts to the limit', () => {
    expect(cleanReviewText('a\u202Eb\n\n\n\nc')).toBe('ab\n\nc')
    expect(cleanReviewText('abcdef', 3)).toBe('abc')
  })
})

describe('authorLabelOf', () => {
  it('shows the first name and the initial of the last', () => {
    expect(authorLabelOf('Sunita Devi')).toBe('Sunita D.')
    expect(authorLabelOf('  Ramesh  Kumar Yadav ')).toBe('Ramesh Y.')
    expect(authorLabelOf('Gita')).toBe('Gita')
    expect(authorLabelOf('सुनीता देवी')).toBe('सुनीता द.')
  })
})
