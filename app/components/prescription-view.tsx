import type { PrescriptionView } from '#app/domain/prescriptions/prescription-types.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Name } from '#app/components/ui/name.tsx'

/**
 * A prescription as a printable page (A4 when printed: the site's frame is hidden by the print
 * styles of `.print-document` in app.css).
 */
export function PrescriptionDocument({ prescription: p }: { prescription: PrescriptionView }) {
  const t = useT('prescription')
  const abha = useT('abha')
  const c = p.content
  // "Other" is the doctor's own words.
  const howOften = (m: (typeof c.medicines)[number]) =>
    m.frequency === 'other' && m.frequencyOther ? m.frequencyOther : t(`frequency.${m.frequency}`)
  return (
    <article
      className="print-document rounded-md border border-slate-300 bg-white p-5 text-slate-900"
      aria-labelledby={`rx-${p.id}`}
    >
      <header className="flex flex-wrap justify-between gap-4 border-b border-slate-300 pb-3">
        <div>
          <p className="text-lg font-bold">
            <Name>{p.doctorName}</Name>
          </p>
          <p className="text-sm" lang="en">
            {p.doctorQualifications}
          </p>
          <p className="text-sm">
            {t('doctor.registration', { number: p.doctorRegistrationNumber })}
          </p>
          <p className="text-sm text-slate-700">
            {p.clinicName}, {p.clinicAddress}, {p.clinicPhone}
          </p>
        </div>
        <div className="text-right text-sm">
          <p className="font-semibold">{t('number', { number: p.number })}</p>
          <p>{t('issuedOn', { date: p.issuedOn })}</p>
        </div>
      </header>
      <h2 id={`rx-${p.id}`} className="mt-3 text-center text-xl font-bold">
        {t('title')}
      </h2>
      {p.cancelledOn ? (
        <p className="mt-2 rounded border-2 border-alert-700 p-2 font-bold text-alert-700">
          {t('cancelled.badge')}:{' '}
          {t('cancelled.line', { date: p.cancelledOn, reason: p.cancelReason ?? '' })}
        </p>
      ) : null}
      <dl className="mt-3 space-y-1">
        <div>
          <dt className="inline font-semibold">{t('patient.label')}: </dt>
          <dd className="inline">
            <Name>{p.patient}</Name>
          </dd>
        </div>
        {p.abha?.number ? (
          <div>
            <dt className="inline font-semibold">{abha('number')}: </dt>
            <dd className="inline whitespace-nowrap" data-testid="prescription-abha-number">
              {p.abha.number}
            </dd>
          </div>
        ) : null}
        {p.abha?.address ? (
          <div>
            <dt className="inline font-semibold">{abha('address')}: </dt>
            <dd className="inline break-all">{p.abha.address}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">
            {c.provisional ? t('diagnosisProvisional') : t('diagnosis')}:{' '}
          </dt>
          <dd className="inline">{c.diagnosis}</dd>
        </div>
      </dl>
      <h3 className="mt-4 font-bold">{t('medicines')}</h3>
      {/* On a phone each medicine is a block of its own; the table needs the width of a page. */}
      <ol className="mt-1 space-y-2 sm:hidden print:hidden">
        {c.medicines.map((m, i) => (
          <li key={i} className="rounded-md border border-slate-200 p-2">
            <p>
              {i + 1}. <span className="font-semibold">{m.name}</span>
              {m.strength ? ` ${m.strength}` : ''}, {t(`form.${m.form}`)}
            </p>
            <p>
              {[m.dose, howOften(m), t('medicine.daysValue', { days: m.days }), t(`food.${m.food}`)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {m.instructions ? <p>{m.instructions}</p> : null}
          </li>
        ))}
      </ol>
      <div className="hidden sm:block print:block">
        <table className="mt-1 w-full border-collapse text-sm">
          <thead>
            <tr className="bg-slate-100 text-left">
              <th scope="col" className="p-1">
                {t('medicine.number')}
              </th>
              <th scope="col" className="p-1">
                {t('medicine.name')}
              </th>
              <th scope="col" className="p-1">
                {t('medicine.dose')}
              </th>
              <th scope="col" className="p-1">
                {t('medicine.frequency')}
              </th>
              <th scope="col" className="p-1">
                {t('medicine.days')}
              </th>
              <th scope="col" className="p-1">
                {t('medicine.food')}
              </th>
              <th scope="col" className="p-1">
                {t('medicine.instructions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {c.medicines.map((m, i) => (
              <tr key={i} className="border-b border-slate-200 align-top">
                <td className="p-1">{i + 1}</td>
                <td className="p-1">
                  <span className="font-semibold">{m.name}</span>
                  {m.strength ? ` ${m.strength}` : ''}, {t(`form.${m.form}`)}
                </td>
                <td className="p-1">{m.dose}</td>
                <td className="p-1">{howOften(m)}</td>
                <td className="p-1">{t('medicine.daysValue', { days: m.days })}</td>
                <td className="p-1">{t(`food.${m.food}`)}</td>
                <td className="p-1">{m.instructions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {c.tests.length ? (
        <>
          <h3 className="mt-4 font-bold">{t('tests')}</h3>
          <ul className="list-disc pl-6">
            {c.tests.map((test, i) => (
              <li key={i}>{test}</li>
            ))}
          </ul>
        </>
      ) : null}
      {c.advice ? (
        <>
          <h3 className="mt-4 font-bold">{t('advice')}</h3>
          <p className="whitespace-pre-line">{c.advice}</p>
        </>
      ) : null}
      {p.followUpOn ? (
        <p className="mt-4">
          <span className="font-bold">{t('followUp')}: </span>
          {t('followUpOn', { date: p.followUpOn })}
        </p>
      ) : null}
      <div className="mt-5 flex items-center gap-4 border-t border-slate-300 pt-3">
        <img src={p.qrCode} alt={t('verify.qrAlt')} width={96} height={96} />
        <p className="text-sm break-all">{t('verify.line', { url: p.verifyUrl })}</p>
      </div>
      <p className="mt-2 text-xs text-slate-700">
        {t('digitallyIssued', { doctor: p.doctorName, site: p.clinicName })}
      </p>
    </article>
  )
}
