import pino from 'pino'

/**
 * The one logger. Log events and identifiers only: never names, e-mail addresses, phone numbers,
 * message bodies, passwords or tokens. The redact list is a safety net, not permission.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'maindoctor' },
  redact: {
    paths: [
      '*.password',
      '*.email',
      '*.phone',
      '*.name',
      '*.message',
      '*.token',
      'req.headers.cookie',
      'req.headers.authorization',
    ],
    censor: '[redacted]',
  },
})

/**
 * What of an error may be logged: its kind, code and first line. Database errors carry the
 * query's parameters (names, phone numbers…) further down their message, so those never reach
 * the log.
 */
// Keys chosen not to collide with the redact list above (name, message…).
export function loggableError(error: unknown): { kind: string; code?: string; summary: string } {
  if (!(error instanceof Error)) return { kind: 'NonError', summary: String(error).slice(0, 200) }
  const cause = error.cause as { code?: unknown } | undefined
  const code =
    typeof (error as { code?: unknown }).code === 'string'
      ? String((error as { code?: unknown }).code)
      : typeof cause?.code === 'string'
        ? cause.code
        : undefined
  const firstLine = (error.message.split('\n')[0] ?? '').replace(/params:.*$/i, '').slice(0, 300)
  return { kind: error.name, code, summary: firstLine }
}
