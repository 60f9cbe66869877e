import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { scriptsAfterFirstPaint } from './scripts-after-paint.server.ts'

// The shape of a page as React Router's <Scripts> and React write it.
const PAGE =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-B2.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>हिन्दी <code>&lt;link rel=&quot;modulepreload&quot;</code></p>' +
  '<script nonce="n">window.__reactRouterContext = {"a":"type=\\"module\\" async=\\"\\""}</script>' +
  '<script nonce="n" type="module" async="">import "/assets/root-C3.js";\nimport("/assets/entry.client-A1.js");</script>' +
  '<script nonce="n">/* loader */</script><p>after</p></body></html>'

const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload-after-paint"',
).replace(
  '<script nonce="n" type="module" async="">',
  '<script nonce="n" type="text/x-module-after-paint" async="">',
)

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()))
}

describe('scriptsAfterFirstPaint', () => {
  it("makes the head's script preloads and the module script inert, nothing else", async () => {
    expect(EXPECTED).not.toBe(PAGE)
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED)
  })

  it('finds them however the page is cut into chunks, also inside a Hindi letter', async () => {
    const bytes = Buffer.from(PAGE)
    for (let size = 1; size <= 60; size++) {
      const chunks: Buffer[] = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      expect(await through(chunks), `chunks of ${size} bytes`).toBe(EXPECTED)
    }
  })

  it('passes a document without a head or scripts through unchanged', async () => {
    expect(await through([Buffer.from('<p>Not found</p>')])).toBe('<p>Not found</p>')
    const noScripts = '<html><head></head><body><p>Plain</p></body></html>'
    expect(await through([Buffer.from(noScripts)])).toBe(noScripts)
  })
})
