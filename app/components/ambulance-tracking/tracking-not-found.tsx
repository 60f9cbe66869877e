import { Ambulance } from 'lucide-react'
import { CallFirst } from '#app/components/ambulance/call-first.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

/** A tracking link that leads nowhere: the numbers to call first, then the request form. */
export function TrackingNotFound() {
  const t = useT('ambulance')
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <CallFirst />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('track.missing.title')}</h1>
      <p className="mt-2 text-slate-700">{t('track.missing.text')}</p>
      <p className="mt-4">
        <Link to="/ambulance" className="btn-emergency">
          <Ambulance aria-hidden="true" className="size-5" />
          {t('request.title')}
        </Link>
      </p>
    </div>
  )
}
