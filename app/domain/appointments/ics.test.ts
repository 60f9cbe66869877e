import { describe, expect, test } from 'vitest'
import { appointmentIcs } from './ics.ts'

const event = {
  uid: 'a1@maindoctor.in',
  startsAt: new Date('2030-01-02T04:00:00Z'),
  endsAt: new Date('2030-01-02T04:20:00Z'),
  summary: 'MainDoctor: appointment with Dr. Asha',
  location: 'Room 4, Station Road',
  description: 'Come 10 minutes early.',
  now: new Date('2030-01-01T00:00:00Z'),
}

describe('appointmentIcs', () => {
  test('a booking the front desk has not confirmed is tentative', () => {
    const ics = appointmentIcs({ ...event, status: 'tentative' })
    expect(ics).toContain('STATUS:TENTATIVE\r\n')
    expect(ics).toContain('METHOD:PUBLISH\r\n')
    expect(ics).not.toContain('CONFIRMED')
  })

  test('a confirmed one says so, a cancelled one cancels', () => {
    expect(appointmentIcs({ ...event, status: 'confirmed' })).toContain('STATUS:CONFIRMED\r\n')
    const cancelled = appointmentIcs({ ...event, status: 'cancelled' })
    expect(cancelled).toContain('STATUS:CANCELLED\r\n')
    expect(cancelled).toContain('METHOD:CANCEL\r\n')
  })

  test('texts in Hindi name their language and fold between characters, never inside one', () => {
    const ics = appointmentIcs({
      ...event,
      summary: 'MainDoctor: Dr. Asha के साथ अपॉइंटमेंट',
      description: 'अपॉइंटमेंट से 10 मिनट पहले पहुँचें, पुराने पर्चे साथ लाएँ।',
      status: 'tentative',
      language: 'hi',
    })
    const lines = ics.split('\r\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('SUMMARY;LANGUAGE=hi:MainDoctor: Dr. Asha के साथ अपॉइंटमेंट\r\n')
    expect(unfolded).toContain(
      'DESCRIPTION;LANGUAGE=hi:अपॉइंटमेंट से 10 मिनट पहले पहुँचें\\, पुराने पर्चे साथ लाएँ।\r\n',
    )
  })
})
