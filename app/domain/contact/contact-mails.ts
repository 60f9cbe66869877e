import { ADDRESS_ONE_LINE, CONTACT, contactSubjectLabel, HOURS, SITE } from '#app/content/site.ts'
import { escapeHtml, textToHtml } from '#app/utils/html.ts'
import type { ContactInput } from './contact-schema.ts'

type MailContent = { subject: string; text: string; html: string }

/** The e-mail that tells the sender we have their message. */
export function contactAcknowledgement(input: ContactInput, reference: string): MailContent {
  const subjectLabel = contactSubjectLabel(input.subject)
  const text = `Dear ${input.name},

Thank you for writing to ${SITE.name}. We have received your message about "${subjectLabel}" and a member of our front-desk team will reply within one working day (${HOURS.label}).

Your reference: ${reference}

Your message:
${input.message}

If this is an emergency, please do not wait for our reply: call ${CONTACT.emergencyPhone} (24/7) or the national ambulance number ${CONTACT.nationalAmbulance}.

${SITE.name}
${ADDRESS_ONE_LINE}
${CONTACT.receptionPhone}`
  const html = `<p>Dear ${escapeHtml(input.name)},</p>
<p>Thank you for writing to ${SITE.name}. We have received your message about “${escapeHtml(subjectLabel)}” and a member of our front-desk team will reply within one working day (${escapeHtml(HOURS.label)}).</p>
<p>Your reference: <strong>${escapeHtml(reference)}</strong></p>
<p>Your message:</p><blockquote>${textToHtml(input.message)}</blockquote>
<p><strong>If this is an emergency</strong>, please do not wait for our reply: call <a href="${CONTACT.emergencyPhoneHref}">${CONTACT.emergencyPhone}</a> (24/7) or ${CONTACT.nationalAmbulance}.</p>
<p>${SITE.name}<br>${escapeHtml(ADDRESS_ONE_LINE)}<br>${CONTACT.receptionPhone}</p>`
  return { subject: `We have received your message (${reference})`, text, html }
}

/** The e-mail that tells the front desk a message is waiting. */
export function contactNotification(input: ContactInput, reference: string): MailContent {
  const subjectLabel = contactSubjectLabel(input.subject)
  const text = `A new message arrived through the contact form.

Reference: ${reference}
Subject: ${subjectLabel}
Name: ${input.name}
E-mail: ${input.email}
Phone: ${input.phone}

${input.message}`
  const html = `<p>A new message arrived through the contact form.</p>
<table>
<tr><th align="left">Reference</th><td>${escapeHtml(reference)}</td></tr>
<tr><th align="left">Subject</th><td>${escapeHtml(subjectLabel)}</td></tr>
<tr><th align="left">Name</th><td>${escapeHtml(input.name)}</td></tr>
<tr><th align="left">E-mail</th><td>${escapeHtml(input.email)}</td></tr>
<tr><th align="left">Phone</th><td>${escapeHtml(input.phone)}</td></tr>
</table>
${textToHtml(input.message)}`
  return { subject: `[Contact] ${subjectLabel} — ${reference}`, text, html }
}

/** A short reference a patient can quote on the phone, from the message id. */
export function contactReference(id: string): string {
  return `MSG-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
