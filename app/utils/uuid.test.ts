import { describe, expect, it } from 'vitest'
import { isUuid } from './uuid.ts'

describe('isUuid', () => {
  it('accepts UUIDs in either case and nothing else of their length', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true)
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true)
    expect(isUuid('-'.repeat(36))).toBe(false)
    expect(isUuid('0f8fad5bd9cb469fa16570867728950e----')).toBe(false)
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e ')).toBe(false)
  })
})
