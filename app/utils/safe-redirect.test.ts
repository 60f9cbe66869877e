import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect.ts'

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query and fragment', () => {
    expect(safeRedirectPath('/account/appointments')).toBe('/account/appointments')
    expect(safeRedirectPath('/staff/appointments?day=2026-11-23&status=requested')).toBe(
      '/staff/appointments?day=2026-11-23&status=requested',
    )
    expect(safeRedirectPath('/doctors#list')).toBe('/doctors#list')
    expect(safeRedirectPath('/a/../account')).toBe('/account')
  })

  // Each of these has sent browsers to another host through some site's sign-in redirect.
  const bypasses = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/a/../\\evil.example',
    '/./../..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    ' /account',
    'evil.example',
    '',
    `/${'a'.repeat(2000)}`,
  ]
  it.each(bypasses)('refuses %j', (to) => {
    expect(safeRedirectPath(to)).toBe('/account')
  })

  it('never returns something a browser would read as another host', () => {
    for (const to of bypasses) {
      const target = safeRedirectPath(to, '/home')
      const resolved = new URL(target, 'https://maindoctor.example/login')
      expect(resolved.host).toBe('maindoctor.example')
      expect(target.startsWith('//')).toBe(false)
    }
  })

  it('refuses non-strings', () => {
    expect(safeRedirectPath(null)).toBe('/account')
    expect(safeRedirectPath(undefined, '/home')).toBe('/home')
  })
})
