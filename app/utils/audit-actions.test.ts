import { describe, expect, it } from 'vitest'
import en from '#app/locales/en/staff.json'
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from './audit-actions.ts'

describe('audit codes', () => {
  it('every action and record type has a name in the staff catalogue', () => {
    const keys = Object.keys(en)
    for (const action of AUDIT_ACTIONS) expect(keys).toContain(`audit.action.${action}`)
    for (const subject of AUDIT_SUBJECTS) expect(keys).toContain(`audit.subject.${subject}`)
  })
})
