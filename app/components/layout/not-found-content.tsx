import { Link } from 'react-router'
import { DEPARTMENT_LINKS } from '#app/content/department-links.ts'
import { CONTACT } from '#app/content/site.ts'

export function NotFoundContent() {
  return (
    <section className="container-page py-16" aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-slate-900">
        We could not find that page
      </h1>
      <p className="mt-4 max-w-prose text-slate-700">
        The link may be old or mistyped. These pages can help you find care:
      </p>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <Link className="btn-primary" to="/home">
            Home page
          </Link>
        </li>
        <li>
          <a className="btn-secondary" href="/home#departments">
            Our departments
          </a>
        </li>
        <li>
          <Link className="btn-secondary" to="/contact-us">
            Contact us
          </Link>
        </li>
      </ul>
      <h2 className="mt-10 text-lg font-semibold text-slate-900">Book with a department</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {DEPARTMENT_LINKS.map((department) => (
          <li key={department.slug}>
            <a href={`/departments/${department.slug}`}>{department.name}</a>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-slate-700">
        Need help now? Call the emergency line{' '}
        <a className="font-semibold" href={CONTACT.emergencyPhoneHref}>
          {CONTACT.emergencyPhone}
        </a>
        .
      </p>
    </section>
  )
}
