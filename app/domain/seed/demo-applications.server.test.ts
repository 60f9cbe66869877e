import { expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import {
  listApplications,
  getApplicationForAdmin,
} from '#app/domain/network/application-admin.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { seedDemoApplications } from './demo-applications.server.ts'

describeOnEachDatabase('the demo applications to join', () => {
  it('gives the admins one to check, one waiting for the applicant and one rejected, once', async () => {
    expect(await seedDemoApplications(getDb())).toBe(true)
    expect(await seedDemoApplications(getDb())).toBe(false)
    const list = await listApplications({})
    expect(list.rows.map((row) => [row.kind, row.status])).toEqual([
      ['doctor', 'submitted'],
      ['pharmacy', 'more_info'],
      ['clinic', 'rejected'],
    ])
    for (const row of list.rows) {
      const application = await getApplicationForAdmin(row.number)
      // The details are what approval lists from: they must read back as their kind's.
      expect(application?.details).not.toBeNull()
      expect(application?.documents).toHaveLength(1)
      expect(application?.documents[0]).toMatchObject({ mediaType: 'image/jpeg' })
    }
  })
})
