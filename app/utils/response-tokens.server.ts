import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * Values that must differ in every answer, even when the answer is a stored copy of an earlier
 * one (server/page-cache.ts): a form's one-time request key, say. Each is a random UUID, recorded
 * for the request being answered, so the page cache can put fresh ones into every copy it serves.
 * Use this — never `randomUUID()` directly — for any such value on a page.
 */
const tokens = new AsyncLocalStorage<string[]>()

export function freshResponseToken(): string {
  const token = randomUUID()
  tokens.getStore()?.push(token)
  return token
}

/** Runs `answer` recording the tokens it hands out into `into`. */
export function recordResponseTokens<T>(into: string[], answer: () => T): T {
  return tokens.run(into, answer)
}
