import { Search } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { CONTACT } from '#app/content/site.ts'
import type { SearchResultKind } from '#app/domain/search/result-kinds.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath, useNavigate } from '#app/utils/i18n/links.tsx'
import { useHydrated, useValueFromBeforeHydration } from '#app/utils/use-hydrated.ts'

type Suggestion = {
  kind: SearchResultKind
  /** What the result is, in the page's language ("Clinic", "क्लिनिक"). */
  kindLabel: string
  slug: string
  title: string
  titleHi: string
  url: string
  urgent: boolean
}

const TYPEAHEAD_DELAY_MS = 200
const MIN_QUERY_LENGTH = 2

/**
 * The header's search. Without JavaScript it is a plain GET form to /search. With it, it becomes
 * an ARIA 1.2 combobox: suggestions load as you type (debounced), arrow keys move through them,
 * Enter opens the highlighted one (or searches), Escape closes the list.
 */
export function SearchBox() {
  const id = useId()
  const listId = `${id}-suggestions`
  const fetcher = useFetcher<{ query: string; results: Suggestion[] }>()
  const { load } = fetcher
  const navigate = useNavigate()
  const t = useT('common')
  const localize = useLocalizePath()
  const location = useLocation()
  const enhanced = useHydrated()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)
  // Only answers to what is in the box now: a late answer to an earlier query is not offered.
  const suggestions =
    fetcher.data && fetcher.data.query === query.trim() ? fetcher.data.results : []
  const expanded = open && suggestions.length > 0

  useEffect(() => () => clearTimeout(timer.current), [])
  // A navigation (from a suggestion or the form) closes the list.
  const [seenLocation, setSeenLocation] = useState(location.key)
  if (seenLocation !== location.key) {
    setSeenLocation(location.key)
    setOpen(false)
    setActive(-1)
  }

  const onChange = (value: string) => {
    setQuery(value)
    setActive(-1)
    setOpen(true)
    clearTimeout(timer.current)
    if (value.trim().length < MIN_QUERY_LENGTH) return
    timer.current = setTimeout(
      () => void load(localize(`/api/search?q=${encodeURIComponent(value.trim())}`)),
      TYPEAHEAD_DELAY_MS,
    )
  }

  // Typed before the page hydrated: kept. Suggestions only if the box still has the focus: a list
  // opening under someone who has moved on would cover the page.
  useValueFromBeforeHydration(input, '', (value, field) =>
    document.activeElement === field ? onChange(value) : setQuery(value),
  )

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1))
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      void navigate(suggestions[active]!.url)
    }
  }

  return (
    <form
      method="get"
      action={localize('/search')}
      role="search"
      // The list stays open while the focus moves within the search (to the emergency call).
      onBlur={(event) =>
        event.currentTarget.contains(event.relatedTarget) || setTimeout(() => setOpen(false), 150)
      }
      className="relative ml-auto flex min-w-0 flex-1 basis-48 sm:flex-none"
    >
      <label htmlFor="site-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        type="search"
        placeholder={t('search.placeholder')}
        maxLength={100}
        {...(enhanced
          ? {
              autoComplete: 'off',
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': listId,
              'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
            }
          : {})}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        className="min-h-9 w-full rounded-l-md border-0 bg-white px-3 py-1 text-slate-900 placeholder:text-slate-600 sm:w-56"
      />
      <button
        type="submit"
        className="inline-flex min-h-9 items-center rounded-r-md bg-brand-600 px-3 text-white hover:bg-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
      <div
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg sm:left-auto sm:w-80"
      >
        {/* Emergencies come first; their call sits beside them, outside the options (an option's
            content is read as plain text, so it may hold no link). */}
        {suggestions[0]?.urgent ? (
          <a
            href={CONTACT.emergencyPhoneHref}
            onMouseDown={(event) => event.preventDefault()}
            className="block border-l-4 border-red-700 bg-red-50 px-3 py-2 font-bold text-red-800 underline"
          >
            {t('search.emergencyPrefix')}
            {t('emergency.call', { phone: CONTACT.emergencyPhone })}
          </a>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')}>
          {suggestions.map((suggestion, index) => (
            // Keys are handled by the combobox input (aria-activedescendant), as ARIA prescribes.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${suggestion.kind}-${suggestion.slug}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the box while the pointer picks an option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => navigate(suggestion.url)}
              className={`cursor-pointer border-l-4 px-3 py-2 ${index === active ? 'border-brand-700 bg-brand-100' : suggestion.urgent ? 'border-red-700 hover:bg-red-50' : 'border-transparent hover:bg-brand-50'}`}
            >
              <span className="block font-semibold">
                {suggestion.title}
                {suggestion.titleHi ? (
                  <span lang="hi" className="ml-1 font-normal text-slate-700">
                    {suggestion.titleHi}
                  </span>
                ) : null}
              </span>
              <span
                className={`text-sm ${suggestion.urgent ? 'font-semibold text-red-800' : 'text-slate-700'}`}
              >
                {suggestion.urgent ? t('search.emergencyPrefix') : ''}
                {suggestion.kindLabel}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {enhanced ? (
        <p role="status" className="sr-only">
          {open &&
          query.trim().length >= MIN_QUERY_LENGTH &&
          fetcher.state === 'idle' &&
          fetcher.data?.query === query.trim()
            ? suggestions.length === 0
              ? t('search.noSuggestions')
              : t('search.suggestionCount', { count: suggestions.length })
            : ''}
        </p>
      ) : null}
    </form>
  )
}
