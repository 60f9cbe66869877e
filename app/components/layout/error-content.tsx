import { NotFoundContent } from './not-found-content.tsx'

/** What a visitor sees instead of a page that failed: the same words at every level. */
export function ErrorContent({ status }: { status: number }) {
  const title =
    status === 404 ? 'Page not found' : status === 403 ? 'No access' : 'Something went wrong'
  return (
    <>
      <title>{`${title} | MainDoctor`}</title>
      {status === 404 ? (
        <NotFoundContent />
      ) : status === 403 ? (
        <ForbiddenContent />
      ) : (
        <ServerErrorContent />
      )}
    </>
  )
}

function ForbiddenContent() {
  return (
    <section className="container-page py-16">
      <p className="eyebrow">Error 403</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        You do not have access to this page
      </h1>
      <p className="mt-4 max-w-prose text-slate-700">
        Your account does not give access to this page. If you think it should, ask the clinic’s
        administrator to check your account.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <a className="btn-primary" href="/account">
          My account
        </a>
        <a className="btn-secondary" href="/home">
          Home page
        </a>
      </p>
    </section>
  )
}

function ServerErrorContent() {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-slate-900">Sorry, something went wrong</h1>
      <p className="mt-4 max-w-prose text-slate-700">
        We could not show this page just now. Nothing you sent has been lost: please try again in a
        moment. If you need help urgently, call the emergency line at the top of the page.
      </p>
      <p className="mt-6">
        <a className="btn-primary" href="/home">
          Back to the home page
        </a>
      </p>
    </section>
  )
}
