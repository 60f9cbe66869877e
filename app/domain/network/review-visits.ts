import { REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS } from '#app/db/schema/network-values.ts'

/**
 * A visit that may be reviewed, as it appears in a page's address: `appointment-<uuid>` (about the
 * doctor seen) or `lab-<order number>` (about the network's laboratory).
 */
export type VisitKey = { kind: 'appointment'; id: string } | { kind: 'lab'; number: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LAB_NUMBER = /^[A-Z0-9-]{3,40}$/

export function parseVisitKey(raw: string | undefined): VisitKey | null {
  if (!raw) return null
  if (raw.startsWith('appointment-')) {
    const id = raw.slice('appointment-'.length)
    return UUID.test(id) ? { kind: 'appointment', id: id.toLowerCase() } : null
  }
  if (raw.startsWith('lab-')) {
    const number = raw.slice('lab-'.length)
    return LAB_NUMBER.test(number) ? { kind: 'lab', number } : null
  }
  return null
}

export function visitKeyOf(visit: VisitKey): string {
  return visit.kind === 'appointment' ? `appointment-${visit.id}` : `lab-${visit.number}`
}

export function reviewPath(visit: VisitKey): string {
  return `/account/reviews/${visitKeyOf(visit)}`
}

/** Why a visit cannot be reviewed; each is a sentence in the `reviews` catalogue. */
export type Ineligible = 'not_yours' | 'not_completed' | 'too_old' | 'already_reviewed'

export type VisitFacts = {
  /** The account the visit belongs to (null for a guest booking). */
  ownerUserId: string | null
  /** A completed appointment, or a released lab order. */
  completed: boolean
  visitedAt: Date
  alreadyReviewed: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The last moment a visit may be reviewed. */
export function reviewDeadline(visitedAt: Date): Date {
  return new Date(visitedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)
}

/**
 * Only the patient of a visit that took place (completed appointment, released lab order) may
 * review it, once, within REVIEW_WINDOW_DAYS. "Not yours" comes first, so that a stranger learns
 * nothing about somebody else's visit.
 */
export function reviewEligibility(
  visit: VisitFacts,
  userId: string,
  now: Date,
): { ok: true } | { ok: false; reason: Ineligible } {
  if (visit.ownerUserId !== userId) return { ok: false, reason: 'not_yours' }
  if (visit.alreadyReviewed) return { ok: false, reason: 'already_reviewed' }
  if (!visit.completed) return { ok: false, reason: 'not_completed' }
  if (now.getTime() > reviewDeadline(visit.visitedAt).getTime())
    return { ok: false, reason: 'too_old' }
  return { ok: true }
}

// Control characters other than tab and newline (and the carriage return the browser sends with
// every newline, folded away), and the invisible direction overrides that turn text around.
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g

/**
 * A review's or reply's words as stored: line ends made plain, control characters removed, blank
 * runs shortened, cut to the limit. Markup is left as typed: pages show it as text, never as HTML.
 */
export function cleanReviewText(raw: string, max: number = REVIEW_TEXT_MAX): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(UNWANTED, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, max)
}

/** How a reviewer is shown: first name and the initial of the last ("Sunita D."). */
export function authorLabelOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return '—'
  const first = parts[0]!
  const last = parts.length > 1 ? parts[parts.length - 1]! : ''
  return last ? `${first} ${Array.from(last)[0]}.` : first
}
