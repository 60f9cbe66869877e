const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for a well-formed UUID: anything else cannot name a row, and PostgreSQL would refuse it. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
