import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { createOnlineConsultation, personPage } from './consultation-fixtures.ts'
import {
  causesAdded,
  DEMO,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

/** The text of a PDF, as a reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

test('waiting room, live chat both ways, shared history and the e-prescription', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000)
  const room = await createOnlineConsultation(page.request, 'chat')
  const errors: string[] = []
  const patient = await personPage(browser, errors, 'patient')
  const doctor = await personPage(browser, errors, 'doctor')

  // The patient waits: the doctor has not joined, and the patient has a place in the queue.
  await patient.goto(room.patientRoomUrl)
  await waitForHydration(patient)
  const status = patient.getByTestId('room-status')
  await expect(status).toContainText(`${room.doctorName} has not joined yet`)
  await expect(patient.getByTestId('queue-place')).toContainText(/You are number \d+/)
  await expectNoAxeViolations(patient)

  // Before the consult: the problem in their own words, and an earlier report.
  await patient.getByLabel('Describe the problem in your own words').fill('Fever since two days')
  await patient.getByRole('button', { name: 'Save for the doctor' }).click()
  await expect(patient.getByText('Saved. The doctor will see it in the room.')).toBeVisible()
  await patient
    .getByLabel('Add photos or PDFs of earlier prescriptions and reports')
    .setInputFiles({
      name: 'old-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    })
  await patient.getByRole('button', { name: 'Share with the doctor' }).click()
  await expect(patient.getByTestId('shared-documents')).toContainText('old-report.pdf')

  // The doctor's list shows the patient waiting, live; Start opens the room.
  await signIn(doctor, room.doctor)
  await doctor.goto('/doctor')
  const row = doctor
    .getByTestId('online-consultation')
    .filter({ has: doctor.locator(`form[action*="${room.appointmentId}"]`) })
  await expect(row.getByTestId('online-stage')).toContainText('Waiting in the room since')
  await row.getByRole('button', { name: /^Start/ }).click()
  await expect(doctor).toHaveURL(new RegExp(`/consultations/${room.appointmentId}`))
  await expect(doctor.getByTestId('patient-note')).toHaveText('Fever since two days')
  await expect(doctor.getByTestId('shared-documents')).toContainText('old-report.pdf')

  // The patient is told at once, without a reload.
  await expect(status).toContainText(`${room.doctorName} is ready for you now.`)

  // Chat, live both ways.
  await waitForHydration(doctor)
  await doctor.getByLabel('Your message').fill('Any cough or breathlessness?')
  await doctor.getByRole('button', { name: 'Send' }).click()
  await expect(patient.getByTestId('chat-messages')).toContainText('Any cough or breathlessness?')
  await patient.getByLabel('Your message').fill('A little cough at night.')
  await patient.getByRole('button', { name: 'Send' }).click()
  await expect(doctor.getByTestId('chat-messages')).toContainText('A little cough at night.')
  await expect(patient.getByLabel('Your message')).toHaveValue('')
  await expectNoAxeViolations(doctor)

  // A reload keeps the conversation.
  await patient.reload()
  await expect(patient.getByTestId('chat-messages')).toContainText('Any cough or breathlessness?')
  await expect(patient.getByTestId('chat-messages')).toContainText('A little cough at night.')

  // The doctor writes the prescription…
  await doctor.getByRole('link', { name: 'Write prescription' }).click()
  await doctor.getByRole('textbox', { name: /^Diagnosis/ }).fill('Viral fever')
  // The guest's age and sex, which the prescription states: the doctor asks.
  await doctor.getByRole('textbox', { name: /^Age/ }).fill('34')
  await doctor.getByRole('combobox', { name: /^Sex/ }).selectOption('male')
  const first = doctor.getByRole('group', { name: 'Medicine 1' })
  await first.getByRole('textbox', { name: /^Medicine/ }).fill('Paracetamol')
  await first.getByRole('textbox', { name: /^Strength/ }).fill('500 mg')
  await first.getByRole('textbox', { name: /^Dose/ }).fill('1 tablet')
  await first.getByRole('textbox', { name: /^Days/ }).fill('3')
  await doctor.getByRole('textbox', { name: /^Advice/ }).fill('आराम करें और पानी ज़्यादा पिएँ।')
  await doctor.getByRole('button', { name: 'Issue prescription' }).click()
  await expect(doctor.getByText('Paracetamol').filter({ visible: true }).first()).toBeVisible()

  // …and the patient sees it in the room at once, and downloads the PDF.
  const summary = patient.getByRole('region', { name: 'Prescription' })
  await expect(summary).toContainText(/RX-\d{4}-\d+/, { timeout: 10_000 })
  await summary.getByRole('link', { name: /View/ }).click()
  await expect(patient.getByText('Paracetamol').filter({ visible: true }).first()).toBeVisible()
  await expectNoAxeViolations(patient)
  const pdfHref = await patient.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
  const pdf = await patient.request.get(pdfHref!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['cache-control']).toContain('no-store')
  const text = await pdfText(await pdf.body())
  expect(text).toContain('Paracetamol')
  expect(text).toContain('UPMC-48213')

  // A pharmacist checks it from its code: genuine, the doctor and the medicines to compare, the
  // patient as initials, and nothing clinical (the diagnosis and the advice stay private).
  const verifyPath = /\/prescriptions\/verify\/[A-Za-z0-9_-]+/.exec(await patient.content())?.[0]
  expect(verifyPath, 'the prescription names its check').toBeDefined()
  const pharmacist = await personPage(browser, errors, 'pharmacist')
  const check = await pharmacist.goto(verifyPath!)
  expect(check?.status()).toBe(200)
  await expect(pharmacist.getByRole('heading', { level: 1 })).toHaveText('Genuine and current')
  await expect(pharmacist.getByText('UPMC-48213')).toBeVisible()
  await expect(pharmacist.getByText('Paracetamol')).toBeVisible()
  const html = await check!.text()
  for (const word of ['Viral fever', 'आराम करें', room.patientName])
    expect(html, word).not.toContain(word)
  await expectNoAxeViolations(pharmacist)
  await pharmacist.context().close()

  await causesAdded(errors)
  expect(errors, 'console errors on the two pages').toEqual([])
  await patient.context().close()
  await doctor.context().close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the chat posts and shows the conversation; the waiting room looks again at a press', async ({
    page,
  }) => {
    const room = await createOnlineConsultation(page.request, 'chat')
    await page.goto(room.patientRoomUrl)
    // Never a reload by itself (it would wipe what is being typed: live-without-js.spec.ts).
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Check again' })).toBeVisible()
    await page.getByLabel('Your message').fill('Sent without JavaScript')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/#chat$/)
    await expect(page.getByTestId('chat-messages')).toContainText('Sent without JavaScript')
    // An empty message is refused next to the field, the room still there.
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Type a message first.')).toBeVisible()
  })
})

test('strangers, another patient and a guessed room id get the normal 404', async ({ page }) => {
  const room = await createOnlineConsultation(page.request, 'video')
  const notFound = async (path: string) => {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(404)
  }
  await notFound(`/consultations/${room.appointmentId}`)
  await notFound(`/consultations/${room.appointmentId}?k=${'x'.repeat(43)}`)
  await notFound(`/consultations/${crypto.randomUUID()}?k=${room.key}`)
  await notFound(`/consultations/not-a-uuid`)
  await notFound(`/consultations/${room.appointmentId}/live`)
  // The demo patient is signed in, but this is someone else's appointment.
  await signIn(page, DEMO.patient)
  await notFound(`/consultations/${room.appointmentId}`)
  const post = await page.request.post(`/consultations/${room.appointmentId}`, {
    form: { intent: 'message', body: 'let me in' },
  })
  expect(post.status()).toBe(404)
})

test('malformed call signals and bad files are refused with a message, never a 500', async ({
  page,
}) => {
  const room = await createOnlineConsultation(page.request, 'video')
  const signal = (value: string) =>
    page.request.post(`/consultations/${room.appointmentId}/signal`, {
      form: { k: room.key, signal: value },
    })
  for (const bad of ['{', '{"type":"offer"}', '{"type":"nonsense"}', 'x'.repeat(30_000)]) {
    const response = await signal(bad)
    expect(response.status(), bad.slice(0, 20)).toBe(400)
    expect(await response.json()).toHaveProperty('error')
  }
  // Well-formed, but the doctor has not started: a readable refusal.
  const early = await signal('{"type":"ready"}')
  expect(early.status()).toBe(409)
  expect((await early.json()).error).toContain('has not started')

  await page.goto(room.patientRoomUrl)
  await page.getByLabel('Add photos or PDFs of earlier prescriptions and reports').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<script>alert(1)</script>'),
  })
  await page.getByRole('button', { name: 'Share with the doctor' }).click()
  await expect(page.locator('#history')).toContainText(
    'Only photos (JPEG, PNG or WebP) and PDF documents can be sent here.',
  )
  await expect(page.getByText('None shared yet.')).toBeVisible()
})
