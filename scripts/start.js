// `npm start`: builds once if there is no build yet, then serves the production build.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

process.env.NODE_ENV ??= 'production'

if (!existsSync('build/server/index.js')) {
  console.log('No build found: building the app first (about a minute)…')
  const result = spawnSync('npx', ['react-router', 'build'], {
    stdio: 'inherit',
    env: { ...process.env },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The build is plain JavaScript: no TypeScript loader in production.
const { serveProduction } = await import('../build/server/index.js')
await serveProduction()
