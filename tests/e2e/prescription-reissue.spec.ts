import { createOnlineConsultation, startConsultation } from './consultation-fixtures.ts'
import { expect, signIn, test, waitForHydration } from './fixtures.ts'

// Reissuing an e-prescription cancels the issued one, an audited act the patient and the pharmacy
// are shown the reason for: the reason is required, and the form says so (never "(optional)"),
// with the message next to the field when it is left empty.

const REASON_REQUIRED = 'Write why it is being cancelled (at least 3 letters).'

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('the reissue form asks for the reason as required, and says so next to the field', async ({
      page,
    }) => {
      test.setTimeout(60_000)
      const room = await createOnlineConsultation(page.request, 'chat')
      await signIn(page, room.doctor)
      await page.goto(room.doctorRoomUrl)
      // A click while the page hydrates can be lost: the room stays as it was.
      if (js) await waitForHydration(page)
      await startConsultation(page)

      await page.goto(`/consultations/${room.appointmentId}/prescription`)
      if (js) await waitForHydration(page)
      await page.getByRole('textbox', { name: /^Diagnosis/ }).fill('Viral fever')
      const first = page.getByRole('group', { name: 'Medicine 1' })
      await first.getByRole('textbox', { name: /^Medicine/ }).fill('Paracetamol')
      await first.getByRole('textbox', { name: /^Dose/ }).fill('1 tablet')
      await first.getByRole('textbox', { name: /^Days/ }).fill('3')
      const age = page.getByRole('textbox', { name: /^Age/ })
      if ((await age.inputValue()) === '') await age.fill('42')
      const sex = page.getByRole('combobox', { name: /^Sex/ })
      if ((await sex.inputValue()) === '') await sex.selectOption('female')
      await page.getByRole('button', { name: 'Issue prescription' }).click()
      await page.getByRole('link', { name: 'Cancel and reissue' }).click()

      // The label is the question alone: no "(optional)".
      const reason = page.getByLabel('Why is it being cancelled?', { exact: true })
      await expect(reason).toBeVisible()
      await expect(reason).toHaveAttribute('required', '')
      if (js) await waitForHydration(page)
      else {
        // The browser would stop the empty form itself; the server must answer it the same way.
        await reason.evaluate((input) => input.removeAttribute('required'))
      }
      await page.getByRole('button', { name: /^Cancel RX-.* and issue this one$/ }).click()
      await expect(reason).toHaveAttribute('aria-invalid', 'true')
      const errorId = (await reason.getAttribute('aria-describedby'))?.split(' ') ?? []
      const messages = await Promise.all(
        errorId.map((id) => page.locator(`[id="${id}"]`).textContent()),
      )
      expect(messages.join(' ')).toContain(REASON_REQUIRED)
      // What was typed stays.
      await expect(page.getByRole('textbox', { name: /^Diagnosis/ })).toHaveValue('Viral fever')
    })
  })
}
