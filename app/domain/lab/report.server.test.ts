import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { insertLabOrder, insertLabUser, labOrderRow } from '#tests/support/lab.ts'
import { findOrderByVerifyCode, loadReportView } from './report.server.ts'
import { getDb } from '#app/db/client.server.ts'
import {
  completeResults,
  enteredAnalytes,
  orderTests,
  markCollected,
  markReceived,
  releaseReport,
  resultField,
  saveResults,
  verifyResults,
} from './workflow.server.ts'

describeOnEachDatabase('the laboratory report', () => {
  let technician: string
  let pathologist: string
  const as = (userId: string) => ({ userId, ipAddress: null })

  beforeAll(async () => {
    technician = await insertLabUser('lab')
    pathologist = await insertLabUser('lab', {
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'UPMC 77',
    })
  })

  it('exists only once verified, from the stored results, with the pathologist and the check link', async () => {
    const order = await insertLabOrder({
      mode: 'lab',
      sex: 'female',
      ageYears: 52,
      patientName: 'Kamla Devi',
      items: [{ kind: 'package', slug: 'diabetes-care' }],
    })
    await markCollected(order.id, as(technician))
    await markReceived(order.id, as(technician))
    const row = await labOrderRow(order.id)
    const values: Record<string, string> = {}
    // Every entered analyte of every test: HbA1c high, the rest at a limit of their range.
    for (const test of await orderTests(getDb(), row.id)) {
      for (const analyte of enteredAnalytes(test)) {
        values[resultField(test.slug, analyte.code)] =
          analyte.code === 'HBA1C'
            ? '7.2'
            : analyte.kind === 'qualitative'
              ? analyte.results[0]!
              : analyte.kind === 'narrative'
                ? 'Normal.'
                : String(analyte.referenceRanges[0]?.low ?? analyte.referenceRanges[0]?.high ?? 1)
      }
    }
    expect(await saveResults(order.id, values, as(technician))).toMatchObject({ ok: true })
    await completeResults(order.id, as(technician))
    expect(await loadReportView(order.id)).toBeNull()

    await verifyResults(
      order.id,
      { criticalChecked: false, criticalNote: '', remarks: 'Sugar above target.' },
      as(pathologist),
    )
    const view = (await loadReportView(order.id))!
    expect(view).toMatchObject({
      number: order.number,
      patient: { name: 'Kamla Devi', sex: 'female', ageYears: 52 },
      collection: 'lab',
      remarks: 'Sugar above target.',
      releasedAt: null,
      pathologist: { qualification: 'MBBS, MD (Pathology)', registrationNumber: 'UPMC 77' },
    })
    const hba1c = view.tests.find((t) => t.slug === 'hba1c')!
    expect(hba1c.lines.find((l) => l.code === 'HBA1C')).toMatchObject({
      value: '7.2',
      unit: '%',
      range: '≤ 5.6',
      flag: 'high',
    })
    expect(view.verifyUrl).toContain(`/lab-tests/verify/${view.verifyCode}`)

    const check = (await findOrderByVerifyCode(view.verifyCode.toLowerCase()))!
    expect(check).toMatchObject({
      number: order.number,
      patientInitials: 'K. D.',
      releasedAt: null,
    })
    // The check page shows no result: no value of the report anywhere in what it reads (its
    // timestamps are taken out first: one read 01:45:37.249).
    const { verifiedAt: _verifiedAt, releasedAt: _releasedAt, ...shown } = check
    expect(JSON.stringify(shown)).not.toContain('7.2')
    await releaseReport(order.id, as(technician))
    expect((await findOrderByVerifyCode(view.verifyCode))!.releasedAt).not.toBeNull()
    expect((await loadReportView(order.id))!.releasedAt).not.toBeNull()
  })

  it('knows no report for a code nobody was given', async () => {
    expect(await findOrderByVerifyCode('ABCDEFGHJK')).toBeNull()
    expect(await findOrderByVerifyCode("x' or 1=1")).toBeNull()
  })
})
