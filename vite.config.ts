import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
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

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The SSR build's entry is the production process (server/production.ts), which holds our
    // Express request handler and the React Router build: production runs plain JavaScript.
    rollupOptions: isSsrBuild ? { input: './server/production.ts' } : undefined,
    assetsInlineLimit: 0,
  },
  server: { hmr: { port: 24678 } },
  plugins: [
    tailwindcss(),
    reactRouter(),
    isSsrBuild && databaseTemplate(),
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
