import { describe, expect, test } from 'vitest'
import { isStorablePage, offlinePathFor } from './offline-rules.ts'

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
      '/hi/home',
      '/hi/doctors/dr-anjali-verma',
      '/hi/find-care?q=bukhar',
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
      '/hi/account',
      '/hi/appointments/manage/secret-token',
      '/hi/staff',
      '/hindi/home',
    ])
      expect(isStorablePage(at(path)), path).toBe(false)
  })
})

describe('offlinePathFor', () => {
  test('answers in the language of the page that could not be reached', () => {
    expect(offlinePathFor(at('/hi/doctors'))).toBe('/hi/offline')
    expect(offlinePathFor(at('/hi'))).toBe('/hi/offline')
    expect(offlinePathFor(at('/doctors'))).toBe('/offline')
    expect(offlinePathFor(at('/hindi'))).toBe('/offline')
  })
})
