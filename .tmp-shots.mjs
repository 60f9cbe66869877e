import { chromium } from '@playwright/test'
const base = 'http://localhost:3200'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--use-fake-device-for-media-stream','--use-fake-ui-for-media-stream'] })
const pctx = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } })
const patient = await pctx.newPage()
const r = await patient.request.post('/dev/consultation', { form: { mode: 'video' }, maxRedirects: 0 })
const loc = r.headers()['location']
const id = /consultations\/([^?]+)/.exec(loc)[1]
await patient.goto(loc)
await patient.waitForTimeout(1000)
await patient.screenshot({ path: '/tmp/s-waiting-360.png', fullPage: true })
const dctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })
const doctor = await dctx.newPage()
await doctor.request.post('/login', { form: { intent: 'password', email: 'doctor@demo.maindoctor.in', password: 'Demo-Doctor-2026' } })
await doctor.goto('/doctor')
await doctor.waitForTimeout(500)
await doctor.screenshot({ path: '/tmp/s-doctor-list.png', fullPage: false })
await doctor.goto(`/consultations/${id}`)
await doctor.getByRole('button', { name: 'Start consultation' }).click()
await doctor.waitForTimeout(800)
for (const p of [patient, doctor]) {
  await p.getByRole('button', { name: 'Check camera and microphone' }).click()
  await p.getByTestId('call-join').click({ timeout: 8000 }).catch(async (e) => { await p.screenshot({ path: '/tmp/s-fail.png', fullPage: true }); throw e })
}
await patient.waitForTimeout(4000)
await patient.screenshot({ path: '/tmp/s-call-360.png', fullPage: true })
await doctor.screenshot({ path: '/tmp/s-call-desktop.png', fullPage: true })
await doctor.goto(`/consultations/${id}/prescription`)
await doctor.screenshot({ path: '/tmp/s-rx-form.png', fullPage: true })
await browser.close()
