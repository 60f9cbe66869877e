import type { MessageKey } from '#app/utils/i18n/catalogs.ts'

type SiteKey = MessageKey<'site'>

/**
 * The privacy notice patients accept when they register: its sections, in order, as messages of
 * the site catalogue (the words are in app/locales/<lang>/site.json).
 */
export const PRIVACY_NOTICE = {
  updated: '2026-11-22',
  sections: [
    { id: 'who', title: 'privacy.who.title', text: 'privacy.who.text' },
    { id: 'what', title: 'privacy.what.title', text: 'privacy.what.text' },
    { id: 'why', title: 'privacy.why.title', text: 'privacy.why.text' },
    { id: 'keep', title: 'privacy.keep.title', text: 'privacy.keep.text' },
    { id: 'rights', title: 'privacy.rights.title', text: 'privacy.rights.text' },
  ] satisfies ReadonlyArray<{ id: string; title: SiteKey; text: SiteKey }>,
} as const
