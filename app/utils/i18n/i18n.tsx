import type { I18n } from '@lingui/core'
import { I18nProvider, Trans } from '@lingui/react'
import { createContext, type ReactElement, type ReactNode, use, useContext } from 'react'
import {
  type MessageKey,
  type MessageValues,
  type Namespace,
  parseMessageRef,
  SERVER_ONLY_NAMESPACES,
} from './catalogs.ts'
import { INTL_LOCALE, type Locale } from './locales.ts'

/**
 * The language machinery as React sees it. The server gives every page an instance holding all
 * messages of its language; the browser's instance holds only the namespaces this page uses (put
 * into the page by the server) and loads another namespace's file when a later page needs it.
 */
export type I18nRuntime = {
  locale: Locale
  i18n: I18n
  /** null when the namespace is loaded; otherwise the promise that loads it (browser only). */
  pending: (namespace: Namespace) => Promise<void> | null
  /** The page's messages as the server wrote them into the page (a JSON text). */
  embedded: string
}

const RuntimeContext = createContext<I18nRuntime | null>(null)

export function I18nRoot({ runtime, children }: { runtime: I18nRuntime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nProvider i18n={runtime.i18n}>{children}</I18nProvider>
    </RuntimeContext.Provider>
  )
}

function useRuntime(): I18nRuntime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useT() outside <I18nRoot>')
  return runtime
}

/** The page's language. */
export function useLocale(): Locale {
  return useRuntime().locale
}

/** Translates keys of one namespace: t('title'), t('slotsLeft', { count }). */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string

const translators = new WeakMap<I18n, Map<Namespace, Translate<Namespace>>>()

/** The translate function for a namespace of an instance (one per pair, made once). */
export function translatorFor<N extends Namespace>(i18n: I18n, namespace: N): Translate<N> {
  let byNamespace = translators.get(i18n)
  if (!byNamespace) {
    byNamespace = new Map()
    translators.set(i18n, byNamespace)
  }
  let translate = byNamespace.get(namespace)
  if (!translate) {
    translate = (key, values) => i18n._(`${namespace}:${key}`, values as Record<string, unknown>)
    byNamespace.set(namespace, translate)
  }
  return translate as Translate<N>
}

/**
 * The words for a message reference ("booking:slotTaken"), e.g. a Zod error; any other text is
 * returned as it is (a message the server already put into words).
 */
export function translateRef(i18n: I18n, text: string, values?: MessageValues): string {
  return parseMessageRef(text) ? i18n._(text, values as Record<string, unknown>) : text
}

let instanceFor: ((locale: Locale) => I18n) | null = null

/** Where `getT` finds its messages: the server's instances, or the browser's one. */
export function registerI18n(source: (locale: Locale) => I18n) {
  instanceFor = source
}

/**
 * A translate function outside React, on the server and in the browser alike: route `meta`
 * functions use it (`getT(localeFromPath(location.pathname), 'site')('doctors.title')`).
 */
export function getT<N extends Namespace>(locale: Locale, namespace: N): Translate<N> {
  if (!instanceFor) throw new Error('getT() before the messages were set up')
  return translatorFor(instanceFor(locale), namespace)
}

/** `const t = useT('booking')`, then `t('title')`. */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const runtime = useRuntime()
  const pending = runtime.pending(namespace)
  // In the browser, a page reached by a link may need a namespace not yet loaded: wait for it
  // (the navigation keeps showing the previous page meanwhile).
  if (pending) use(pending)
  return translatorFor(runtime.i18n, namespace)
}

/**
 * Waits, in the browser, until every one of these namespaces is loaded (all are asked for at once).
 * The root calls it with the namespaces the matched routes name in `handle.i18n`, so a page reached
 * by a link has them all, as the server's page would, even those no component asks `useT` for (an
 * upload's refusal, `files:…`, comes back only in an action's answer).
 */
export function useNamespaces(namespaces: readonly Namespace[]) {
  const runtime = useRuntime()
  const pending = namespaces
    .filter((namespace) => !SERVER_ONLY_NAMESPACES.includes(namespace))
    .map((namespace) => runtime.pending(namespace))
  for (const promise of pending) if (promise) use(promise)
}

/**
 * Translates message references (see `translateRef`), e.g. form errors from a shared schema. Call
 * the function while rendering: a reference to a namespace the browser has not loaded (a server's
 * answer may name any) waits for its file, as `useT` does, rather than show the bare key.
 */
export function useTranslateRef(): (text: string, values?: MessageValues) => string {
  const runtime = useRuntime()
  return (text, values) => {
    const namespace = parseMessageRef(text)?.namespace
    const pending =
      namespace && !SERVER_ONLY_NAMESPACES.includes(namespace) ? runtime.pending(namespace) : null
    // `use` may be called conditionally; this function runs only while a component renders.
    if (pending) use(pending)
    return translateRef(runtime.i18n, text, values)
  }
}

/**
 * A message with elements inside: "Read our <0>privacy notice</0>" with components={[<Link …/>]}.
 * The namespace must be one the page loads (useT for it runs here).
 */
export function Message<N extends Namespace>({
  ns,
  k,
  values,
  components,
}: {
  ns: N
  k: MessageKey<N>
  values?: MessageValues
  components: Record<string, ReactElement> | ReactElement[]
}) {
  useT(ns)
  const map = Array.isArray(components)
    ? Object.fromEntries(components.map((element, index) => [String(index), element]))
    : components
  return <Trans id={`${ns}:${k}`} values={values} components={map} />
}

/** Number and amount formatting in the page's language: 1,50,000 and ₹1,50,000. */
export function useNumberFormat() {
  const locale = useLocale()
  return {
    number: (value: number) => formatNumber(value, locale),
    rupees: (value: number) => formatRupees(value, locale),
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: Locale, currency: boolean): Intl.NumberFormat {
  const cacheKey = `${locale}:${currency}`
  let format = numberFormats.get(cacheKey)
  if (!format) {
    format = new Intl.NumberFormat(
      INTL_LOCALE[locale],
      currency ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } : {},
    )
    numberFormats.set(cacheKey, format)
  }
  return format
}

/** 150000 → "1,50,000" (Indian grouping in both languages). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, false).format(value)
}

/** 150000 → "₹1,50,000". */
export function formatRupees(value: number, locale: Locale): string {
  return numberFormat(locale, true).format(value)
}

/** The page's messages for the browser (read back by i18n.client.ts before hydration). */
export function EmbeddedMessages() {
  const { embedded } = useRuntime()
  return (
    <script
      id="i18n-messages"
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: embedded }}
    />
  )
}
