import { describe, expect, test } from 'vitest'
import { landingAfterSignIn } from './landing.ts'

describe('landingAfterSignIn', () => {
  test('each role has its own start page', () => {
    expect(landingAfterSignIn('patient', null)).toBe('/account/appointments')
    expect(landingAfterSignIn('doctor', null)).toBe('/doctor')
    expect(landingAfterSignIn('staff', null)).toBe('/staff')
    expect(landingAfterSignIn('admin', '')).toBe('/staff')
    expect(landingAfterSignIn('dispatcher', null)).toBe('/staff/ambulance')
  })

  test('a dispatcher keeps a link to the ambulance board, and nothing else of the staff area', () => {
    expect(landingAfterSignIn('dispatcher', '/staff/ambulance/fleet')).toBe(
      '/staff/ambulance/fleet',
    )
    expect(landingAfterSignIn('dispatcher', '/hi/staff/ambulance?request=AMB-2026-000001')).toBe(
      '/hi/staff/ambulance?request=AMB-2026-000001',
    )
    expect(landingAfterSignIn('dispatcher', '/staff/appointments')).toBe('/staff/ambulance')
    expect(landingAfterSignIn('dispatcher', '/staff/ambulances')).toBe('/staff/ambulance')
    expect(landingAfterSignIn('dispatcher', '/ambulance')).toBe('/staff/ambulance')
    expect(landingAfterSignIn('dispatcher', '//evil.example')).toBe('/staff/ambulance')
  })

  test('patients go where they were going, on this site only', () => {
    expect(landingAfterSignIn('patient', '/appointments/new?doctor=dr-anjali-verma')).toBe(
      '/appointments/new?doctor=dr-anjali-verma',
    )
    expect(landingAfterSignIn('patient', '//evil.example/x')).toBe('/account/appointments')
    expect(landingAfterSignIn('patient', 'https://evil.example')).toBe('/account/appointments')
  })

  test('staff and doctors keep a link into their own area, and nothing else', () => {
    expect(landingAfterSignIn('staff', '/staff/appointments?day=2030-01-01')).toBe(
      '/staff/appointments?day=2030-01-01',
    )
    expect(landingAfterSignIn('doctor', '/doctor/appointments/abc')).toBe(
      '/doctor/appointments/abc',
    )
    expect(landingAfterSignIn('doctor', '/staff')).toBe('/doctor')
    expect(landingAfterSignIn('staff', '/account')).toBe('/staff')
    expect(landingAfterSignIn('admin', '/staffroom')).toBe('/staff')
    expect(landingAfterSignIn('staff', '//evil.example')).toBe('/staff')
  })

  test('a link into the area on a Hindi page is kept too', () => {
    expect(landingAfterSignIn('staff', '/hi/staff/messages')).toBe('/hi/staff/messages')
    expect(landingAfterSignIn('doctor', '/hi/staff')).toBe('/doctor')
  })
})
