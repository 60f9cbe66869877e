import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getEnv } from './env.server.ts'

let secrets: string[] | undefined

/**
 * Secrets that sign cookies. SESSION_SECRET may hold several, comma-separated, newest first, so
 * that a secret can be rotated without signing everybody out. In demo mode without one, a random
 * secret is made once and kept in the data directory.
 */
export function getCookieSecrets(): string[] {
  if (secrets) return secrets
  const env = getEnv()
  if (env.SESSION_SECRET) {
    secrets = env.SESSION_SECRET.split(',').map((secret) => secret.trim())
    return secrets
  }
  if (!env.DEMO_MODE && env.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET (at least 32 characters) must be set outside demo mode')
  }
  const file = path.resolve(env.DATA_DIR, '.session-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  secrets = [readFileSync(file, 'utf8').trim()]
  return secrets
}
