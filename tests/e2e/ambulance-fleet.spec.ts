import { DEMO, expect, freshPlate, signIn, test } from './fixtures.ts'

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('an admin adds a vehicle, is refused the same number typed another way, and takes it off duty', async ({
      page,
    }) => {
      await signIn(page, DEMO.admin)
      await page.goto('/staff/ambulance/fleet')
      const plate = freshPlate()
      const add = page.getByRole('region', { name: 'Add a vehicle' })
      const fill = async (registration: string) => {
        await add.getByLabel('Registration number').fill(registration)
        await add.getByLabel('Type').selectOption('als')
        await add.getByLabel('Base').fill('Haidergarh CHC')
        await add.getByLabel('Driver', { exact: true }).fill('Ramkumar Singh')
        await add.getByLabel('Driver’s mobile').fill('98390 12345')
        await add.getByRole('button', { name: 'Add the vehicle' }).click()
      }
      await fill(plate.toLowerCase().replaceAll(' ', ''))
      await expect(page.getByText('Vehicle added to the fleet')).toBeVisible()
      const card = page.getByRole('listitem', { name: plate })
      await expect(card).toContainText('Available')
      await expect(card.getByRole('link', { name: '+91 98390 12345' })).toHaveAttribute(
        'href',
        'tel:+919839012345',
      )

      await fill(plate.replaceAll(' ', '-'))
      await expect(
        add.getByText('A vehicle with this registration number is already in the fleet.'),
      ).toBeVisible()
      await expect(page.getByRole('listitem', { name: plate })).toHaveCount(1)

      await card.getByText('Change driver, base, type or duty').click()
      await card.getByLabel('Duty').selectOption('off_duty')
      await card.getByLabel('Driver', { exact: true }).fill('Shyam Lal')
      await card.getByRole('button', { name: `Save ${plate}` }).click()
      await expect(page.getByText('Vehicle saved')).toBeVisible()
      await expect(page.getByRole('listitem', { name: plate })).toContainText('Off duty')
      await expect(page.getByRole('listitem', { name: plate })).toContainText('Shyam Lal')
    })
  })
}

test('the demo fleet is there, and staff (not admins) get 403', async ({ page }) => {
  await signIn(page, DEMO.admin)
  await page.goto('/staff/ambulance/fleet')
  for (const plate of ['UP 41 AT 1108', 'UP 41 AT 2271', 'UP 41 BT 0342', 'UP 41 BT 0917']) {
    await expect(page.getByRole('listitem', { name: plate })).toBeVisible()
  }
  await page.context().clearCookies()
  await signIn(page, DEMO.staff)
  expect((await page.goto('/staff/ambulance/fleet'))?.status()).toBe(403)
  await expect(
    page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Fleet' }),
  ).toHaveCount(0)
  const post = await page.request.post('/staff/ambulance/fleet', {
    form: { intent: 'add', registrationNumber: 'UP 41 ZZ 0001' },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(403)
})
