/** An iCalendar (RFC 5545) file with one event, for "add to my calendar". */
export function appointmentIcs(event: {
  uid: string
  startsAt: Date
  endsAt: Date
  summary: string
  location: string
  description: string
  now?: Date
  /**
   * TENTATIVE until the front desk confirms the booking; CONFIRMED after; CANCELLED when it is
   * off. Calendars show a tentative event as such, so nobody takes "booked" for "confirmed".
   */
  status: 'tentative' | 'confirmed' | 'cancelled'
  /** The language of the texts (RFC 5545 LANGUAGE), e.g. 'hi'. */
  language?: string
}): string {
  const cancelled = event.status === 'cancelled'
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
  const text = (value: string) =>
    value
      .replace(/\\/g, '\\\\')
      .replace(/\n/g, '\\n')
      .replace(/[,;]/g, (c) => `\\${c}`)
  const lang = event.language ? `;LANGUAGE=${event.language}` : ''
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MainDoctor//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now ?? new Date())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.endsAt)}`,
    `SUMMARY${lang}:${text(event.summary)}`,
    `LOCATION${lang}:${text(event.location)}`,
    `DESCRIPTION${lang}:${text(event.description)}`,
    `STATUS:${event.status.toUpperCase()}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let currentBytes = 0
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0)!)
    if (currentBytes + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      currentBytes = 0
    }
    current += char
    currentBytes += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** Octets of one character in UTF-8. */
const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
