import {
  DEMO,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniqueEmail,
  uniqueMobile,
  waitForHydration,
} from './fixtures.ts'

// Joining the network: a doctor applies with a document, an admin approves, the doctor is listed;
// and, without JavaScript, a corrected form keeps the document already sent and a second
// application with the same registration number is refused.

const registrationPdf = {
  name: 'registration.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
}

const uniqueRegistration = (prefix: string) =>
  `${prefix}-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`

test('a doctor applies with a document, an admin approves, and the doctor is listed', async ({
  page,
}) => {
  test.slow()
  const name = `Dr. Nisha Pandey ${Date.now() % 10_000}`
  await page.goto('/join')
  await waitForHydration(page)
  await page.getByLabel('A doctor').check()
  await page.getByLabel('Name to be listed').fill(name)
  await page.getByLabel('Registration number').fill(uniqueRegistration('UPMC'))
  await page.getByLabel('Female', { exact: true }).check()
  await page.getByLabel('Clinic (speciality)').selectOption('pediatric')
  await page.getByLabel('Qualifications').fill('MBBS, DCH')
  await page.getByLabel('Years of experience').fill('7')
  await page.getByLabel('Consultation fee (₹)').fill('400')
  await page.getByLabel('Hindi', { exact: true }).check()
  await page.getByLabel('Medical Council of registration').selectOption('upmc')
  await page.getByLabel('Document 1').setInputFiles(registrationPdf)
  await page.getByLabel('Your name').fill('Nisha Pandey')
  await page.getByLabel('Mobile number').fill(uniqueMobile())
  await page.getByLabel('E-mail').fill(uniqueEmail('nisha'))
  await page.getByRole('button', { name: 'Send the application' }).click()

  await expect(page.getByText('Thank you, your application has been received')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/JOIN-\d{4}-\d{6}/)
  const number = /JOIN-\d{4}-\d{6}/.exec((await heading.textContent()) ?? '')![0]
  await expect(page.getByText('registration.pdf')).toBeVisible()
  await expectNoAxeViolations(page)
  const applicantPage = page.url().replace('?sent=1', '')

  await signIn(page, DEMO.admin)
  await page.goto(`/staff/applications/${number}`)
  await expect(page.getByRole('link', { name: 'registration.pdf' })).toBeVisible()
  await expectNoAxeViolations(page)
  // The account goes to the contact address only when the admin confirms it is the doctor's own.
  await page.getByRole('checkbox', { name: /Also create the doctor’s sign-in account/ }).check()
  await page.getByRole('button', { name: 'Approve and list' }).click()
  await expect(page.getByText('Approved and listed', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('The doctor’s account was created').first()).toBeVisible()
  await page.getByRole('link', { name: 'See the listing' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)

  // The applicant's private page says so, and leads to the same listing.
  await page.goto(applicantPage)
  await expect(page.getByRole('heading', { name: 'Approved: you are listed' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a corrected form keeps its document, and a second application with the number is refused', async ({
    page,
  }) => {
    const registration = uniqueRegistration('DL-BBK')
    await page.goto('/join')
    await page.getByLabel('A pharmacy').check()
    await page.getByLabel('Name to be listed').fill('Kisan Medical Hall')
    await page.getByLabel('Registration number').fill(registration)
    await page.getByLabel('Document 1').setInputFiles(registrationPdf)
    await page.getByRole('button', { name: 'Send the application' }).click()

    await expect(page.getByText('Some answers need a correction')).toBeVisible()
    await expect(page.getByLabel('Name to be listed')).toHaveValue('Kisan Medical Hall')
    await expect(page.getByLabel('Keep registration.pdf (Registration certificate)')).toBeChecked()
    await page.getByLabel('Address (street, landmark)').fill('Station Road')
    await page.getByLabel('Village or town').fill('Zaidpur')
    await page.getByLabel('Pin code').fill('225414')
    await page.getByLabel('Phone number for patients').fill('98390 12345')
    await page.getByLabel('Medicines').check()
    await page.getByLabel('Open day and night, every day').check()
    await page.getByLabel('Registered with').fill('Drug Licensing Authority, Barabanki')
    await page.getByLabel('Your name').fill('Mohan Lal')
    await page.getByLabel('Mobile number').fill(uniqueMobile())
    await page.getByLabel('E-mail').fill(uniqueEmail('kisan'))
    await page.getByRole('button', { name: 'Send the application' }).click()
    await expect(page.getByText('Thank you, your application has been received')).toBeVisible()
    await expect(page.getByText('registration.pdf')).toBeVisible()

    await page.goto('/join')
    await page.getByLabel('A pharmacy').check()
    await page.getByLabel('Name to be listed').fill('Kisan Medical Hall Again')
    await page.getByLabel('Registration number').fill(registration.toLowerCase())
    await page.getByLabel('Document 1').setInputFiles(registrationPdf)
    await page.getByLabel('Address (street, landmark)').fill('Station Road')
    await page.getByLabel('Village or town').fill('Zaidpur')
    await page.getByLabel('Pin code').fill('225414')
    await page.getByLabel('Phone number for patients').fill('98390 12345')
    await page.getByLabel('Medicines').check()
    await page.getByLabel('Open day and night, every day').check()
    await page.getByLabel('Registered with').fill('Drug Licensing Authority, Barabanki')
    await page.getByLabel('Your name').fill('Mohan Lal')
    await page.getByLabel('Mobile number').fill(uniqueMobile())
    await page.getByLabel('E-mail').fill(uniqueEmail('kisan'))
    await page.getByRole('button', { name: 'Send the application' }).click()
    await expect(page.getByLabel('Registration number')).toHaveAccessibleDescription(
      /already has an application or a listing/,
    )
  })
})
