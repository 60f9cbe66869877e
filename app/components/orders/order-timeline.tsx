import { Name } from '#app/components/ui/name.tsx'

/** One step of an order as its staff page lists it: when, who (with a registration), what. */
export type TimelineEntry = {
  id: string
  at: string
  byPatient: boolean
  by: string | null
  registration?: string | null
  /** The step in words (its status, or an update). */
  what: string
  note: string
}

/**
 * The steps of an order (a laboratory or a pharmacy order) on its staff page, oldest first: when,
 * who took the step — the patient, or a person named as a name with their registration number —
 * and what they did, with their note. The page puts its own words in.
 */
export function OrderTimeline({
  title,
  empty,
  patient,
  entries,
}: {
  title: string
  empty: string
  /** How a step the patient took is named. */
  patient: string
  entries: readonly TimelineEntry[]
}) {
  return (
    <section aria-labelledby="timeline-title" className="card mt-6">
      <h2 id="timeline-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {entries.map((e) => (
            <li key={e.id} className="border-l-4 border-brand-700 pl-3">
              <p className="text-sm text-slate-700">
                {e.at}
                {e.byPatient ? (
                  ` · ${patient}`
                ) : e.by ? (
                  <>
                    {' · '}
                    <Name>{e.by}</Name>
                    {e.registration ? (
                      <>
                        {' · '}
                        <span translate="no">{e.registration}</span>
                      </>
                    ) : null}
                  </>
                ) : null}
              </p>
              <p className="font-semibold">
                {e.what}
                {e.note ? <span className="font-normal"> — {e.note}</span> : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
