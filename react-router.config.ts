import path from 'node:path'
import { type Config } from '@react-router/dev/config'
import { precompressAssets } from './scripts/precompress-assets.ts'

export default {
  ssr: true,
  // React Router 8 changes these; we keep 7's behaviour until we move to 8 (which needs Node 22).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Brotli and gzip copies of the browser's files, served by server/static-files.ts.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client')
    const { files } = await precompressAssets(clientDir)
    console.log(`Precompressed ${files} files in ${clientDir} (brotli 11, gzip 9)`)
  },
} satisfies Config
