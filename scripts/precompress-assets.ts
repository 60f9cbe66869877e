// Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every script, style sheet,
// SVG and web manifest of the browser build, once at build time, so the server sends the smallest
// encoding without compressing on each request (server/static-files.ts). React Router runs this
// after `react-router build` (buildEnd in react-router.config.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|svg|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export async function precompressAssets(clientDir: string): Promise<{ files: number }> {
  const entries = await readdir(clientDir, { recursive: true, encoding: 'utf8' })
  const files = entries.filter((file) => COMPRESSIBLE.test(file))
  for (const file of files) {
    const full = path.join(clientDir, file)
    const content = await readFile(full)
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ])
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)])
  }
  return { files: files.length }
}
