import { type Config } from '@react-router/dev/config'

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
} satisfies Config
