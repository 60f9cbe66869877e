import { useT } from '#app/utils/i18n/i18n.tsx'

/** Who came into the room and when they left, for the doctor and the staff. */
export function Visits({
  visits,
}: {
  visits: Array<{ role: 'patient' | 'doctor' | 'staff'; entered: string; left: string | null }>
}) {
  const t = useT('consultation')
  return (
    <section aria-labelledby="visits-title" className="mt-6">
      <h2 id="visits-title" className="text-lg font-bold text-slate-900">
        {t('visits.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-800">
        {visits.map((v, index) => (
          <li key={index}>
            {v.left
              ? t('visits.cameAndLeft', {
                  who: t(`visits.role.${v.role}`),
                  entered: v.entered,
                  left: v.left,
                })
              : t('visits.came', { who: t(`visits.role.${v.role}`), entered: v.entered })}
          </li>
        ))}
      </ul>
    </section>
  )
}
