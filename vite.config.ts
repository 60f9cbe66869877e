import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
// @ts-expect-error -- a plain JavaScript build step without type declarations
import { writeDatabaseTemplate } from './scripts/database-template.js'

/** After the server build: the empty, migrated embedded database a first start unpacks. */
function databaseTemplate(): Plugin {
  return {
    name: 'maindoctor-database-template',
    apply: 'build',
    async closeBundle() {
      await (writeDatabaseTemplate as () => Promise<void>)()
    },
  }
}

/**
 * After the server build: the demo data's drawn pictures (app/domain/seed/draw-demo-pictures.server.ts),
 * drawn by the server build itself in a process of its own.
 */
function demoPictures(): Plugin {
  return {
    name: 'maindoctor-demo-pictures',
    apply: 'build',
    closeBundle() {
      const draw =
        "const { drawDemoPictures } = await import('./build/server/index.js'); console.log(`Drew ${await drawDemoPictures()} demo pictures`)"
      execFileSync(process.execPath, ['--input-type=module', '-e', draw], { stdio: 'inherit' })
    },
  }
}

/**
 * The browser gets message catalogues already compiled (app/utils/i18n/i18n.client.ts), so it
 * never needs the ICU parser; the server compiles its own copies at start.
 */
function messageCatalogs(): Plugin {
  return {
    name: 'maindoctor-message-catalogs',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !/\/app\/locales\/(en|hi)\/[a-z-]+\.json$/.test(id)) return null
      const source = JSON.parse(code) as Record<string, string>
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => [key, compileMessage(text)]),
      )
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}

/**
 * Every script costs the browser a request and its headers (about 1 KiB each here), so what every
 * page loads comes in two scripts rather than a dozen: React with React Router, and the site's
 * frame (header, footer, their icons and content). Everything else is split by route as usual.
 */
function clientChunk(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework'
  if (
    /\/app\/(components\/layout\/|components\/ui\/toaster|components\/ui\/toast-timing|content\/site\.ts|content\/department-links\.ts|components\/json-ld|utils\/use-hydrated|utils\/nonce|domain\/search\/result-kinds)/.test(
      id,
    )
  )
    return 'site-frame'
  return undefined
}

/**
 * React Router's package points every bundler at its development build, dev warnings and all
 * (remix-run/react-router#12532): the browser's copy is built from the production build, which
 * differs only in leaving the warnings out. The server keeps the package's own resolution, so the
 * request handler (from @react-router/express) and the server bundle share one React Router.
 */
const reactRouterProductionDir = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/', import.meta.url),
)
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterProductionDir}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterProductionDir}dom-export.mjs` },
]

const SERVER_BUNDLED = [
  'lucide-react',
  'kysely',
  'better-auth',
  /^@better-auth\//,
  'better-call',
  'zod',
  'jose',
  'drizzle-orm',
  /^@conform-to\//,
  /^@noble\//,
  'rou3',
  '@better-fetch/fetch',
  'defu',
]

export default defineConfig(({ isSsrBuild, command }) => ({
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProduction : [] },
  // The server's build bundles the icons it uses: importing the package evaluates every one of its
  // ~2 000 icons, about 5 MB of each worker's heap for full collections to mark. (Not in
  // development, where Vite would transform the package's thousands of modules on the first page.)
  ssr: command === 'build' ? { noExternal: SERVER_BUNDLED } : undefined,
  build: {
    // The SSR build's entry is the production process (server/production.ts), which holds our
    // Express request handler and the React Router build: production runs plain JavaScript.
    rollupOptions: isSsrBuild
      ? { input: './server/production.ts' }
      : { output: { manualChunks: clientChunk } },
    assetsInlineLimit: 0,
  },
  server: { hmr: { port: 24678 } },
  plugins: [
    tailwindcss(),
    messageCatalogs(),
    reactRouter(),
    isSsrBuild && databaseTemplate(),
    isSsrBuild && demoPictures(),
    // The service worker (app/service-worker/sw.ts) keeps the app shell, the offline page and the
    // public pages visited last; personal pages always come from the server.
    !isSsrBuild &&
      VitePWA({
        injectRegister: false,
        registerType: 'autoUpdate',
        strategies: 'injectManifest',
        srcDir: 'app/service-worker',
        filename: 'sw.ts',
        outDir: 'build/client',
        manifest: {
          name: 'MainDoctor',
          short_name: 'MainDoctor',
          description: 'Find the right doctor, book appointments and reach the emergency line.',
          theme_color: '#0b5c6b',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/home',
          icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
        },
        injectManifest: {
          globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}', 'offline.css', 'favicon.svg'],
          // The Devanagari font is fetched only by pages with Hindi text, never ahead of time.
          globIgnores: ['**/noto-sans-devanagari-*'],
          // The offline page is rendered by the server from app/content; a new build may change it.
          additionalManifestEntries: [
            { url: '/offline', revision: String(Date.now()) },
            { url: '/hi/offline', revision: String(Date.now()) },
          ],
        },
      }),
  ],
}))
