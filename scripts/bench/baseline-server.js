// The baseline of `npm run bench`: a bare Express 5 server answering every GET with
// renderToString of a React tree of about 64 KB of HTML — what a server-rendered page costs
// with nothing else (no routing, data, security headers or database). Pages are compared with
// it as a ratio measured in the same run, so the figures hold on any machine.
import express from 'express'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'

const ROWS = 245

function Row({ index }) {
  return h(
    'li',
    { className: 'card doctor-card flex items-start gap-3 rounded-lg border p-4' },
    h('h3', { className: 'text-lg font-semibold' }, `Dr. Example Person ${index}`),
    h('p', { className: 'text-sm text-slate-600' }, 'MBBS, MD (Medicine) · 12 years'),
    h('a', { href: `/doctors/example-${index}`, className: 'button' }, 'Book'),
  )
}

function Page() {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Baseline')),
    h(
      'body',
      null,
      h(
        'main',
        null,
        h(
          'ul',
          null,
          Array.from({ length: ROWS }, (_, index) => h(Row, { key: index, index })),
        ),
      ),
    ),
  )
}

const app = express()
app.get('/{*path}', (_req, res) => {
  res.type('html').send(`<!DOCTYPE html>${renderToString(h(Page))}`)
})
const port = Number(process.env.PORT ?? 3390)
app.listen(port, '127.0.0.1', () => console.log(`baseline on ${port}`))
