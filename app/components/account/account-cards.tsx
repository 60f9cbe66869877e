import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { formatIndianPhone } from '#app/utils/phone.ts'

/** The mobile number the person signs in with by code, and where to add or change it. */
export function MobileCard({ phoneNumber }: { phoneNumber: string | null }) {
  const t = useT('account')
  return (
    <section aria-labelledby="mobile-title" className="card">
      <h2 id="mobile-title" className="text-xl font-bold text-slate-900">
        {t('mobile.title')}
      </h2>
      <p className="mt-2 text-slate-700">
        {phoneNumber ? (
          <Message
            ns="account"
            k="mobile.current"
            values={{ phone: formatIndianPhone(phoneNumber) }}
            components={[<strong key="phone" translate="no" className="whitespace-nowrap" />]}
          />
        ) : (
          t('mobile.none')
        )}
      </p>
      <p className="mt-4">
        <Link className="btn-secondary" to="/account/mobile">
          {phoneNumber ? t('mobile.change') : t('mobile.add')}
        </Link>
      </p>
    </section>
  )
}

/** A card leading to one of the patient's own pages (laboratory reports, medicine orders). */
function PatientPageLink({
  id,
  to,
  title,
  text,
  open,
}: {
  id: string
  to: string
  title: string
  text: string
  open: string
}) {
  return (
    <section aria-labelledby={id} className="card mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <p className="mt-4">
        <Link className="btn-secondary" to={to}>
          {open}
        </Link>
      </p>
    </section>
  )
}

export function RecordsLink() {
  const t = useT('account')
  return (
    <PatientPageLink
      id="records-link-title"
      to="/account/records"
      title={t('account.records.title')}
      text={t('account.records.text')}
      open={t('account.records.open')}
    />
  )
}

export function ReportsLink() {
  const t = useT('account')
  return (
    <PatientPageLink
      id="reports-link-title"
      to="/account/reports"
      title={t('account.reports.title')}
      text={t('account.reports.text')}
      open={t('account.reports.open')}
    />
  )
}

export function MedicinesLink() {
  const t = useT('account')
  return (
    <PatientPageLink
      id="medicines-link-title"
      to="/account/medicines"
      title={t('account.medicines.title')}
      text={t('account.medicines.text')}
      open={t('account.medicines.open')}
    />
  )
}

export function ReviewsLink() {
  const t = useT('reviews')
  return (
    <PatientPageLink
      id="reviews-link-title"
      to="/account/reviews"
      title={t('account.title')}
      text={t('account.linkText')}
      open={t('account.linkOpen')}
    />
  )
}

export function FamilyLink() {
  const t = useT('family')
  return (
    <section aria-labelledby="family-link-title" className="card mt-8">
      <h2 id="family-link-title" className="text-xl font-bold text-slate-900">
        {t('link.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('link.text')}</p>
      <p className="mt-4">
        <Link className="btn-secondary" to="/account/family">
          {t('link.open')}
        </Link>
      </p>
    </section>
  )
}

/** The person's data: what the privacy notice says, a download of all of it, and deleting it. */
export function DataCard() {
  const t = useT('account')
  const localize = useLocalizePath()
  return (
    <section aria-labelledby="data-title" className="card">
      <h2 id="data-title" className="text-xl font-bold text-slate-900">
        {t('data.title')}
      </h2>
      <p className="mt-2 text-slate-700">
        <Message ns="account" k="data.text" components={[<Link key="privacy" to="/privacy" />]} />
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a className="btn-secondary" href={localize('/account/export')} download>
          {t('data.download')}
        </a>
        <Link className="btn-secondary" to="/account/delete">
          {t('data.delete')}
        </Link>
      </p>
    </section>
  )
}
