import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appClient } from '#tests/support/app-client.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// The ABHA fields of the account and family forms through the whole pipeline, as a phone without
// JavaScript sends them: bad input answers 400 with the message next to the field and every typed
// value kept; good input is kept, shown to the holder and found by the front desk.
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', DEMO_MODE: '1' } })
const accounts = (await app.load('#app/domain/accounts/demo-accounts.server.ts')) as {
  seedDemoAccounts: () => Promise<void>
}
await accounts.seedDemoAccounts()
afterAll(async () => {
  await app.close()
})

const { signIn, get, post } = appClient(app)

/** The page's input for a field: its value, and the id of its error message when it has one. */
function input(body: string, name: string) {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(body)?.[0] ?? ''
  return {
    value: /value="([^"]*)"/.exec(tag)?.[1] ?? null,
    invalid: tag.includes('aria-invalid="true"'),
  }
}

describe('ABHA on the account and family forms', () => {
  let patient = ''
  let staff = ''
  beforeAll(async () => {
    patient = await signIn('patient@demo.maindoctor.in', 'Demo-Patient-2026')
    staff = await signIn('staff@demo.maindoctor.in', 'Demo-Staff-2026')
  })

  it('refuses a malformed ABHA number and address on the account page, keeping both (400)', async () => {
    const answer = await post(
      '/account',
      { intent: 'abha', abhaNumber: '91-1234-5678', abhaAddress: 'ravi@gmail.com' },
      patient,
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Enter the 14 digits of the ABHA number, like 91-1234-5678-9012')
    expect(answer.body).toContain('An ABHA address ends in @abdm, like ravi.kumar@abdm')
    expect(input(answer.body, 'abhaNumber')).toEqual({ value: '91-1234-5678', invalid: true })
    expect(input(answer.body, 'abhaAddress')).toEqual({ value: 'ravi@gmail.com', invalid: true })

    const hindi = await post('/hi/account', { intent: 'abha', abhaAddress: 'ravi.k@abdm' }, patient)
    expect(hindi.status).toBe(400)
    expect(hindi.body).toContain('@abdm से पहले वाले भाग में 8 से 18 अक्षर और अंक होते हैं')
    expect(input(hindi.body, 'abhaAddress').value).toBe('ravi.k@abdm')
  })

  it('keeps a good one, shows it grouped, finds the holder by it, and removes it', async () => {
    const saved = await post(
      '/account',
      { intent: 'abha', abhaNumber: '91 7777 6666 5555', abhaAddress: 'Demo.Patient@ABDM' },
      patient,
    )
    expect(saved.status).toBe(302)
    const page = await get('/account', patient)
    expect(input(page.body, 'abhaNumber').value).toBe('91-7777-6666-5555')
    expect(input(page.body, 'abhaAddress').value).toBe('demo.patient@abdm')

    const found = await get(`/staff/people?q=${encodeURIComponent('91-7777-6666-5555')}`, staff)
    expect(found.status).toBe(200)
    const person = /href="(\/staff\/people\/[^"]+)"/.exec(found.body)?.[1]
    expect(person).toBeTruthy()
    const personPage = await get(person!, staff)
    expect(personPage.body).toContain('91-7777-6666-5555')
    expect(personPage.body).toContain('demo.patient@abdm')

    expect((await post('/account', { intent: 'abha' }, patient)).status).toBe(302)
    const cleared = await get('/account', patient)
    expect(input(cleared.body, 'abhaNumber').value ?? '').toBe('')
    expect(input(cleared.body, 'abhaAddress').value ?? '').toBe('')
  })

  it('refuses a malformed ABHA on the family form, keeping every typed value (400)', async () => {
    const fields = {
      intent: 'add',
      name: 'Asha Kumari',
      relation: 'child',
      sex: 'female',
      age: '7',
      abhaNumber: '९१-१२३४-५६७८',
      abhaAddress: 'asha..kumari@abdm',
    }
    const answer = await post('/account/family', fields, patient)
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Enter the 14 digits of the ABHA number, like 91-1234-5678-9012')
    expect(answer.body).toContain(
      'Use at most one dot (.) and one underscore (_), and not as the first or last character',
    )
    expect(input(answer.body, 'name').value).toBe('Asha Kumari')
    expect(input(answer.body, 'age').value).toBe('7')
    expect(input(answer.body, 'abhaNumber')).toEqual({ value: '९१-१२३४-५६७८', invalid: true })
    expect(input(answer.body, 'abhaAddress')).toEqual({ value: 'asha..kumari@abdm', invalid: true })

    const added = await post(
      '/account/family',
      { ...fields, abhaNumber: '12-3456-7890-1234', abhaAddress: 'asha.kumari@abdm' },
      patient,
    )
    expect(added.status).toBe(302)
    const family = await get('/account/family', patient)
    expect(family.body).toContain('ABHA number: 12-3456-7890-1234')
    expect(family.body).toContain('ABHA address: asha.kumari@abdm')
  })
})
