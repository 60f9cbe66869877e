import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import { escapeHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'

/**
 * The offline page: plain HTML with one same-origin stylesheet and no script, the same for
 * everyone (nobody's name in it), so the service worker may keep it and show it to anyone. There
 * is one per language: /offline and /hi/offline.
 */
export function offlinePageHtml(locale: Locale = 'en'): string {
  const e = escapeHtml
  const t = getT(locale, 'site')
  const retry = t('offline.retry')
  const home = t('offline.home')
  const call = (label: string, number: string, href: string, emergency = false) =>
    `<li><a class="call${emergency ? ' emergency' : ''}" href="${e(href)}"><span>${e(label)}</span><strong>${e(number)}</strong></a></li>`
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t('offline.title'))} | ${e(SITE.name)}</title>
<link rel="stylesheet" href="/offline.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<p class="brand">${e(SITE.name)}</p>
<h1>${e(t('offline.title'))}</h1>
<p>${e(t('offline.intro'))}</p>
<p class="lead">${e(t('offline.callsWork'))}</p>
<ul class="calls">
${call(t('offline.emergencyLabel'), CONTACT.emergencyPhone, CONTACT.emergencyPhoneHref, true)}
${call(t('offline.ambulanceLabel'), CONTACT.nationalAmbulance, `tel:${CONTACT.nationalAmbulance}`, true)}
${call(t('offline.receptionLabel'), CONTACT.receptionPhone, CONTACT.receptionPhoneHref)}
</ul>
<address>${e(t('clinicName', { site: SITE.name }))}, ${e(addressLine(locale))}</address>
<p class="links"><a href="">${e(retry)}</a> · <a href="${localizePath('/home', locale)}">${e(home)}</a></p>
</main>
</body>
</html>
`
}
