import { expect, test } from 'vitest'
import { loggablePath } from './loggable-path.ts'

test('the log never keeps a private link’s token', () => {
  expect(loggablePath('/ambulance/track/Abc-123_xyz')).toBe('/ambulance/track/:token')
  expect(loggablePath('/hi/ambulance/track/Abc-123_xyz/live')).toBe(
    '/hi/ambulance/track/:token/live',
  )
  expect(loggablePath('/appointments/manage/Zq9')).toBe('/appointments/manage/:token')
  expect(loggablePath('/lab-tests/orders/Gs-4VTrPD_x/report.pdf')).toBe(
    '/lab-tests/orders/:token/report.pdf',
  )
  expect(loggablePath('/hi/lab-tests/orders/Gs-4VTrPD_x')).toBe('/hi/lab-tests/orders/:token')
  expect(loggablePath('/medicines/orders/Gs-4VTrPD_x/files/3f2a')).toBe(
    '/medicines/orders/:token/files/3f2a',
  )
  expect(loggablePath('/join/Gs-4VTrPD_x')).toBe('/join/:token')
  expect(loggablePath('/hi/join/Gs-4VTrPD_x.data')).toBe('/hi/join/:token')
  expect(loggablePath('/join')).toBe('/join')
  expect(loggablePath('/staff/applications/JOIN-2026-000001')).toBe(
    '/staff/applications/JOIN-2026-000001',
  )
  expect(loggablePath('/staff/ambulance')).toBe('/staff/ambulance')
  expect(loggablePath('/doctors/dr-anjali-verma')).toBe('/doctors/dr-anjali-verma')
})
