import { DEPARTMENT_LINKS } from '#app/content/department-links.ts'
import { CONTACT, SITE, SOCIAL_LINKS } from '#app/content/site.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { Logo } from './logo.tsx'
import type { HeaderUser } from './site-header.tsx'

/** The services the network offers, as the home page lists them, each with its page. */
const FOOTER_SERVICES = [
  ['footer.service.findDoctor', '/doctors'],
  ['footer.service.clinics', '/facilities'],
  ['footer.service.ambulance', '/ambulance'],
  ['footer.service.laboratory', '/lab-tests'],
  ['footer.service.pathology', '/lab-tests'],
  ['footer.service.pharmacy', '/medicines'],
  ['footer.service.join', '/join'],
] as const

export function SiteFooter({ user }: { user: HeaderUser }) {
  const t = useT('common')
  const localize = useLocalizePath()
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            {t('footer.about', { site: SITE.name })}
          </h2>
          <div className="flex items-center gap-2 rounded bg-white px-2 py-1 w-fit">
            <Logo />
          </div>
          <p className="mt-4 text-sm leading-relaxed">{t('footer.description')}</p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} className="text-white" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-semibold text-white">
            {t('footer.services')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_SERVICES.map(([service, path]) => (
              <li key={service}>
                <a className="text-slate-200" href={localize(path)}>
                  {t(service)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-departments">
          <h2 id="footer-departments" className="font-semibold text-white">
            {t('footer.departmentsAndLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {DEPARTMENT_LINKS.map((department) => (
              <li key={department.slug}>
                <a className="text-slate-200" href={localize(`/departments/${department.slug}`)}>
                  {t(`department.${department.slug}`)}
                </a>
              </li>
            ))}
            <li>
              <Link className="text-slate-200" to="/contact-us">
                {t('footer.contactUs')}
              </Link>
            </li>
            <li>
              {user ? (
                <Link className="text-slate-200" to="/account">
                  {t('nav.myAccount')}
                </Link>
              ) : (
                <Link className="text-slate-200" to="/login">
                  {t('nav.loginSignup')}
                </Link>
              )}
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="font-semibold text-white">
            {t('footer.quickContacts')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              {t('footer.emergency')}
              <a className="font-semibold text-white" href={CONTACT.emergencyPhoneHref}>
                {CONTACT.emergencyPhone}
              </a>
            </li>
            <li>
              {t('footer.reception')}
              <a className="text-white" href={CONTACT.receptionPhoneHref}>
                {CONTACT.receptionPhone}
              </a>
            </li>
            <li>
              {t('footer.whatsapp')}
              <a className="text-white" href={CONTACT.whatsappHref} rel="noopener noreferrer">
                {t('footer.whatsappChat')}
              </a>
            </li>
            <li>
              {t('footer.email')}
              <a className="text-white" href={`mailto:${CONTACT.email}`}>
                {CONTACT.email}
              </a>
            </li>
            <li>{t('site.hours')}</li>
            <li>
              <address className="not-italic">{t('site.address')}</address>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-700">
        <p className="container-page py-4 text-sm text-slate-300">
          {t('footer.rights', {
            from: SITE.foundedYear,
            to: year,
            site: SITE.name,
            phone: CONTACT.emergencyPhone,
          })}
        </p>
      </div>
    </footer>
  )
}
