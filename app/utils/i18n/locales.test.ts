import { describe, expect, it } from 'vitest'
import { localeFromPath, localizePath, negotiateLocale, unlocalizedPath } from './locales.ts'

describe('language addresses', () => {
  it('reads the language from the path', () => {
    expect(localeFromPath('/hi')).toBe('hi')
    expect(localeFromPath('/hi/doctors')).toBe('hi')
    expect(localeFromPath('/doctors')).toBe('en')
    expect(localeFromPath('/hindi-news')).toBe('en')
    expect(unlocalizedPath('/hi/doctors/dr-a')).toBe('/doctors/dr-a')
    expect(unlocalizedPath('/hi')).toBe('/')
  })

  it('puts a path into a language and back, keeping query and fragment', () => {
    expect(localizePath('/doctors?page=2#list', 'hi')).toBe('/hi/doctors?page=2#list')
    expect(localizePath('/hi/doctors?page=2', 'hi')).toBe('/hi/doctors?page=2')
    expect(localizePath('/hi/doctors?page=2', 'en')).toBe('/doctors?page=2')
    expect(localizePath('/', 'hi')).toBe('/hi')
    expect(localizePath('/hi', 'en')).toBe('/')
  })

  it('leaves anything that is not a site path alone', () => {
    for (const to of [
      '#appointment',
      'tel:+919935010108',
      'https://wa.me/1',
      '//evil.example/x',
      'doctors',
    ]) {
      expect(localizePath(to, 'hi')).toBe(to)
    }
  })
})

describe('negotiateLocale', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['hi', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['fr-FR,hi;q=0.7', 'hi'],
    ['hi;q=0', 'en'],
    ['de,fr', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected)
  })
})
