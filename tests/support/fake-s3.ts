import http from 'node:http'
import { type AddressInfo } from 'node:net'

/**
 * Just enough of the S3 REST API, path-style (PUT, GET and DELETE of /bucket/key), for the S3 file
 * store to be tested through the real SDK. It checks that each request is signed (AWS Signature
 * V4 with the expected access key) but not the signature itself.
 */
export async function startFakeS3(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>()
  const requests: { method: string; path: string }[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3')
    requests.push({ method: req.method ?? '', path: url.pathname })
    const fail = (status: number, code: string) => {
      res.writeHead(status, { 'Content-Type': 'application/xml' })
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
      )
    }
    const authorization = req.headers.authorization ?? ''
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
      return fail(403, 'AccessDenied')
    }
    const [, bucket, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    if (bucket !== options.bucket) return fail(404, 'NoSuchBucket')
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, {
          bytes: Buffer.concat(chunks),
          contentType: req.headers['content-type'] ?? '',
        })
        res.writeHead(200, { ETag: '"fake"' })
        return res.end()
      }
      if (req.method === 'GET') {
        const object = objects.get(key)
        if (!object) return fail(404, 'NoSuchKey')
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': String(object.bytes.length),
        })
        return res.end(object.bytes)
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204)
        return res.end()
      }
      fail(405, 'MethodNotAllowed')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
