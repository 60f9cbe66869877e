import { describe, expect, it } from 'vitest'
import { facilityJsonLd } from './facilities-structured-data.ts'

const base = {
  name: { text: 'Sarvodaya Hospital, Barabanki', lang: 'en' as const },
  description: { text: '', lang: 'en' as const },
  address: 'Lucknow–Faizabad Road',
  town: { text: 'Barabanki', lang: 'en' as const },
  pinCode: '225001',
  latitude: 26.93,
  longitude: 81.19,
  phone: '+91 5248 223 100',
  email: null,
  openAllHours: true,
  hours: [],
  photos: [{ fileId: 'f1', alt: { text: 'Front', lang: 'en' as const }, width: 800, height: 500 }],
  accreditations: [{ body: 'nabh' as const, number: 'H-1', validUntil: null }],
}

describe('facility structured data', () => {
  it('names the schema.org type by kind, with address, place, hours and photos', () => {
    const data = facilityJsonLd(
      'https://maindoctor.in',
      '/facilities/sarvodaya',
      { ...base, kind: 'hospital' },
      (id) => `/facilities/sarvodaya/photos/${id}`,
    )
    expect(data).toMatchObject({
      '@type': 'Hospital',
      url: 'https://maindoctor.in/facilities/sarvodaya',
      telephone: '+915248223100',
      address: { postalCode: '225001', addressCountry: 'IN' },
      geo: { latitude: 26.93, longitude: 81.19 },
      image: ['https://maindoctor.in/facilities/sarvodaya/photos/f1'],
      hasCredential: ['NABH'],
    })
    expect(data).not.toHaveProperty('description')
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '00:00', closes: '23:59' }),
    ])
  })

  it.each([
    ['pharmacy', 'Pharmacy'],
    ['laboratory', 'DiagnosticLab'],
    ['collection_centre', 'DiagnosticLab'],
    ['clinic', 'MedicalClinic'],
    ['ambulance_base', 'MedicalOrganization'],
  ] as const)('calls a %s a %s', (kind, type) => {
    expect(facilityJsonLd('https://x.in', '/f', { ...base, kind }, (id) => id)['@type']).toBe(type)
  })
})
