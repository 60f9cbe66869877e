import type { Route } from './+types/privacy'
import { PRIVACY_NOTICE } from '#app/content/privacy.ts'
import { SITE } from '#app/content/site.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Privacy notice | ${SITE.name}` },
  {
    name: 'description',
    content: `How ${SITE.name} collects, uses and protects your personal and health data.`,
  },
]

export default function Privacy() {
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">Privacy notice</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {PRIVACY_NOTICE.updated}</p>
      {PRIVACY_NOTICE.sections.map((section) => (
        <section key={section.title} className="mt-6">
          <h2 className="text-xl font-bold text-slate-900">{section.title}</h2>
          <p className="mt-2 text-slate-700">{section.text}</p>
        </section>
      ))}
    </article>
  )
}
