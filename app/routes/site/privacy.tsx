import type { Route } from './+types/privacy'
import { PRIVACY_NOTICE } from '#app/content/privacy.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: 'description', content: data?.meta.description },
]

export const handle: I18nHandle = { i18n: ['site'] }

export const policy: RoutePolicy = sharedPage

export function loader({ request }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'site')
  return {
    meta: {
      title: t('privacy.meta.title', { site: SITE.name }),
      description: t('privacy.meta.description', { site: SITE.name }),
    },
  }
}

/** Values the notice's sections name. */
const NOTICE_VALUES = { site: SITE.name, email: CONTACT.email, phone: CONTACT.receptionPhone }

export default function Privacy() {
  const t = useT('site')
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('privacy.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {t('privacy.updated', { date: PRIVACY_NOTICE.updated })}
      </p>
      {PRIVACY_NOTICE.sections.map((section) => (
        <section key={section.id} className="mt-6">
          <h2 className="text-xl font-bold text-slate-900">{t(section.title)}</h2>
          <p className="mt-2 text-slate-700">{t(section.text, NOTICE_VALUES)}</p>
        </section>
      ))}
    </article>
  )
}
