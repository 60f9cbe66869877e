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
      contactAcknowledgement(input, 'MSG-1', 'en'),
      contactAcknowledgement(input, 'MSG-1', 'hi'),
      contactNotification(input, 'MSG-1', 'hi'),
    ]) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img')
      expect(mail.html).toContain('&lt;script&gt;')
    }
  })
  it('tells the sender the reference, the subject and the emergency number', () => {
    const mail = contactAcknowledgement(input, 'MSG-ABCD1234', 'en')
    expect(mail.subject).toContain('MSG-ABCD1234')
    expect(mail.text).toContain('Billing')
    expect(mail.text).toContain('+91 99350 10108')
    expect(mail.subject).toBe('We have received your message (MSG-ABCD1234)')
    expect(mail.html).toContain('<strong>MSG-ABCD1234</strong>')
  })
  it('answers a Hindi sender in Hindi', () => {
    const mail = contactAcknowledgement(input, 'MSG-ABCD1234', 'hi')
    expect(mail.subject).toBe('आपका मैसेज हमें मिल गया है (MSG-ABCD1234)')
    expect(mail.text).toContain('बिल और भुगतान')
    expect(mail.text).toContain('+91 99350 10108')
    expect(mail.text).not.toContain('<0>')
    expect(mail.html).toContain('<strong>MSG-ABCD1234</strong>')
  })
  it('gives the front desk everything needed to reply', () => {
    const mail = contactNotification(input, 'MSG-ABCD1234', 'en')
    expect(mail.text).toContain('ravi@example.com')
    expect(mail.text).toContain('+919876543210')
    expect(mail.subject).toBe('[Contact] Billing — MSG-ABCD1234')
    expect(mail.text).not.toContain('Language')
  })
  it('tells the front desk, in English, when the sender wrote in Hindi', () => {
    const mail = contactNotification(input, 'MSG-ABCD1234', 'hi')
    expect(mail.subject).toBe('[Contact] Billing — MSG-ABCD1234')
    expect(mail.text).toContain('Language: Hindi')
  })
  it('derives a short reference from the id', () => {
    expect(contactReference('07564686-aaaa-bbbb-cccc-000000000000')).toBe('MSG-07564686')
  })
})
