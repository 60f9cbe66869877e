import { OFFLINE_PAGE } from '#app/content/offline.ts'
import { ADDRESS_ONE_LINE, CONTACT, SITE } from '#app/content/site.ts'
import { escapeHtml } from '#app/utils/html.ts'

/**
 * The offline page: plain HTML with one same-origin stylesheet and no script, the same for
 * everyone (nobody's name in it), so the service worker may keep it and show it to anyone.
 */
export function offlinePageHtml(): string {
  const e = escapeHtml
  const call = (label: string, number: string, href: string, emergency = false) =>
    `<li><a class="call${emergency ? ' emergency' : ''}" href="${e(href)}"><span>${e(label)}</span><strong>${e(number)}</strong></a></li>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(OFFLINE_PAGE.title)} | ${e(SITE.name)}</title>
<link rel="stylesheet" href="/offline.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<p class="brand">${e(SITE.name)}</p>
<h1>${e(OFFLINE_PAGE.title)}</h1>
<p>${e(OFFLINE_PAGE.intro)}</p>
<p class="lead">${e(OFFLINE_PAGE.callsWork)}</p>
<ul class="calls">
${call(OFFLINE_PAGE.emergencyLabel, CONTACT.emergencyPhone, CONTACT.emergencyPhoneHref, true)}
${call(OFFLINE_PAGE.ambulanceLabel, CONTACT.nationalAmbulance, `tel:${CONTACT.nationalAmbulance}`, true)}
${call(OFFLINE_PAGE.receptionLabel, CONTACT.receptionPhone, CONTACT.receptionPhoneHref)}
</ul>
<address>${e(SITE.name)} Clinic, ${e(ADDRESS_ONE_LINE)}</address>
<p class="links"><a href="">${e(OFFLINE_PAGE.retry)}</a> · <a href="/home">${e(OFFLINE_PAGE.home)}</a></p>
</main>
</body>
</html>
`
}
