import { describe, expect, test } from 'vitest'
import { isStorablePage } from './offline-rules.ts'

const at = (path: string) => new URL(path, 'https://maindoctor.in')

describe('isStorablePage', () => {
  test('public pages may be kept for offline use', () => {
    for (const path of [
      '/home',
      '/contact-us',
      '/doctors',
      '/doctors?department=cardiology',
      '/doctors/dr-anjali-verma',
      '/departments/cardiology',
      '/find-care?q=fever',
      '/search?q=heart',
      '/privacy',
    ])
      expect(isStorablePage(at(path)), path).toBe(true)
  })

  test('personal pages never are', () => {
    for (const path of [
      '/account',
      '/account/appointments',
      '/staff',
      '/staff/appointments/123',
      '/doctor',
      '/doctor/appointments/1',
      '/appointments/manage/secret-token',
      '/appointments/new',
      '/login',
      '/reset-password?token=x',
      '/dev/mailbox',
      '/doctors/a/b',
      '/homework',
    ])
      expect(isStorablePage(at(path)), path).toBe(false)
  })
})
