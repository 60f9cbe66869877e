import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundContent } from '#app/components/layout/not-found-content.tsx'
import { getT } from '#app/utils/i18n/i18n.tsx'
import { localeFromPath } from '#app/utils/i18n/locales.ts'
import { type RoutePolicy, page } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = page

export const meta: Route.MetaFunction = ({ location }) => {
  const t = getT(localeFromPath(location.pathname), 'common')
  return [
    { title: t('notFound.title') },
    { name: 'description', content: t('notFound.description') },
    { name: 'robots', content: 'noindex' },
  ]
}

export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundContent />
}
