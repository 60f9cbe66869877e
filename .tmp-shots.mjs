import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts'
const [,, tag, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  for (const p of paths) {
    await page.goto(`http://localhost:3130${p}`)
    const h = await page.evaluate(() => document.documentElement.scrollHeight)
    const name = `${tag}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`
    await page.screenshot({ path: `/tmp/care-shots/${name}`, fullPage: true })
    console.log(width, p, 'height', h, name)
  }
  await page.close()
}
await browser.close()
