import type { MessageValues } from './i18n/catalogs.ts'

/**
 * What went wrong, in the domain's words. Domain functions throw these; routes turn them into
 * answers in one place (`replyWithDomainError` in app/routes/form-reply.server.ts):
 * conflict → 409, invalid → 400, forbidden → 403, not-found → 404. `field` names the form field
 * the message belongs next to, when there is one. `values` fill the message's placeholders
 * ("at most {megabytes} MB"): a message that has them is put into words on the server.
 */
export type DomainErrorKind = 'conflict' | 'invalid' | 'forbidden' | 'not-found'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field?: string,
    readonly values?: MessageValues,
  ) {
    super(message)
    this.name = new.target.name
  }
}
