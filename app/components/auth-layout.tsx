import { Link } from '#app/utils/i18n/links.tsx'

/** The frame shared by the sign-in, sign-up and password pages. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro: React.ReactNode
  children: React.ReactNode
  footer?: React.ReactNode
}) {
  return (
    <div className="container-page flex justify-center py-12">
      <section aria-labelledby="auth-title" className="card w-full max-w-md">
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <div className="mt-2 text-slate-700">{intro}</div>
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">{footer}</div>
        ) : null}
      </section>
    </div>
  )
}

/** A link in the page's language; inside a <Message> its words come from the message. */
export function AuthLink({ to, children }: { to: string; children?: React.ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-800">
      {children}
    </Link>
  )
}
