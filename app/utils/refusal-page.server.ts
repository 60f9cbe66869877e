import type { Request, Response } from 'express'
import { CONTACT, SITE } from '#app/content/site.ts'
import type { MessageKey, MessageValues } from './i18n/catalogs.ts'
import { escapeHtml, richHtml } from './html.ts'
import { getT } from './i18n/i18n.server.ts'
import { type Locale, localeFromPath, localizePath } from './i18n/locales.ts'

/** The language of a request the server answers itself: the page it was sent from or to. */
export function refusalLocale(req: { originalUrl?: string; path: string }): Locale {
  return localeFromPath(req.originalUrl ?? req.path)
}

/**
 * A short page for the answers the server gives before any page renders (too many requests, a
 * form it cannot take): in the request's language, readable without scripts or stylesheets.
 * `paragraphs` are HTML, already escaped.
 */
export function refusalPage(locale: Locale, title: string, paragraphs: string[]): string {
  const t = getT(locale, 'refusal')
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${SITE.name}</title>
<style>body{font-family:"Noto Sans Devanagari",system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#10212b}a{color:#075e6e}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
<p><a href="${localizePath('/home', locale)}">${escapeHtml(t('home'))}</a></p></main></body></html>`
}

/**
 * What the "please wait" page says: too many requests from this connection, try again in about
 * so many minutes. A form that shows a route's limit itself says the same.
 */
export function tooManyRequestsText(retryAfterSeconds: number, locale: Locale): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return getT(locale, 'refusal')('tooMany.text', { minutes })
}

/** The page that asks a person to wait after too many requests, and what to do if it is urgent. */
export function renderTooManyRequestsPage(retryAfterSeconds: number, locale: Locale): string {
  const t = getT(locale, 'refusal')
  return refusalPage(locale, t('tooMany.title'), [
    escapeHtml(tooManyRequestsText(retryAfterSeconds, locale)),
    richHtml(
      t('tooMany.emergency', {
        phone: CONTACT.emergencyPhone,
        ambulance: CONTACT.nationalAmbulance,
      }),
      [
        [`<a href="${escapeHtml(CONTACT.emergencyPhoneHref)}">`, '</a>'],
        [`<a href="tel:${CONTACT.nationalAmbulance}">`, '</a>'],
      ],
    ),
  ])
}

/** The refusals that are a title and one sentence, and their words in the `refusal` catalogue. */
const SIMPLE_REFUSALS = {
  tooLarge: { title: 'tooLarge.title', text: 'tooLarge.text' },
  // A form that takes files: its limit, in megabytes ({megabytes}).
  tooLargeUpload: { title: 'tooLarge.title', text: 'tooLargeUpload.text' },
  formsOnly: { title: 'formsOnly.title', text: 'formsOnly.text' },
  damaged: { title: 'damaged.title', text: 'damaged.text' },
  crossSite: { title: 'crossSite.title', text: 'crossSite.text' },
  failed: { title: 'failed.title', text: 'failed.text' },
  badAddress: { title: 'badAddress.title', text: 'badAddress.text' },
} as const satisfies Record<string, { title: MessageKey<'refusal'>; text: MessageKey<'refusal'> }>
export type SimpleRefusal = keyof typeof SIMPLE_REFUSALS

/** A simple refusal's explanation in the request's language (for API clients' JSON). */
export function refusalText(req: Request, words: SimpleRefusal, values?: MessageValues): string {
  return getT(refusalLocale(req), 'refusal')(SIMPLE_REFUSALS[words].text, values)
}

/**
 * Answers a request the server refuses itself, in the request's language: a short page for a
 * browser, a line of text for anything else.
 */
export function sendRefusal(
  req: Request,
  res: Response,
  status: number,
  words: SimpleRefusal,
  values?: MessageValues,
) {
  const locale = refusalLocale(req)
  const t = getT(locale, 'refusal')
  const [title, text] = [t(SIMPLE_REFUSALS[words].title), t(SIMPLE_REFUSALS[words].text, values)]
  res.status(status).set('Cache-Control', 'no-store')
  if (!req.path.endsWith('.data') && req.accepts(['html', 'text', 'json']) === 'html') {
    res.type('html').send(refusalPage(locale, title, [escapeHtml(text)]))
  } else {
    res.type('text/plain').send(`${title}. ${text}`)
  }
}
