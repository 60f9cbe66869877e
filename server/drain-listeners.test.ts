import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { createGunzip } from 'node:zlib'
import { writeReadableStreamToWritable } from '@react-router/node'
import compression from 'compression'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { drainListeners } from './drain-listeners.ts'

// A long page, written the way React Router writes every answer (waiting for "drain" whenever
// the client is behind), compressed, to a client that reads slowly.
const PAGE = randomBytes(3 * 1024 * 1024).toString('base64')

const app = express()
app.use(compression())
app.use(drainListeners)
app.get('/long', (_req, res) => {
  res.type('html')
  const encoder = new TextEncoder()
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= PAGE.length) return controller.close()
      controller.enqueue(encoder.encode(PAGE.slice(offset, offset + 16 * 1024)))
      offset += 16 * 1024
    },
  })
  void writeReadableStreamToWritable(body, res).catch(() => {})
})
const server = app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
afterAll(() => new Promise((resolve) => server.close(resolve)))

function readSlowly(): Promise<string> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    http.get({ port, path: '/long', headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      if (response.headers['content-encoding'] !== 'gzip') {
        reject(new Error(`not compressed: ${response.headers['content-encoding']}`))
        return
      }
      const chunks: Buffer[] = []
      const gunzip = response.pipe(createGunzip())
      gunzip.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        // A phone on a slow network: the server keeps finding the client behind.
        response.pause()
        setTimeout(() => response.resume(), 1)
      })
      gunzip.on('end', () => resolve(Buffer.concat(chunks).toString()))
      gunzip.on('error', reject)
    })
  })
}

describe('drain listeners of a compressed answer', () => {
  it('do not pile up while a slow client reads a long page, and the page arrives whole', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`)
    process.on('warning', onWarning)
    try {
      expect(await readSlowly()).toBe(PAGE)
    } finally {
      process.off('warning', onWarning)
    }
    expect(warnings.filter((warning) => warning.includes('drain'))).toEqual([])
  })
})
