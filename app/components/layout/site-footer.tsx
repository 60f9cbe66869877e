import { Link } from 'react-router'
import { DEPARTMENT_LINKS } from '#app/content/department-links.ts'
import { SERVICES } from '#app/content/home.ts'
import { ADDRESS_ONE_LINE, CONTACT, HOURS, SITE, SOCIAL_LINKS } from '#app/content/site.ts'
import { Logo } from './logo.tsx'
import type { HeaderUser } from './site-header.tsx'

export function SiteFooter({ user }: { user: HeaderUser }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            About {SITE.name}
          </h2>
          <div className="flex items-center gap-2 rounded bg-white px-2 py-1 w-fit">
            <Logo />
          </div>
          <p className="mt-4 text-sm leading-relaxed">{SITE.description}</p>
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
            Our services
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SERVICES.map((service) => (
              <li key={service.title}>{service.title}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-departments">
          <h2 id="footer-departments" className="font-semibold text-white">
            Departments and links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {DEPARTMENT_LINKS.map((department) => (
              <li key={department.slug}>
                <a className="text-slate-200" href={`/departments/${department.slug}`}>
                  {department.name}
                </a>
              </li>
            ))}
            <li>
              <Link className="text-slate-200" to="/contact-us">
                Contact us
              </Link>
            </li>
            <li>
              {user ? (
                <Link className="text-slate-200" to="/account">
                  My account
                </Link>
              ) : (
                <Link className="text-slate-200" to="/login">
                  Login/Signup
                </Link>
              )}
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="font-semibold text-white">
            Quick contacts
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              Emergency (24/7):{' '}
              <a className="font-semibold text-white" href={CONTACT.emergencyPhoneHref}>
                {CONTACT.emergencyPhone}
              </a>
            </li>
            <li>
              Reception:{' '}
              <a className="text-white" href={CONTACT.receptionPhoneHref}>
                {CONTACT.receptionPhone}
              </a>
            </li>
            <li>
              WhatsApp:{' '}
              <a className="text-white" href={CONTACT.whatsappHref} rel="noopener noreferrer">
                Chat with the help desk
              </a>
            </li>
            <li>
              E-mail:{' '}
              <a className="text-white" href={`mailto:${CONTACT.email}`}>
                {CONTACT.email}
              </a>
            </li>
            <li>{HOURS.label}</li>
            <li>
              <address className="not-italic">{ADDRESS_ONE_LINE}</address>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-700">
        <p className="container-page py-4 text-sm text-slate-300">
          © {SITE.foundedYear}–{year} {SITE.name}. All rights reserved. Information on this site is
          guidance, not a diagnosis; in an emergency call {CONTACT.emergencyPhone}.
        </p>
      </div>
    </footer>
  )
}
