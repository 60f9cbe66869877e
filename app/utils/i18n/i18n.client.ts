import { setupI18n } from '@lingui/core'
import type { Namespace } from './catalogs.ts'
import { type I18nRuntime, registerI18n } from './i18n.tsx'
import { isLocale, type Locale } from './locales.ts'

/**
 * The browser's messages: the namespaces the server wrote into the page (#i18n-messages), and the
 * others on demand, each language's file its own small script (compiled at build time, see
 * `messageCatalogs` in vite.config.ts). Only the page's language ever reaches the browser.
 */
type CompiledCatalog = Record<string, unknown>
const files = import.meta.glob<{ default: CompiledCatalog }>([
  '../../locales/*/*.json',
  '!../../locales/*/mail.json',
  '!../../locales/*/accountMail.json',
  '!../../locales/*/contactMail.json',
  '!../../locales/*/refusal.json',
])

export const EMBEDDED_MESSAGES_ID = 'i18n-messages'

export function clientRuntime(): I18nRuntime {
  const element = document.getElementById(EMBEDDED_MESSAGES_ID)
  const embedded = element?.textContent ?? '{}'
  const parsed = JSON.parse(embedded) as {
    locale?: string
    catalogs?: Partial<Record<Namespace, CompiledCatalog>>
  }
  const locale: Locale = isLocale(parsed.locale) ? parsed.locale : 'en'
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  const loaded = new Set<Namespace>()
  const loading = new Map<Namespace, Promise<void>>()

  function add(namespace: Namespace, catalog: CompiledCatalog) {
    const messages: Record<string, unknown> = {}
    for (const [key, message] of Object.entries(catalog)) messages[`${namespace}:${key}`] = message
    i18n.load(locale, messages as never)
    loaded.add(namespace)
  }
  for (const [namespace, catalog] of Object.entries(parsed.catalogs ?? {})) {
    add(namespace as Namespace, catalog)
  }
  i18n.activate(locale)
  registerI18n(() => i18n)

  return {
    locale,
    i18n,
    embedded,
    pending(namespace) {
      if (loaded.has(namespace)) return null
      let promise = loading.get(namespace)
      if (!promise) {
        const file = files[`../../locales/${locale}/${namespace}.json`]
        promise = file
          ? file().then((module) => add(namespace, module.default))
          : Promise.reject(new Error(`No messages for ${locale}/${namespace}`))
        loading.set(namespace, promise)
      }
      return promise
    },
  }
}
