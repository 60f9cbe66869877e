import { describe, expect, it } from 'vitest'
import {
  currentAccreditations,
  matchesFilters,
  parseFacilityFilters,
} from './facilities-filters.ts'

const filters = (query: string) => parseFacilityFilters(new URLSearchParams(query))

describe('facility filters', () => {
  it('reads known values and leaves out unknown ones', () => {
    expect(filters('type=laboratory&service=xray&open=now&accreditation=nabl')).toEqual({
      kind: 'laboratory',
      service: 'xray',
      openNow: true,
      accreditation: 'nabl',
    })
    expect(filters('type=spa&service=<script>&open=yes&accreditation=iso')).toEqual({
      kind: null,
      service: null,
      openNow: false,
      accreditation: null,
    })
  })

  it('keeps a facility only when every chosen filter fits', () => {
    const lab = {
      kind: 'laboratory' as const,
      services: ['pathology', 'ecg'],
      accreditations: [{ body: 'nabl' as const }],
      open: false,
    }
    expect(matchesFilters(lab, filters(''))).toBe(true)
    expect(matchesFilters(lab, filters('type=laboratory&service=ecg&accreditation=nabl'))).toBe(
      true,
    )
    expect(matchesFilters(lab, filters('type=hospital'))).toBe(false)
    expect(matchesFilters(lab, filters('service=xray'))).toBe(false)
    expect(matchesFilters(lab, filters('open=now'))).toBe(false)
    expect(matchesFilters(lab, filters('accreditation=nabh'))).toBe(false)
  })
})

describe('currentAccreditations', () => {
  it('counts an accreditation up to and on its last valid day, not after', () => {
    const nabh = { body: 'nabh' as const, number: 'H-1', validUntil: '2026-12-31' }
    const nabl = { body: 'nabl' as const, number: 'MC-2', validUntil: null }
    expect(currentAccreditations([nabh, nabl], '2026-12-31')).toEqual({
      current: [nabh, nabl],
      lapsed: [],
    })
    expect(currentAccreditations([nabh, nabl], '2027-01-01')).toEqual({
      current: [nabl],
      lapsed: [nabh],
    })
  })
})
