import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundContent } from '#app/components/layout/not-found-content.tsx'

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | MainDoctor' },
  {
    name: 'description',
    content: 'The page you asked for does not exist. Find care from our home page.',
  },
  { name: 'robots', content: 'noindex' },
]

export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundContent />
}
