import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

/** A day that has begun to pass cannot get an earlier time (HTTP 400, next to the date). */
export class PastDayError extends DomainError {
  constructor() {
    super('invalid', messageRef('booking', 'waitlist.errors.pastDay'), 'date')
  }
}

/** The doctor does not see patients that day, so no time there can free up (HTTP 400). */
export class NotWorkingDayError extends DomainError {
  constructor() {
    super('invalid', messageRef('booking', 'waitlist.errors.notWorking'), 'date')
  }
}

/** The day still has free times: book one instead (HTTP 409). */
export class DayNotFullError extends DomainError {
  constructor() {
    super('conflict', messageRef('booking', 'waitlist.errors.dayNotFull'))
  }
}

/** The same mobile is already in this doctor's line for that day (HTTP 409). */
export class AlreadyWaitingError extends DomainError {
  constructor() {
    super('conflict', messageRef('booking', 'waitlist.errors.alreadyWaiting'))
  }
}

/** The booking can no longer change, so an earlier time cannot replace it (HTTP 400). */
export class NotWaitableError extends DomainError {
  constructor() {
    super('invalid', messageRef('booking', 'errors.notChangeable'))
  }
}

/** The held time has passed to someone else, or was given up (HTTP 409, said kindly). */
export class OfferLapsedError extends DomainError {
  constructor() {
    super('conflict', messageRef('booking', 'offer.lapsed.title'))
  }
}
