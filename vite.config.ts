import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig } from 'vite'

/**
 * Every script costs the browser a request and its headers (about 1 KiB each here), so what every
 * page loads comes in two scripts rather than a dozen: React with React Router, and the site's
 * frame (header, footer, their icons and content). Everything else is split by route as usual.
 */
function clientChunk(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework'
  if (
    /\/app\/(components\/layout\/|components\/ui\/toaster|components\/ui\/toast-timing|content\/site\.ts|content\/departments\.ts|components\/json-ld|utils\/use-hydrated|utils\/nonce|domain\/search\/result-kinds)/.test(
      id,
    )
  )
    return 'site-frame'
  return undefined
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The SSR build's entry is our Express request handler, which imports the React Router build.
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : { output: { manualChunks: clientChunk } },
    assetsInlineLimit: 0,
  },
  server: { hmr: { port: 24678 } },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The service worker only precaches the hashed static assets; pages are always rendered by the
    // server, so an offline visitor never sees stale appointment data.
    !isSsrBuild &&
      VitePWA({
        injectRegister: false,
        registerType: 'autoUpdate',
        strategies: 'generateSW',
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
        workbox: {
          globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}'],
          navigateFallback: null,
          cleanupOutdatedCaches: true,
        },
      }),
  ],
}))
