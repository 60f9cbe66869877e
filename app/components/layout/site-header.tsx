import { ChevronDown, CircleUser, Clock, LogOut, MapPin, Menu, Phone } from 'lucide-react'
import { useRef } from 'react'
import { DEPARTMENT_LINKS } from '#app/content/department-links.ts'
import { CONTACT, SITE, SOCIAL_LINKS } from '#app/content/site.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link, NavLink, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { DepartmentsMenu } from './departments-menu.tsx'
import { EmergencyDialog } from './emergency-dialog.tsx'
import { Logo } from './logo.tsx'
import { SearchBox } from './search-box.tsx'
import { useDetailsMenu } from './use-details-menu.ts'

export type HeaderUser = { name: string; role: string } | null

export function SiteHeader({ user }: { user: HeaderUser }) {
  return (
    <header>
      <TopBar />
      <MainNavigation user={user} />
    </header>
  )
}

function TopBar() {
  const t = useT('common')
  return (
    <div className="bg-brand-900 text-sm text-white">
      <div className="container-page flex xl:max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 py-2">
        <EmergencyDialog />
        <a
          href={CONTACT.emergencyPhoneHref}
          className="inline-flex items-center gap-1.5 text-white"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">{t('header.emergencyLine')}</span>
            {CONTACT.emergencyPhone}
          </span>
        </a>
        <p className="hidden items-center gap-1.5 md:inline-flex">
          <MapPin aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">{t('header.address')}</span>
            {t('site.addressShort')}
          </span>
        </p>
        <p className="hidden items-center gap-1.5 lg:inline-flex">
          <Clock aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">{t('header.openingHours')}</span>
            {t('site.hours')}
          </span>
        </p>
        <nav aria-label={t('header.socialMedia')} className="hidden xl:block">
          <ul className="flex gap-3">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} className="text-white" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <SearchBox />
      </div>
    </div>
  )
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded px-3 py-2 font-semibold no-underline hover:bg-brand-50 xl:px-2 ${isActive ? 'text-brand-700 underline' : 'text-slate-800'}`

function MainNavigation({ user }: { user: HeaderUser }) {
  const t = useT('common')
  const localize = useLocalizePath()
  const mobileMenuRef = useRef<HTMLDetailsElement>(null)
  useDetailsMenu(mobileMenuRef)
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page flex xl:max-w-7xl items-center gap-4 py-3">
        <Link
          to="/home"
          className="flex shrink-0 items-center gap-2 no-underline"
          aria-label={t('header.homeLink', { site: SITE.name })}
        >
          <Logo />
        </Link>
        {/* A <details> disclosure: the menu opens on small screens with or without JavaScript. */}
        <details ref={mobileMenuRef} className="group ml-auto xl:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-5" />
            {t('header.menu')}
          </summary>
          <nav
            aria-label={t('header.mainMobile')}
            className="absolute inset-x-0 z-40 mt-3 border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
          >
            <NavItems />
            <p className="mt-2 px-3 text-sm font-semibold text-slate-700">
              {t('header.departments')}
            </p>
            <ul className="grid grid-cols-2 gap-1">
              {DEPARTMENT_LINKS.map((department) => (
                <li key={department.slug}>
                  <a
                    className="block rounded px-3 py-2 text-slate-800 hover:bg-brand-50"
                    href={localize(`/departments/${department.slug}`)}
                  >
                    {t(`department.${department.slug}`)}
                  </a>
                </li>
              ))}
            </ul>
            <MobileAccountLinks user={user} />
          </nav>
        </details>
        {/* One row from 1280 px: the links never wrap, the account sits in its own menu. Below that
            the row does not fit (measured with Debian's DejaVu Sans, wider than Segoe UI or
            Roboto), so the menu above serves. */}
        <nav
          aria-label={t('header.main')}
          className="ml-auto hidden flex-nowrap items-center gap-1 xl:flex"
        >
          <NavItems />
          <DepartmentsMenu />
          <DesktopAccountLinks user={user} />
        </nav>
      </div>
    </div>
  )
}

function NavItems() {
  const t = useT('common')
  return (
    <ul className="xl:flex xl:items-center xl:gap-1">
      {/* In the row the logo alone leads home, so the row fits beside the account menu. */}
      <li className="xl:hidden">
        <NavLink to="/home" className={navLinkClass} end>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/doctors" className={navLinkClass}>
          {t('nav.doctors')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/find-care" className={navLinkClass}>
          {t('nav.findCare')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/facilities" className={navLinkClass}>
          {/* Where the row is tight only "Hospitals" shows; the link's name stays whole. */}
          <Message
            ns="common"
            k="nav.places"
            components={[<span key="rest" className="xl:sr-only" />]}
          />
        </NavLink>
      </li>
      <li>
        <NavLink to="/contact-us" className={navLinkClass}>
          {t('nav.contacts')}
        </NavLink>
      </li>
    </ul>
  )
}

/** The pages of a signed-in person's own area, by role. */
function ownPages(user: NonNullable<HeaderUser>) {
  const area =
    user.role === 'doctor'
      ? ({ to: '/doctor', label: 'nav.mySchedule' } as const)
      : user.role === 'staff' || user.role === 'admin'
        ? ({ to: '/staff', label: 'nav.staffDashboard' } as const)
        : user.role === 'dispatcher'
          ? ({ to: '/staff/ambulance', label: 'nav.ambulanceBoard' } as const)
          : user.role === 'lab'
            ? ({ to: '/staff/lab', label: 'nav.labBoard' } as const)
            : user.role === 'pharmacist'
              ? ({ to: '/staff/pharmacy', label: 'nav.pharmacyBoard' } as const)
              : ({ to: '/account/appointments', label: 'nav.myAppointments' } as const)
  return [area, { to: '/account', label: 'nav.myAccount' } as const]
}

const menuLinkClass =
  'flex min-h-11 w-full items-center rounded px-3 py-2 text-left font-semibold text-slate-800 no-underline hover:bg-brand-50'

function SignOutButton() {
  const t = useT('common')
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={menuLinkClass}>
        <LogOut aria-hidden="true" className="mr-2 size-4" />
        {t('nav.signOut')}
      </button>
    </Form>
  )
}

function DesktopAccountLinks({ user }: { user: HeaderUser }) {
  const t = useT('common')
  if (!user)
    return (
      <div className="flex flex-nowrap items-center gap-1 pl-1">
        <Link
          to="/login"
          className="rounded px-3 py-2 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
        >
          {t('nav.loginSignup')}
        </Link>
        <Link to="/appointments/new" className="btn-primary px-4 whitespace-nowrap">
          {t('nav.appointment')}
        </Link>
      </div>
    )
  return (
    <div className="flex flex-nowrap items-center gap-1 pl-1">
      <AccountMenu user={user} />
      <Link to="/appointments/new" className="btn-primary px-4 whitespace-nowrap">
        {/* Where the bar is tight only the verb shows; the link's name stays whole. */}
        <Message
          ns="common"
          k="nav.bookShortened"
          components={[<span key="rest" className="xl:sr-only" />]}
        />
      </Link>
    </div>
  )
}

function AccountMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const t = useT('common')
  const detailsRef = useRef<HTMLDetailsElement>(null)
  useDetailsMenu(detailsRef)
  const firstName = user.name.split(/\s+/)[0] ?? user.name
  return (
    <details ref={detailsRef} className="group relative" data-testid="account-menu">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <CircleUser aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('nav.myAccountNamed', { name: user.name })}</span>
        <span aria-hidden="true" className="max-w-32 truncate">
          {firstName}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 pt-1 pb-2 text-sm text-slate-700">
          <SignedInAs name={user.name} />
        </p>
        <ul>
          {ownPages(user).map((page) => (
            <li key={page.to}>
              <Link to={page.to} className={menuLinkClass}>
                {t(page.label)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <SignOutButton />
          </li>
        </ul>
      </div>
    </details>
  )
}

function MobileAccountLinks({ user }: { user: HeaderUser }) {
  const t = useT('common')
  if (!user)
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link
          to="/login"
          className="rounded px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('nav.loginSignup')}
        </Link>
        <Link to="/appointments/new" className="btn-primary">
          {t('nav.appointment')}
        </Link>
      </div>
    )
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="px-3 text-sm text-slate-700">
        <SignedInAs name={user.name} />
      </p>
      <ul className="mt-1 grid grid-cols-2 gap-1">
        {ownPages(user).map((page) => (
          <li key={page.to}>
            <Link to={page.to} className={menuLinkClass}>
              {t(page.label)}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton />
        </li>
      </ul>
      <Link to="/appointments/new" className="btn-primary mt-2 w-full">
        {t('nav.bookAppointment')}
      </Link>
    </div>
  )
}

/** "Signed in as <name>", the name in bold: the account menu and the phone menu. */
function SignedInAs({ name }: { name: string }) {
  return (
    <Message
      ns="common"
      k="nav.signedInAs"
      values={{ name }}
      components={[<span key="name" className="font-semibold text-slate-900" />]}
    />
  )
}
