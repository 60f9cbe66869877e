import { type Page } from '@playwright/test'
import { createOnlineConsultation } from './consultation-fixtures.ts'
import { DEMO, expect, expectNoAxeViolations, signIn, test, waitForHydration } from './fixtures.ts'

// The doctor's prescription page: the patient's age and sex asked when nobody knows them (a guest,
// an account made by mobile), printed on the prescription; and cancelling a prescription without
// issuing a new one, which the pharmacy's check then shows.

/** Fills in the prescription itself (not the patient's age and sex). */
async function writePrescription(page: Page) {
  await page.getByRole('textbox', { name: /^Diagnosis/ }).fill('Viral fever')
  const first = page.getByRole('group', { name: 'Medicine 1' })
  await first.getByRole('textbox', { name: /^Medicine/ }).fill('Paracetamol')
  await first.getByRole('textbox', { name: /^Dose/ }).fill('1 tablet')
  await first.getByRole('textbox', { name: /^Days/ }).fill('3')
}

test.describe('with JavaScript', () => {
  test('asks for the age and sex nobody knew, then prints them', async ({ page }) => {
    test.setTimeout(60_000)
    const room = await createOnlineConsultation(page.request, 'chat')
    await signIn(page, DEMO.doctor)
    await page.goto(`/consultations/${room.appointmentId}/prescription`)
    await waitForHydration(page)
    // A guest: nothing known, so nothing filled in.
    await expect(page.getByRole('textbox', { name: /^Age/ })).toHaveValue('')
    await writePrescription(page)
    await page.getByRole('button', { name: 'Issue prescription' }).click()
    await expect(
      page.getByText(/Write the patient.s age in whole years \(0 to 120\)/),
    ).toBeVisible()
    await expect(page.getByText(/Choose the patient.s sex/)).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Diagnosis/ })).toHaveValue('Viral fever')
    await expectNoAxeViolations(page)

    await page.getByRole('textbox', { name: /^Age/ }).fill('34')
    await page.getByRole('combobox', { name: /^Sex/ }).selectOption('male')
    await page.getByRole('button', { name: 'Issue prescription' }).click()
    await expect(page.getByText(`${room.patientName}, 34 years, male`)).toBeVisible()

    // The form that cancels it without a new one.
    await page.getByRole('link', { name: 'Cancel without a new one' }).click()
    await expect(page.getByRole('textbox', { name: /^Why is it being cancelled/ })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the doctor cancels a prescription without a new one; the check says cancelled', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const room = await createOnlineConsultation(page.request, 'chat')
    await signIn(page, DEMO.doctor)
    await page.goto(`/consultations/${room.appointmentId}/prescription`)
    await writePrescription(page)
    await page.getByRole('textbox', { name: /^Age/ }).fill('52')
    await page.getByRole('combobox', { name: /^Sex/ }).selectOption('female')
    await page.getByRole('button', { name: 'Issue prescription' }).click()
    await expect(page.getByText(`${room.patientName}, 52 years, female`)).toBeVisible()
    const verifyPath = /\/prescriptions\/verify\/[A-Za-z0-9_-]+/.exec(await page.content())?.[0]
    expect(verifyPath, 'the prescription names its check').toBeDefined()
    const number = /RX-\d{4}-\d+/.exec(await page.content())![0]

    await page.getByRole('link', { name: 'Cancel without a new one' }).click()
    const form = page.getByRole('region', { name: `Cancel prescription ${number}` })
    await expect(form).toBeVisible()
    await form.getByRole('textbox', { name: /^Why is it being cancelled/ }).fill('Wrong patient')
    await form.getByRole('button', { name: `Cancel ${number}` }).click()
    await expect(page.getByText('Prescription cancelled')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Earlier prescriptions (cancelled)' }),
    ).toBeVisible()
    await expect(page.getByText(/Cancelled on .*: Wrong patient/)).toBeVisible()
    // No current prescription: the doctor may write a new one.
    await expect(page.getByRole('button', { name: 'Issue prescription' })).toBeVisible()

    await page.goto(verifyPath!)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genuine, but cancelled')
  })
})
