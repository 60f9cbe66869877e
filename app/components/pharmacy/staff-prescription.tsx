import { Name } from '#app/components/ui/name.tsx'
import type { PharmacyOrderView } from '#app/domain/pharmacy/staff-order-view.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

export function Prescription({ data: d }: { data: PharmacyOrderView }) {
  const t = useT('pharmacyStaff')
  const { files, prescription } = d
  return (
    <section aria-labelledby="rx-title" className="card mt-6">
      <h2 id="rx-title" className="text-xl font-bold text-slate-900">
        {t('order.rx.title')}
      </h2>
      {files.length === 0 && !prescription ? (
        <p className="mt-2 text-slate-800">{t('order.rx.none')}</p>
      ) : null}
      {files.length > 0 ? (
        <ol className="mt-3 grid gap-4 md:grid-cols-2">
          {files.map((file, index) => (
            <li key={file.id} className="min-w-0">
              <p className="font-semibold">{t('order.rx.page', { n: index + 1 })}</p>
              {file.image ? (
                <a href={file.url} target="_blank" rel="noreferrer" className="mt-1 block">
                  <img
                    src={file.url}
                    alt={t('order.rx.pageAlt', { n: index + 1 })}
                    width={file.width ?? undefined}
                    height={file.height ?? undefined}
                    loading="lazy"
                    className="h-auto max-h-[36rem] w-full rounded border border-slate-300 bg-white object-contain"
                  />
                  <span className="mt-1 block text-sm">{t('order.rx.openFull')}</span>
                </a>
              ) : (
                <a href={file.url} target="_blank" rel="noreferrer" className="mt-1 inline-block">
                  {t('order.rx.openPdf')} <span translate="no">({file.name})</span>
                </a>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {prescription ? (
        <div className="mt-4 rounded border border-slate-300 p-3">
          <h3 className="font-bold text-slate-900">
            {t('order.rx.ePrescription')} <span translate="no">{prescription.number}</span>
          </h3>
          {prescription.cancelled ? (
            <p className="mt-1 font-semibold text-alert-700">{t('order.rx.cancelled')}</p>
          ) : null}
          <p className="mt-1">
            <Name>{prescription.doctor}</Name>
            {', '}
            <span translate="no" lang="en">
              {prescription.qualifications}
            </span>
            {' · '}
            <span translate="no">{prescription.registration}</span>
          </p>
          <p className="text-sm text-slate-700">
            {t('order.rx.issued', { at: prescription.issuedAt })} · {t('order.rx.for')}{' '}
            <Name>{prescription.patientName}</Name>
          </p>
          <ul className="mt-2 list-disc pl-5">
            {prescription.medicines.map((m, index) => (
              <li key={index} translate="no">
                {m}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            <Link to={prescription.verifyPath}>{t('order.rx.verify')}</Link>
          </p>
        </div>
      ) : null}
    </section>
  )
}

export function Requested({ data: d }: { data: PharmacyOrderView }) {
  const t = useT('pharmacyStaff')
  return (
    <section aria-labelledby="asked-title" className="card mt-6">
      <h2 id="asked-title" className="text-xl font-bold text-slate-900">
        {t('order.asked.title')}
      </h2>
      <ul className="mt-2 grid gap-1">
        {d.requested.map((line) => (
          <li key={line.slug}>
            <span className="font-semibold">{line.name}</span>
            {line.prescriptionOnly ? (
              <span className="ml-2 rounded bg-red-100 px-1.5 text-sm font-semibold text-red-900">
                {t('order.asked.rx')}
              </span>
            ) : null}{' '}
            <span className="text-slate-700">
              {t('order.asked.packs', { count: line.quantity, pack: line.pack })}
              {line.mrp !== null ? ` · ${t('order.asked.mrp', { mrp: line.mrp })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
