import { describe, expect, it } from 'vitest'
import { smsSegments } from '#app/utils/sms.server.ts'
import {
  type AppointmentForMail,
  type AppointmentSmsKind,
  appointmentSms,
} from './appointment-mails.ts'
import { appointmentNotices, noticeChannels, type NoticeKind } from './appointment-notices.ts'

const KINDS: AppointmentSmsKind[] = ['booked', 'confirmed', 'moved', 'reminder', 'cancelled']
// The real site's link, with the longest token (43 characters) and the Hindi prefix.
const TOKEN = 'a'.repeat(43)
const url = (locale: 'en' | 'hi') =>
  `https://maindoctor.in${locale === 'hi' ? '/hi' : ''}/appointments/manage/${TOKEN}`
// The longest times to write: a two-digit day and hour ("30 Nov, 12:40 pm").
const LONGEST = new Date('2026-11-30T07:10:00Z')

const appointment: AppointmentForMail = {
  id: '00000000-0000-4000-8000-000000000000',
  patientName: 'Sunita Devi',
  patientEmail: null,
  patientPhone: '+919876543210',
  doctorName: 'Dr. Anjali Verma',
  departmentSlug: 'neurology',
  departmentName: 'Neurology',
  startsAt: LONGEST,
  endsAt: new Date(LONGEST.getTime() + 20 * 60_000),
  mode: 'in_person',
  location: 'Room 1',
  reason: 'Migraine',
  locale: 'en',
}

describe('appointment text messages', () => {
  it.each(KINDS)('%s: one 7-bit message in English', (kind) => {
    const { text, language } = appointmentSms({ startsAt: LONGEST, locale: 'en' }, kind, url('en'))
    expect(language).toBe('en')
    expect(smsSegments(text)).toMatchObject({ encoding: 'gsm7', segments: 1 })
  })

  it.each(KINDS)('%s: Unicode in Hindi, at most two messages', (kind) => {
    const { text, language } = appointmentSms({ startsAt: LONGEST, locale: 'hi' }, kind, url('hi'))
    expect(language).toBe('hi')
    expect(text).toMatch(/\p{Script=Devanagari}/u)
    const { encoding, segments } = smsSegments(text)
    expect(encoding).toBe('ucs2')
    expect(segments).toBeLessThanOrEqual(2)
  })

  it('the cancellation, without a link, fits one message even in Hindi', () => {
    const { text } = appointmentSms({ startsAt: LONGEST, locale: 'hi' }, 'cancelled', url('hi'))
    expect(smsSegments(text).segments).toBe(1)
  })

  it('carry the private link where the patient can act on it, and nothing medical', () => {
    for (const kind of KINDS) {
      const { text } = appointmentNotices({ ...appointment }, kind, {
        manageUrl: url('en'),
        preferences: null,
        reason: 'Doctor on leave',
      }).texts[0]!
      if (kind === 'cancelled') expect(text).toContain('+91 5248 222 410')
      else expect(text).toContain(url('en'))
      expect(text).not.toMatch(/Migraine|Anjali|Neurolog|Room|leave/i)
    }
  })
})

describe('which channels a notice takes', () => {
  const both = { patientEmail: 'sunita@example.com', patientPhone: '+919876543210' }
  const channels = (
    a: { patientEmail: string | null; patientPhone: string },
    kind: NoticeKind,
    preferences: Parameters<typeof noticeChannels>[2],
  ) => {
    const { email, text } = noticeChannels(a, kind, preferences)
    return { email: Boolean(email), text: text?.channel ?? null }
  }

  it('guests: e-mail when there is an address, SMS to a mobile, nothing to a landline', () => {
    expect(channels(both, 'reminder', null)).toEqual({ email: true, text: 'sms' })
    expect(channels({ ...both, patientEmail: null }, 'reminder', null)).toEqual({
      email: false,
      text: 'sms',
    })
    expect(channels({ ...both, patientPhone: '+915222345678' }, 'reminder', null)).toEqual({
      email: true,
      text: null,
    })
  })

  it('accounts: as they chose', () => {
    expect(channels(both, 'reminder', { mobileChannel: 'whatsapp', emailNotices: true })).toEqual({
      email: true,
      text: 'whatsapp',
    })
    expect(channels(both, 'reminder', { mobileChannel: 'none', emailNotices: true })).toEqual({
      email: true,
      text: null,
    })
    expect(channels(both, 'confirmed', { mobileChannel: 'sms', emailNotices: false })).toEqual({
      email: false,
      text: 'sms',
    })
  })

  it('everything off: essential notices keep one channel, the others none', () => {
    const off = { mobileChannel: 'none' as const, emailNotices: false }
    for (const kind of ['booked', 'moved', 'cancelled'] as const) {
      expect(channels(both, kind, off)).toEqual({ email: true, text: null })
      expect(channels({ ...both, patientEmail: null }, kind, off)).toEqual({
        email: false,
        text: 'sms',
      })
    }
    for (const kind of ['reminder', 'confirmed'] as const)
      expect(channels(both, kind, off)).toEqual({ email: false, text: null })
  })
})

describe('what the patient is told was sent', () => {
  const booked = (patientEmail: string | null, patientPhone: string, channel?: 'whatsapp') =>
    appointmentNotices({ ...appointment, patientEmail, patientPhone }, 'booked', {
      manageUrl: url('en'),
      preferences: channel ? { mobileChannel: channel, emailNotices: true } : null,
    }).sent

  it('a mobile only: SMS, never "your e-mail"', () => {
    expect(booked(null, '+919876543210')).toBe('sms')
  })
  it('an e-mail with a landline: e-mail only', () => {
    expect(booked('sunita@example.com', '05222345678')).toBe('email')
  })
  it('both: e-mail and SMS (or WhatsApp, as the account chose)', () => {
    expect(booked('sunita@example.com', '+919876543210')).toBe('emailSms')
    expect(booked('sunita@example.com', '+919876543210', 'whatsapp')).toBe('emailWhatsapp')
    expect(booked(null, '+919876543210', 'whatsapp')).toBe('whatsapp')
  })
})

describe('a Hindi e-mail', () => {
  it('marks the place of the visit, kept in English, as English (WCAG 3.1.2)', () => {
    const { mails } = appointmentNotices(
      {
        ...appointment,
        patientEmail: 'sunita@example.com',
        location: 'Room 1, MainDoctor Clinic',
        locale: 'hi',
      },
      'booked',
      { manageUrl: url('hi'), preferences: null },
    )
    const html = mails[0]!.html ?? ''
    expect(html).toContain('<span lang="en">Room 1, MainDoctor Clinic</span>')
    expect(html.replaceAll('<span lang="en">Room 1, MainDoctor Clinic</span>', '')).not.toContain(
      'Room 1',
    )
  })
})
