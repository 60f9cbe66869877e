import { describe, expect, it } from 'vitest'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { DEPARTMENTS } from './departments.ts'
import { FEATURE_GRID, HERO_FEATURES, HERO_SLIDES, JOIN_NETWORK, SERVICES } from './home.ts'
import {
  CONTACT,
  CONTACT_SUBJECTS,
  HOURS,
  MAP,
  RATING,
  SERVICE_WORKER_MAX_WAIT_MS,
  SITE,
  TOAST_ANIMATION_MS,
  TOAST_DURATION_MS,
  TOAST_EXTENDED_MS,
  TOAST_POSITION,
} from './site.ts'

const digits = (value: string) => value.replace(/\D/g, '')

describe('site content', () => {
  it('keeps the figures and constants of the specification', () => {
    expect(SITE.appTitle).toBe('main_doctor')
    expect(RATING).toEqual({ score: 4.9, reviewCount: 7541 })
    expect(HOURS).toEqual({ opens: '08:00', closes: '19:00' })
    expect(getT('en', 'common')('site.hours')).toBe('Mon–Fri 8:00 am – 7:00 pm')
    expect([TOAST_DURATION_MS, TOAST_EXTENDED_MS, TOAST_ANIMATION_MS]).toEqual([5000, 1000, 300])
    expect(TOAST_POSITION).toBe('top-right')
    expect(SERVICE_WORKER_MAX_WAIT_MS).toBe(30_000)
  })

  it('dials the same numbers it shows', () => {
    expect(CONTACT.emergencyPhoneHref).toBe(`tel:+${digits(CONTACT.emergencyPhone)}`)
    expect(CONTACT.receptionPhoneHref).toBe(`tel:+${digits(CONTACT.receptionPhone)}`)
    expect(CONTACT.whatsappHref).toBe(`https://wa.me/${CONTACT.whatsappNumber}`)
    expect(CONTACT.whatsappNumber).toMatch(/^91\d{10}$/)
  })

  it('lists the six clinics of the specification in order, then the General Medicine OPD', () => {
    expect(DEPARTMENTS.map((d) => d.name)).toEqual([
      'Neurology',
      'Cardiology',
      'Pathology',
      'Laboratory',
      'Pediatric',
      'Cardiac',
      'General Medicine',
    ])
    expect(new Set(DEPARTMENTS.map((d) => d.slug)).size).toBe(7)
  })

  it('has every home section the specification lists', () => {
    const t = getT('en', 'home')
    expect(HERO_SLIDES).toHaveLength(2)
    expect(HERO_FEATURES.map((f) => t(f.title))).toEqual([
      'Examination',
      'Prescription',
      'Cardiogram',
      'Blood Pressure',
    ])
    expect(SERVICES.map((s) => t(s.title))).toEqual([
      'Find doctor',
      'Hospitals and clinics',
      'Ambulance',
      'Laboratory analysis',
      'Pathology',
      'Pharmacy',
    ])
    const rating = t(JOIN_NETWORK.ratingLabel, {
      score: JOIN_NETWORK.rating.score,
      count: new Intl.NumberFormat('en-IN').format(JOIN_NETWORK.rating.reviewCount),
    })
    expect(rating).toContain('4.9')
    expect(rating).toContain('7,541')
    // Copy meant for another country does not belong on an Indian clinic's page.
    const featureWords = FEATURE_GRID.items.map((item) => t(item.text))
    expect(featureWords.join(' ')).not.toMatch(/pound|£/i)
    expect(featureWords.some((text) => text.includes('₹'))).toBe(true)
  })

  it('offers the contact subjects the front desk sorts by', () => {
    const t = getT('en', 'site')
    expect(CONTACT_SUBJECTS.map((s) => t(`contact.subject.${s.value}`))).toEqual([
      'General enquiry',
      'Appointments',
      'Billing',
      'Feedback',
      'Reports & records',
    ])
  })

  it('points the map at the clinic', () => {
    expect(MAP.embedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)
    expect(MAP.embedUrl).toContain('marker=26.6178%2C81.3644')
  })
})
