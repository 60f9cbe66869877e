import { describe, expect, it } from 'vitest'
import { contactAcknowledgement, contactNotification, contactReference } from './contact-mails.ts'

const input = {
  name: '<script>alert(1)</script>',
  email: 'ravi@example.com',
  phone: '+919876543210',
  subject: 'billing' as const,
  message: 'Line one\n\n<img src=x onerror=alert(1)>',
  website: undefined,
}

describe('contact mails', () => {
  it('never lets typed text become markup in the HTML part', () => {
    for (const mail of [
      contactAcknowledgement(input, 'MSG-1'),
      contactNotification(input, 'MSG-1'),
    ]) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img')
      expect(mail.html).toContain('&lt;script&gt;')
    }
  })
  it('tells the sender the reference, the subject and the emergency number', () => {
    const mail = contactAcknowledgement(input, 'MSG-ABCD1234')
    expect(mail.subject).toContain('MSG-ABCD1234')
    expect(mail.text).toContain('Billing')
    expect(mail.text).toContain('+91 99350 10108')
  })
  it('gives the front desk everything needed to reply', () => {
    const mail = contactNotification(input, 'MSG-ABCD1234')
    expect(mail.text).toContain('ravi@example.com')
    expect(mail.text).toContain('+919876543210')
  })
  it('derives a short reference from the id', () => {
    expect(contactReference('07564686-aaaa-bbbb-cccc-000000000000')).toBe('MSG-07564686')
  })
})
