import { ChevronDown, CircleUser, Clock, LogOut, MapPin, Menu, Phone } from 'lucide-react'
import { useRef } from 'react'
import { Form, Link, NavLink } from 'react-router'
import { DEPARTMENT_LINKS } from '#app/content/department-links.ts'
import { ADDRESS, CONTACT, HOURS, SITE, SOCIAL_LINKS } from '#app/content/site.ts'
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
  return (
    <div className="bg-brand-900 text-sm text-white">
      <div className="container-page flex flex-wrap items-center gap-x-5 gap-y-2 py-2">
        <EmergencyDialog />
        <a
          href={CONTACT.emergencyPhoneHref}
          className="inline-flex items-center gap-1.5 text-white"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Emergency line: </span>
            {CONTACT.emergencyPhone}
          </span>
        </a>
        <p className="hidden items-center gap-1.5 md:inline-flex">
          <MapPin aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Address: </span>
            {ADDRESS.town}, {ADDRESS.district}, {ADDRESS.state}
          </span>
        </p>
        <p className="hidden items-center gap-1.5 lg:inline-flex">
          <Clock aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Opening hours: </span>
            {HOURS.label}
          </span>
        </p>
        <nav aria-label="Social media" className="hidden xl:block">
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
        <SearchBox />
      </div>
    </div>
  )
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded px-3 py-2 font-semibold no-underline hover:bg-brand-50 lg:px-2 xl:px-2.5 ${isActive ? 'text-brand-700 underline' : 'text-slate-800'}`

function MainNavigation({ user }: { user: HeaderUser }) {
  const mobileMenuRef = useRef<HTMLDetailsElement>(null)
  useDetailsMenu(mobileMenuRef)
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-4 py-3">
        <Link
          to="/home"
          className="flex shrink-0 items-center gap-2 no-underline"
          aria-label={`${SITE.name} home`}
        >
          <Logo />
        </Link>
        {/* A <details> disclosure: the menu opens on small screens with or without JavaScript. */}
        <details ref={mobileMenuRef} className="group ml-auto lg:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-5" />
            Menu
          </summary>
          <nav
            aria-label="Main (mobile)"
            className="absolute inset-x-0 z-40 mt-3 border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
          >
            <NavItems />
            <p className="mt-2 px-3 text-sm font-semibold text-slate-700">Departments</p>
            <ul className="grid grid-cols-2 gap-1">
              {DEPARTMENT_LINKS.map((department) => (
                <li key={department.slug}>
                  <a
                    className="block rounded px-3 py-2 text-slate-800 hover:bg-brand-50"
                    href={`/departments/${department.slug}`}
                  >
                    {department.name}
                  </a>
                </li>
              ))}
            </ul>
            <MobileAccountLinks user={user} />
          </nav>
        </details>
        {/* One row from 1024 px: the links never wrap, the account sits in its own menu. */}
        <nav aria-label="Main" className="ml-auto hidden flex-nowrap items-center gap-1 lg:flex">
          <NavItems />
          <DepartmentsMenu />
          <DesktopAccountLinks user={user} />
        </nav>
      </div>
    </div>
  )
}

function NavItems() {
  return (
    <ul className="lg:flex lg:items-center lg:gap-1">
      {/* From 1024 to 1279 px the logo alone leads home, so the row fits beside the account menu. */}
      <li className="lg:max-xl:hidden">
        <NavLink to="/home" className={navLinkClass} end>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to="/doctors" className={navLinkClass}>
          Doctors
        </NavLink>
      </li>
      <li>
        <NavLink to="/find-care" className={navLinkClass}>
          Symptom guide
        </NavLink>
      </li>
      <li>
        <NavLink to="/contact-us" className={navLinkClass}>
          Contacts
        </NavLink>
      </li>
    </ul>
  )
}

/** The pages of a signed-in person's own area, by role. */
function ownPages(user: NonNullable<HeaderUser>) {
  const area =
    user.role === 'doctor'
      ? { to: '/doctor', label: 'My schedule' }
      : user.role === 'staff' || user.role === 'admin'
        ? { to: '/staff', label: 'Staff dashboard' }
        : { to: '/account/appointments', label: 'My appointments' }
  return [area, { to: '/account', label: 'My account' }]
}

const menuLinkClass =
  'flex min-h-11 w-full items-center rounded px-3 py-2 text-left font-semibold text-slate-800 no-underline hover:bg-brand-50'

function SignOutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={menuLinkClass}>
        <LogOut aria-hidden="true" className="mr-2 size-4" />
        Sign out
      </button>
    </Form>
  )
}

function DesktopAccountLinks({ user }: { user: HeaderUser }) {
  if (!user)
    return (
      <div className="flex flex-nowrap items-center gap-1 pl-1 xl:gap-2">
        <Link
          to="/login"
          className="rounded px-3 py-2 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
        >
          Login/Signup
        </Link>
        <Link to="/appointments/new" className="btn-primary px-4 whitespace-nowrap">
          Appointment
        </Link>
      </div>
    )
  return (
    <div className="flex flex-nowrap items-center gap-1 pl-1 xl:gap-2">
      <AccountMenu user={user} />
      <Link to="/appointments/new" className="btn-primary px-4 whitespace-nowrap">
        Book<span className="lg:max-xl:sr-only"> appointment</span>
      </Link>
    </div>
  )
}

function AccountMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  useDetailsMenu(detailsRef)
  const firstName = user.name.split(/\s+/)[0] ?? user.name
  return (
    <details ref={detailsRef} className="group relative" data-testid="account-menu">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <CircleUser aria-hidden="true" className="size-5" />
        <span className="sr-only">My account: {user.name}</span>
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
          Signed in as <span className="font-semibold text-slate-900">{user.name}</span>
        </p>
        <ul>
          {ownPages(user).map((page) => (
            <li key={page.to}>
              <Link to={page.to} className={menuLinkClass}>
                {page.label}
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
  if (!user)
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link
          to="/login"
          className="rounded px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Login/Signup
        </Link>
        <Link to="/appointments/new" className="btn-primary">
          Appointment
        </Link>
      </div>
    )
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="px-3 text-sm text-slate-700">
        Signed in as <span className="font-semibold text-slate-900">{user.name}</span>
      </p>
      <ul className="mt-1 grid grid-cols-2 gap-1">
        {ownPages(user).map((page) => (
          <li key={page.to}>
            <Link to={page.to} className={menuLinkClass}>
              {page.label}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton />
        </li>
      </ul>
      <Link to="/appointments/new" className="btn-primary mt-2 w-full">
        Book appointment
      </Link>
    </div>
  )
}
