import type { NextFunction, Request, Response } from 'express'
import { rememberedLocale } from '#app/utils/i18n/language-cookie.server.ts'
import { localeFromPath, localizePath, negotiateLocale } from '#app/utils/i18n/locales.ts'

/** Addresses that are not pages in a language: files, feeds, data and API answers. */
const NOT_A_PAGE =
  /^\/(?:api\/|dev\/mailbox\/[^/]+\/attachments\/|language$|sitemap\.xml$|robots\.txt$|account\/export$)|\.data$/

/**
 * English pages keep their addresses; Hindi pages live under /hi. A page asked for without /hi
 * opens in Hindi when the visitor chose Hindi before (the cookie) or, on a first visit, when the
 * browser prefers Hindi to English (Accept-Language). Runs before the page cache, which keys on
 * the address alone.
 */
export function chooseLanguage(req: Request, res: Response, next: NextFunction) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || localeFromPath(req.path) === 'hi') {
    return next()
  }
  if (NOT_A_PAGE.test(req.path)) return next()
  const remembered = rememberedLocale(req.headers.cookie)
  if (!remembered) res.vary('Accept-Language')
  const wanted = remembered ?? negotiateLocale(req.get('accept-language'))
  if (wanted === 'hi' && req.accepts('html')) {
    res.vary('Cookie')
    res.setHeader('Cache-Control', 'private, no-cache')
    return res.redirect(302, localizePath(req.originalUrl, 'hi'))
  }
  next()
}
