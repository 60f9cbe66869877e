import type { MailContent } from '#app/utils/mail-content.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { escapeHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { type TextMessage, textMessage } from '#app/domain/mail/index.server.ts'

function linkMail(opts: {
  locale: Locale
  name: string
  intro: string
  action: string
  url: string
  outro: string
  subject: string
}): MailContent {
  const greeting = getT(opts.locale, 'accountMail')('greeting', { name: opts.name })
  const text = `${greeting}

${opts.intro}

${opts.action}: ${opts.url}

${opts.outro}

${SITE.name} · ${CONTACT.receptionPhone}`
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(opts.intro)}</p>
<p><a href="${escapeHtml(opts.url)}">${escapeHtml(opts.action)}</a></p>
<p>${escapeHtml(opts.outro)}</p>
<p>${SITE.name} · ${CONTACT.receptionPhone}</p>`
  return { subject: opts.subject, text, html, language: opts.locale }
}

/** Account e-mails go out in the language of the page the person was on (`locale`). */
export function verifyEmailMail(name: string, url: string, locale: Locale): MailContent {
  const t = getT(locale, 'accountMail')
  const site = SITE.name
  return linkMail({
    locale,
    name,
    subject: t('verify.subject', { site }),
    intro: t('verify.intro', { site }),
    action: t('verify.action'),
    url,
    outro: t('verify.outro'),
  })
}

export function resetPasswordMail(name: string, url: string, locale: Locale): MailContent {
  const t = getT(locale, 'accountMail')
  return linkMail({
    locale,
    name,
    subject: t('reset.subject', { site: SITE.name }),
    intro: t('reset.intro'),
    action: t('reset.action'),
    url,
    outro: t('reset.outro'),
  })
}

export function setPasswordMail(name: string, url: string, locale: Locale): MailContent {
  const t = getT(locale, 'accountMail')
  const site = SITE.name
  return linkMail({
    locale,
    name,
    subject: t('setPassword.subject', { site }),
    intro: t('setPassword.intro', { site }),
    action: t('setPassword.action'),
    url,
    outro: t('setPassword.outro'),
  })
}

/** Sent instead of an error when someone registers with an address that already has an account. */
export function registrationAttemptMail(
  name: string,
  loginUrl: string,
  resetUrl: string,
  locale: Locale,
): MailContent {
  const t = getT(locale, 'accountMail')
  const site = SITE.name
  return linkMail({
    locale,
    name,
    subject: t('registrationAttempt.subject', { site }),
    intro: t('registrationAttempt.intro', { site }),
    action: t('registrationAttempt.action'),
    url: loginUrl,
    outro: t('registrationAttempt.outro', { resetUrl }),
  })
}

/**
 * The one-time sign-in code. Short (one SMS in English), nothing else in it; its last line is the
 * origin-bound form browsers read to offer the code (WebOTP: `@host #code`).
 */
export function signInCodeSms(
  code: string,
  minutes: number,
  host: string,
  locale: Locale,
): TextMessage {
  return textMessage('account.sign-in-code', locale, { site: SITE.name, code, minutes, host })
}
