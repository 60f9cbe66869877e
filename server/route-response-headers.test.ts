import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { facilities, facilityPhotos } from '#app/db/schema/network.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'
import { routeHeadersReplacePipelines } from './route-response-headers.ts'

/** Each header line as sent, name in lower case: node's parsed headers join repeated ones. */
function rawHeaders(baseUrl: string, path: string): Promise<{ status: number; lines: string[][] }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, (res) => {
        res.resume()
        const lines: string[][] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          lines.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!])
        res.on('end', () => resolve({ status: res.statusCode ?? 0, lines }))
      })
      .on('error', reject)
  })
}

const repeated = (lines: string[][]) => {
  const names = lines.map(([name]) => name!).filter((name) => name !== 'set-cookie')
  return names.filter((name, i) => names.indexOf(name) !== i)
}
const valueOf = (lines: string[][], name: string) =>
  lines.filter(([n]) => n === name).map(([, value]) => value)

const app = await startAppUnderTest()
afterAll(async () => {
  await app.close()
})

describe('a route’s answer through the whole pipeline', () => {
  it('sends each header of a stored file once, with the file’s own policy', async () => {
    const [photo] = await getDb()
      .select({ fileId: facilityPhotos.fileId })
      .from(facilityPhotos)
      .innerJoin(facilities, eq(facilities.id, facilityPhotos.facilityId))
      .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
      .limit(1)
    const file = await rawHeaders(
      app.baseUrl,
      `/facilities/${MAIN_CLINIC_SLUG}/photos/${photo!.fileId}`,
    )
    expect(file.status).toBe(200)
    expect(repeated(file.lines)).toEqual([])
    // The file's own: nothing runs or loads should it be opened as a page.
    expect(valueOf(file.lines, 'content-security-policy')).toEqual([
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    ])
    expect(valueOf(file.lines, 'cache-control')).toEqual(['public, max-age=86400'])
    expect(valueOf(file.lines, 'x-content-type-options')).toEqual(['nosniff'])
    // The pipeline's other headers are still there.
    expect(valueOf(file.lines, 'x-frame-options')).toEqual(['DENY'])
    expect(valueOf(file.lines, 'referrer-policy')).toEqual(['strict-origin-when-cross-origin'])

    const page = await rawHeaders(app.baseUrl, '/home')
    expect(page.status).toBe(200)
    expect(repeated(page.lines)).toEqual([])
    expect(valueOf(page.lines, 'content-security-policy')[0]).toContain("script-src 'self'")
  })
})

describe('routeHeadersReplacePipelines', () => {
  it('lets the route’s value replace the pipeline’s; cookies, Vary and a route’s own repeats add up', async () => {
    const server = express()
      .use((_req, res, next) => {
        res.setHeader('Cache-Control', 'no-store')
        res.setHeader('Set-Cookie', 'language=hi')
        res.vary('Cookie')
        next()
      })
      .use(routeHeadersReplacePipelines)
      // As React Router's Express adapter copies a Response's headers.
      .use((_req, res) => {
        res.append('Cache-Control', 'private, no-store')
        res.append('Set-Cookie', 'toast=1')
        res.append('Set-Cookie', 'session=2')
        res.append('Vary', 'Accept-Encoding')
        res.append('Link', '</a.css>; rel=preload')
        res.append('Link', '</b.css>; rel=preload')
        res.end()
      })
      .listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const { lines } = await rawHeaders(`http://127.0.0.1:${port}`, '/')
      expect(valueOf(lines, 'cache-control')).toEqual(['private, no-store'])
      expect(valueOf(lines, 'set-cookie')).toEqual(['language=hi', 'toast=1', 'session=2'])
      expect(valueOf(lines, 'vary').join(', ')).toBe('Cookie, Accept-Encoding')
      expect(valueOf(lines, 'link')).toHaveLength(2)
    } finally {
      server.close()
    }
  })
})
