import { Clock, MapPin, Menu, Phone } from 'lucide-react'
import { Form, Link, NavLink } from 'react-router'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { ADDRESS, CONTACT, HOURS, SITE, SOCIAL_LINKS } from '#app/content/site.ts'
import { DepartmentsMenu } from './departments-menu.tsx'
import { EmergencyDialog } from './emergency-dialog.tsx'
import { Logo } from './logo.tsx'
import { SearchBox } from './search-box.tsx'

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
  `block whitespace-nowrap rounded px-3 py-2 font-semibold no-underline hover:bg-brand-50 lg:px-2 xl:px-3 ${isActive ? 'text-brand-700 underline' : 'text-slate-800'}`

function MainNavigation({ user }: { user: HeaderUser }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center gap-4 py-3">
        <Link
          to="/home"
          className="flex items-center gap-2 no-underline"
          aria-label={`${SITE.name} home`}
        >
          <Logo />
        </Link>
        {/* A <details> disclosure: the menu opens on small screens with or without JavaScript. */}
        <details className="group ml-auto lg:hidden">
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
              {DEPARTMENTS.map((department) => (
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
            <AccountLinks user={user} />
          </nav>
        </details>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-2 lg:flex">
          <NavItems />
          <DepartmentsMenu />
          <AccountLinks user={user} />
        </nav>
      </div>
    </div>
  )
}

function NavItems() {
  return (
    <ul className="lg:flex lg:items-center lg:gap-1">
      <li>
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

function AccountLinks({ user }: { user: HeaderUser }) {
  if (user) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2 lg:mt-0">
        <Link
          to="/account"
          className="rounded px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <span className="sr-only">My account: </span>
          {user.name}
        </Link>
        {user.role === 'patient' ? (
          <Link
            to="/account/appointments"
            className="rounded px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            My appointments
          </Link>
        ) : null}
        {user.role === 'doctor' ? (
          <Link
            to="/doctor"
            className="rounded px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            My schedule
          </Link>
        ) : null}
        {user.role === 'staff' || user.role === 'admin' ? (
          <Link
            to="/staff"
            className="rounded px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Staff
          </Link>
        ) : null}
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded px-3 py-2 font-semibold text-slate-800 hover:bg-brand-50"
          >
            Sign out
          </button>
        </Form>
        <Link to="/appointments/new" className="btn-primary">
          Book appointment
        </Link>
      </div>
    )
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 lg:mt-0">
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
}
