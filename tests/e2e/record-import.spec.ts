import { readFileSync } from 'node:fs'
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  newClient,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

/** A valid FHIR prescription from another hospital (checked by record-import-fixture.test.ts). */
const FROM_ELSEWHERE = readFileSync('tests/fixtures/fhir/prescription-from-elsewhere.json')

// Issue 50, item 4: a patient brings a FHIR document to the OPD; the doctor adds it to the
// visit, an invalid one is refused with the validator's reasons, a valid one shows as a card.
test('the doctor adds a FHIR record the patient brought to an OPD visit', async ({
  page,
  browser,
}) => {
  // The server's first validation loads FHIR R4's definitions: seconds, more on a busy machine.
  test.setTimeout(90_000)
  // The front desk gives the demo doctor's OPD a walk-in token.
  await signIn(page, DEMO.staff)
  const opened = await page.request.post('/dev/opd', { form: {}, maxRedirects: 0 })
  const desk = opened.headers()['location']!
  const deskPage = await (await page.request.get(desk)).text()
  const doctorId = /<option value="([0-9a-f-]{36})"[^>]*>Dr\. Anjali Verma/.exec(deskPage)![1]!
  const issued = await page.request.post(desk, {
    form: {
      intent: 'walkIn',
      doctorId,
      patientName: 'Record Import',
      phone: `9${String(Date.now()).slice(-9)}`,
      age: '52',
      sex: 'male',
    },
    maxRedirects: 0,
  })
  const visitId = /issued=([0-9a-f-]{36})/.exec(issued.headers()['location'] ?? '')![1]!

  const doctorContext = await newClient(browser)
  const doctor = await doctorContext.newPage()
  await signIn(doctor, DEMO.doctor)
  await doctor.goto(`/doctor/opd/${visitId}`)
  await waitForHydration(doctor)
  const records = doctor.locator('#records')
  await expect(records).toContainText('No records brought to this visit yet.')

  // A document without its Composition's status: refused, with the reason next to the field.
  const broken = JSON.parse(FROM_ELSEWHERE.toString('utf8')) as {
    entry: { resource: Record<string, unknown> }[]
  }
  delete broken.entry[0]!.resource.status
  const field = doctor.getByLabel('FHIR document (.json)')
  await field.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  })
  await doctor.getByRole('button', { name: 'Check and add the record' }).click()
  await expect(records).toContainText(
    'This file is not a FHIR document we can accept, so nothing was kept.',
    { timeout: 45_000 },
  )
  await expect(records).toContainText('Problem at Bundle.entry[0].resource.status: ')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(doctor)

  // The valid one: a card with the other hospital's medicines and directions.
  await field.setInputFiles({
    name: 'from-city-hospital.json',
    mimeType: 'application/fhir+json',
    buffer: FROM_ELSEWHERE,
  })
  await doctor.getByRole('button', { name: 'Check and add the record' }).click()
  const card = records.getByTestId('imported-record')
  await expect(card).toBeVisible()
  await expect(card).toContainText('Prescription')
  await expect(card.getByTestId('imported-medicines')).toContainText('Amoxicillin')
  await expect(card.getByRole('link', { name: /Download the original file/ })).toHaveAttribute(
    'href',
    new RegExp(`/doctor/opd/${visitId}/records/[0-9a-f-]{36}$`),
  )
  await expectNoAxeViolations(doctor)
  await doctorContext.close()
})
