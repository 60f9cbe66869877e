/**
 * A provider's refusal of one message. `permanent`: sending the same message again cannot succeed
 * (the provider said the request itself is wrong: a 4xx answer, a template that does not match),
 * so the outbox marks it failed at once instead of retrying it for hours; anything else (a 5xx, a
 * time-out, "too many requests", a lost connection) is retried with back-off.
 *
 * `code` names the answer for the log (`msg91-400`, `whatsapp-132001`); the message, kept in the
 * outbox row, holds no credentials and no phone number.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean
  readonly code: string
  constructor(message: string, options: { permanent: boolean; code: string }) {
    super(message)
    this.name = 'DeliveryError'
    this.permanent = options.permanent
    this.code = options.code
  }
}

/** HTTP statuses that say "later", not "never": time-outs, too early, too many requests. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429])

/** A non-2xx HTTP answer: 5xx and the retryable 4xx are retried, other 4xx fail at once. */
export function httpDeliveryError(provider: string, status: number, detail = ''): DeliveryError {
  const permanent = status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status)
  return new DeliveryError(
    `${provider} answered ${status}${detail ? `: ${loggableDetail(detail)}` : ''}`,
    { permanent, code: `${provider}-${status}` },
  )
}

/**
 * A provider's own words about a refusal, shortened, with anything like a phone number (or a
 * long numeric id) blanked: some providers echo the recipient back.
 */
export function loggableDetail(detail: string): string {
  return detail
    .replace(/\+?\d[\d ]{8,}\d/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
}
