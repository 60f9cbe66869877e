import { type MedicalCouncil, medicalCouncil } from '#app/content/medical-councils.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'

/**
 * A doctor's registration as anyone can check it: the number, the council that keeps it, a link to
 * that council's public register (none links to one doctor's entry, so the number is what to type
 * in there) and the day the clinic last checked it.
 */
export function RegistrationCheck({
  number,
  council,
  verifiedOn,
}: {
  number: string
  council: MedicalCouncil
  verifiedOn: string | null
}) {
  const t = useT('reviews')
  const locale = useLocale()
  const entry = medicalCouncil(council)
  const verified = verifiedOn
    ? new Date(`${verifiedOn}T00:00:00Z`).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-IN', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      })
    : null
  return (
    <div data-testid="registration-check">
      <p>
        <span translate="no">{number}</span>
        {', '}
        {locale === 'hi' ? entry.nameHi : <span lang="en">{entry.name}</span>}
      </p>
      <p className="text-sm">
        <a href={entry.registerUrl} rel="noopener noreferrer external" target="_blank">
          {t('trust.checkRegister')}
          <span className="sr-only"> {t('trust.newWindow')}</span>
        </a>{' '}
        <span className="text-slate-700">{t('trust.searchFor')}</span>
      </p>
      <p className="text-sm text-slate-700">
        {verified ? t('trust.verifiedOn', { date: verified }) : t('trust.notVerified')}
      </p>
    </div>
  )
}
