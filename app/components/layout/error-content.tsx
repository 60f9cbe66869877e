import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath } from '#app/utils/i18n/links.tsx'
import { NotFoundContent } from './not-found-content.tsx'

/** What a visitor sees instead of a page that failed: the same words at every level. */
export function ErrorContent({ status }: { status: number }) {
  const t = useT('common')
  const title = t(
    status === 404 ? 'error.title.404' : status === 403 ? 'error.title.403' : 'error.title.500',
  )
  return (
    <>
      <title>{t('error.documentTitle', { title })}</title>
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
  const t = useT('common')
  const localize = useLocalizePath()
  return (
    <section className="container-page py-16">
      <p className="eyebrow">{t('error.403.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('error.403.heading')}</h1>
      <p className="mt-4 max-w-prose text-slate-700">{t('error.403.text')}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <a className="btn-primary" href={localize('/account')}>
          {t('error.myAccount')}
        </a>
        <a className="btn-secondary" href={localize('/home')}>
          {t('error.homePage')}
        </a>
      </p>
    </section>
  )
}

function ServerErrorContent() {
  const t = useT('common')
  const localize = useLocalizePath()
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t('error.500.heading')}</h1>
      <p className="mt-4 max-w-prose text-slate-700">{t('error.500.text')}</p>
      <p className="mt-6">
        <a className="btn-primary" href={localize('/home')}>
          {t('error.backHome')}
        </a>
      </p>
    </section>
  )
}
