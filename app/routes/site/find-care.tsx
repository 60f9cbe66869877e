import { useEffect, useRef } from 'react'
import { data, useLocation, useNavigationType } from 'react-router'
import type { Route } from './+types/find-care'
import { EmergencyAdvice, EmergencyNumbers } from '#app/components/find-care/emergency-advice.tsx'
import { GuidanceNote, Sources } from '#app/components/find-care/guide-notes.tsx'
import { GuideResult } from '#app/components/find-care/guide-result.tsx'
import { SymptomForm } from '#app/components/find-care/symptom-form.tsx'
import { SITE } from '#app/content/site.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { getT, useT } from '#app/utils/i18n/i18n.tsx'
import { localeFromPath } from '#app/utils/i18n/locales.ts'
import { findCarePage } from './find-care.server.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

// The doctor cards' words are in `site`, the nearest places' in `facilities`.
export const handle: I18nHandle = { i18n: ['care', 'site', 'facilities'] }

export const policy: RoutePolicy = sharedPage

export const meta: Route.MetaFunction = ({ data, location }) => {
  const t = getT(localeFromPath(location.pathname), 'care')
  return [
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: `${data.origin}/find-care` }] : []),
    { title: t('guide.meta.title', { site: SITE.name }) },
    { name: 'description', content: t('guide.meta.description') },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = await findCarePage(request)
  // Answers sent with one missing: the page names it, as a refused form does.
  const missing = page.questions?.list.some((q) => q.missing) ?? false
  return data(page, { status: missing ? 400 : 200 })
}

export default function FindCare({ loaderData }: Route.ComponentProps) {
  const { asked, changing, disposition, nearDanger, hindi } = loaderData
  const t = useT('care')
  const emergency = disposition === 'emergency'
  // The result stands on its own; the form comes back to change it, or when nothing was placed.
  const showResult = asked && !changing && disposition !== 'unknown'
  // Nothing placed but close to a danger word: the numbers lead all the same.
  const lead = emergency ? 'emergency' : asked && !showResult && nearDanger ? 'numbers' : null
  const focusTarget = useRef<HTMLDivElement>(null)
  const navigationType = useNavigationType()
  const search = useLocation().search
  useEffect(() => {
    // After the form is sent, the answer is read first (the button that was pressed is gone).
    if (navigationType === 'PUSH' && (showResult || lead)) focusTarget.current?.focus()
  }, [navigationType, search, showResult, lead])
  const title = t('guide.title')
  return (
    <div className="container-page py-8 sm:py-10">
      <div ref={focusTarget} tabIndex={-1} className="outline-none">
        {/* An emergency is the first thing on the page, before the guide's own title. */}
        {lead === 'emergency' ? <EmergencyAdvice data={loaderData} /> : null}
        {lead === 'numbers' ? <EmergencyNumbers /> : null}
        {lead === 'emergency' ? (
          <p className="mt-8 text-3xl font-bold text-slate-900">{title}</p>
        ) : (
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        )}
        {hindi ? (
          <p className="mt-2 max-w-prose text-lg text-slate-800" lang="hi">
            {hindi.title} {hindi.intro}
          </p>
        ) : (
          <p className="mt-2 max-w-prose text-lg text-slate-800">{t('guide.intro')}</p>
        )}
        {showResult ? <GuideResult data={loaderData} /> : null}
      </div>
      {showResult ? null : <SymptomForm data={loaderData} />}
      <GuidanceNote />
      <Sources />
    </div>
  )
}
