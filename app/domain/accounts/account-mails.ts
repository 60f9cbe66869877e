import { CONTACT, SITE } from '#app/content/site.ts'
import { escapeHtml } from '#app/utils/html.ts'

type MailContent = { subject: string; text: string; html: string }

function linkMail(opts: {
  name: string
  intro: string
  action: string
  url: string
  outro: string
  subject: string
}): MailContent {
  const text = `Dear ${opts.name},

${opts.intro}

${opts.action}: ${opts.url}

${opts.outro}

${SITE.name} · ${CONTACT.receptionPhone}`
  const html = `<p>Dear ${escapeHtml(opts.name)},</p>
<p>${escapeHtml(opts.intro)}</p>
<p><a href="${escapeHtml(opts.url)}">${escapeHtml(opts.action)}</a></p>
<p>${escapeHtml(opts.outro)}</p>
<p>${SITE.name} · ${CONTACT.receptionPhone}</p>`
  return { subject: opts.subject, text, html }
}

export function verifyEmailMail(name: string, url: string): MailContent {
  return linkMail({
    name,
    subject: `Confirm your e-mail address for ${SITE.name}`,
    intro: `Welcome to ${SITE.name}. Please confirm that this e-mail address is yours, so we can send you appointment confirmations and reminders.`,
    action: 'Confirm my e-mail address',
    url,
    outro: 'If you did not create an account, you can ignore this e-mail.',
  })
}

export function resetPasswordMail(name: string, url: string): MailContent {
  return linkMail({
    name,
    subject: `Reset your ${SITE.name} password`,
    intro:
      'Someone — hopefully you — asked to reset the password of your account. The link works once and for one hour.',
    action: 'Choose a new password',
    url,
    outro:
      'If you did not ask for this, ignore this e-mail: your password stays as it is. Choosing a new password signs you out on every device.',
  })
}

export function setPasswordMail(name: string, url: string): MailContent {
  return linkMail({
    name,
    subject: `Your ${SITE.name} account is ready`,
    intro: `An account was created for you at ${SITE.name}. Choose your password to start; the link works once and for one hour.`,
    action: 'Choose my password',
    url,
    outro: 'If you were not expecting this, please tell the clinic.',
  })
}

/** Sent instead of an error when someone registers with an address that already has an account. */
export function registrationAttemptMail(
  name: string,
  loginUrl: string,
  resetUrl: string,
): MailContent {
  return linkMail({
    name,
    subject: `Someone tried to register with your address at ${SITE.name}`,
    intro: `Someone — perhaps you — tried to create a new ${SITE.name} account with this e-mail address, which already has an account. No second account was made.`,
    action: 'Log in to your account',
    url: loginUrl,
    outro: `Forgotten your password? Choose a new one here: ${resetUrl}. If this was not you, you can ignore this e-mail: nothing has changed.`,
  })
}
