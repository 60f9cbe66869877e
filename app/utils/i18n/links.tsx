import {
  Form as RouterForm,
  type FormProps,
  Link as RouterLink,
  type LinkProps,
  type NavigateOptions,
  NavLink as RouterNavLink,
  type NavLinkProps,
  type To,
  useNavigate as useRouterNavigate,
} from 'react-router'
import type { Ref } from 'react'
import { useLocale } from './i18n.tsx'
import { type Locale, localizePath } from './locales.ts'

/**
 * Links and forms that stay in the page's language: write the English path ("/doctors") and a
 * Hindi page links to /hi/doctors. Use these instead of react-router's (ESLint says so).
 */
export function useLocalizePath(): (to: string) => string {
  const locale = useLocale()
  return (to) => localizePath(to, locale)
}

function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return localizePath(to, locale)
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, locale) } : to
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useLocale())} {...props} />
}

export function Form({ action, ...props }: FormProps & { ref?: Ref<HTMLFormElement> }) {
  const locale = useLocale()
  return (
    <RouterForm action={action === undefined ? action : localizePath(action, locale)} {...props} />
  )
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate()
  const locale = useLocale()
  return (to, options) => void navigate(localizeTo(to, locale), options)
}
