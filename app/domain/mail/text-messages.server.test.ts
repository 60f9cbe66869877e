import { describe, expect, it } from 'vitest'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { LOCALES } from '#app/utils/i18n/locales.ts'
import {
  TEXT_MESSAGE_KINDS,
  TEXT_MESSAGES,
  textMessage,
  textMessageParts,
} from './text-messages.server.ts'

describe('the kinds of text message', () => {
  it.each(TEXT_MESSAGE_KINDS.flatMap((kind) => LOCALES.map((locale) => [kind, locale] as const)))(
    '%s (%s) is its catalogue message with its variables in order',
    (kind, locale) => {
      const definition = TEXT_MESSAGES[kind]
      const values = Object.fromEntries(definition.variables.map((name) => [name, `<${name}>`]))
      const message = textMessage(kind, locale, values as never)
      const t = getT(locale, definition.namespace) as (key: string, v: object) => string
      const suffix = 'suffix' in definition ? '\n\n@<host> #<code>' : ''
      expect(message.text).toBe(t(definition.key, values) + suffix)
      expect(message.language).toBe(locale)
      expect(message.template.key).toBe(kind)
      // The variables are the placeholders in the order this language places them.
      const placeholders = textMessageParts(kind, locale).flatMap((part) =>
        'variable' in part ? [part.variable] : [],
      )
      expect(message.template.variables).toEqual(placeholders.map((name) => `<${name}>`))
      expect(new Set(placeholders)).toEqual(new Set(definition.variables))
    },
  )
})
