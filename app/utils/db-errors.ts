/** The PostgreSQL SQLSTATE and constraint behind an error (Drizzle wraps the driver's in `cause`). */
export function postgresError(error: unknown): { code?: string; constraint?: string } {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      }
    }
    current = candidate.cause
  }
  return {}
}

export const EXCLUSION_VIOLATION = '23P01'
export const UNIQUE_VIOLATION = '23505'
