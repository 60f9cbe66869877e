import { describe, expect, it } from 'vitest'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { spokenLanguageName, storedLanguageName } from './spoken-languages.ts'

describe('spoken languages', () => {
  const both = [getT('en', 'site'), getT('hi', 'site')]

  it('shows a known language in the page language and an unknown one as typed', () => {
    expect(spokenLanguageName(getT('hi', 'site'), 'Hindi')).toBe('हिन्दी')
    expect(spokenLanguageName(getT('en', 'site'), 'Awadhi')).toBe('Awadhi')
    expect(spokenLanguageName(getT('hi', 'site'), 'Tamil')).toBe('Tamil')
  })

  it('stores a language typed in either language by its English name', () => {
    expect(storedLanguageName('हिन्दी', both)).toBe('Hindi')
    expect(storedLanguageName(' urdu ', both)).toBe('Urdu')
    expect(storedLanguageName('अंग्रेज़ी', both)).toBe('English')
    expect(storedLanguageName('Tamil', both)).toBe('Tamil')
  })
})
