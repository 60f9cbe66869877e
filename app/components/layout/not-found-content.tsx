import { DEPARTMENT_LINKS } from '#app/content/department-links.ts'
import { CONTACT } from '#app/content/site.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { Link, useLocalizePath } from '#app/utils/i18n/links.tsx'

export function NotFoundContent() {
  const t = useT('common')
  const localize = useLocalizePath()
  return (
    <section className="container-page py-16" aria-labelledby="not-found-title">
      <p className="eyebrow">{t('error.404.eyebrow')}</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-slate-900">
        {t('error.404.heading')}
      </h1>
      <p className="mt-4 max-w-prose text-slate-700">{t('error.404.text')}</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <Link className="btn-primary" to="/home">
            {t('error.homePage')}
          </Link>
        </li>
        <li>
          <a className="btn-secondary" href={localize('/home#departments')}>
            {t('error.404.departments')}
          </a>
        </li>
        <li>
          <Link className="btn-secondary" to="/contact-us">
            {t('error.404.contact')}
          </Link>
        </li>
      </ul>
      <h2 className="mt-10 text-lg font-semibold text-slate-900">{t('error.404.bookWith')}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {DEPARTMENT_LINKS.map((department) => (
          <li key={department.slug}>
            <a href={localize(`/departments/${department.slug}`)}>
              {t(`department.${department.slug}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-slate-700">
        <Message
          ns="common"
          k="error.404.needHelp"
          values={{ phone: CONTACT.emergencyPhone }}
          components={[
            <a key="phone" className="font-semibold" href={CONTACT.emergencyPhoneHref}>
              {CONTACT.emergencyPhone}
            </a>,
          ]}
        />
      </p>
    </section>
  )
}
