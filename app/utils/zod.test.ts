import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Schemas that reach the browser take `z` from app/utils/zod.ts, which turns off Zod's eval probe
// there (our Content Security Policy forbids eval, and Chrome reports every refused attempt).
describe('Zod in browser code', () => {
  it('comes from app/utils/zod.ts, never straight from the package', () => {
    const appDir = path.resolve(import.meta.dirname, '..')
    const offenders = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(server|test)\.tsx?$/.test(file))
      .filter((file) => path.join(appDir, file) !== path.join(appDir, 'utils', 'zod.ts'))
      .filter((file) =>
        /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(path.join(appDir, file), 'utf8')),
      )
    expect(offenders).toEqual([])
  })
})
