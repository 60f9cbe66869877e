import { type OrderReply, RefusalAlert } from '#app/components/orders/step-parts.tsx'
import type { ResultFlag } from '#app/domain/lab/report-view.ts'
import { type LabOrderView, RESULT_PREFIX } from '#app/domain/lab/staff-order-view.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/** The results of an order: the entry form while they may be typed, else the table. */
function FlagMark({ flag, label }: { flag: ResultFlag | null; label: string | null }) {
  if (!flag || !label) return null
  const critical = flag === 'critical-high' || flag === 'critical-low'
  return (
    <span
      className={`rounded px-2 py-0.5 text-sm font-bold ${critical ? 'bg-alert-700 text-white' : 'bg-amber-100 text-amber-900'}`}
    >
      {flag.endsWith('high') ? '↑ ' : flag.endsWith('low') ? '↓ ' : ''}
      {label}
    </span>
  )
}

const storedKey = (d: LabOrderView) =>
  d.tests.map((test) => test.analytes.map((a) => a.value).join('|')).join('/')

export function ResultsForm({ data: d, reply }: { data: LabOrderView; reply: OrderReply | null }) {
  const t = useT('lab')
  return (
    <section aria-labelledby="results-title" className="card mt-6">
      <h2 id="results-title" className="text-xl font-bold text-slate-900">
        {t('staff.results.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('staff.results.hint')}</p>
      <RefusalAlert message={reply?.error} />
      {/* Keyed by what is stored: after a save the fields show the values as stored ("13,24" →
          "13.2"); after a refusal the stored values are unchanged and what was typed stays. */}
      <Form method="post" className="mt-4" key={storedKey(d)}>
        {d.tests.map((test) => (
          <fieldset
            key={test.slug}
            className="mt-4 border-t border-slate-200 pt-3 first:mt-0 first:border-0 first:pt-0"
          >
            <legend className="text-lg font-bold text-slate-900">
              {test.name}{' '}
              <span className="text-sm font-normal text-slate-700">({test.sample})</span>
            </legend>
            <div className="mt-2 grid gap-3">
              {test.analytes.map((a) => {
                const name = `${RESULT_PREFIX}${a.field}`
                const id = `r-${a.field.replace(/[^A-Za-z0-9-]/g, '-')}`
                const error = reply?.fieldErrors[name]
                const value = reply ? (reply.values[name] ?? a.value) : a.value
                const describedBy = [`${id}-range`, error ? `${id}-error` : null]
                  .filter(Boolean)
                  .join(' ')
                return (
                  <div
                    key={a.field}
                    className="grid gap-1 sm:grid-cols-[minmax(10rem,16rem)_minmax(8rem,14rem)_1fr] sm:items-center sm:gap-3"
                  >
                    <label htmlFor={id} className="font-semibold">
                      {a.name}
                    </label>
                    <div className="flex items-center gap-2">
                      {a.calculated ? (
                        <output id={id} className="font-mono">
                          {a.value || '—'}
                        </output>
                      ) : a.kind === 'qualitative' ? (
                        <select
                          id={id}
                          name={name}
                          defaultValue={value}
                          className="field-input"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy}
                        >
                          <option value="">—</option>
                          {a.options.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                      ) : a.kind === 'narrative' ? (
                        <textarea
                          id={id}
                          name={name}
                          defaultValue={value}
                          rows={3}
                          className="field-input"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy}
                        />
                      ) : (
                        <input
                          id={id}
                          name={name}
                          defaultValue={value}
                          inputMode="decimal"
                          autoComplete="off"
                          className="field-input w-28"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={describedBy}
                        />
                      )}
                      {a.unit ? <span className="text-sm text-slate-700">{a.unit}</span> : null}
                    </div>
                    <div
                      id={`${id}-range`}
                      className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
                    >
                      {a.range ? <span>{t('staff.results.range', { range: a.range })}</span> : null}
                      {a.calculated ? <span>{t('staff.results.calculated')}</span> : null}
                      <FlagMark flag={a.flag} label={a.flagLabel} />
                    </div>
                    {error ? (
                      <p
                        id={`${id}-error`}
                        className="text-sm font-semibold text-alert-700 sm:col-span-3"
                      >
                        {error}
                      </p>
                    ) : null}
                  </div>
                )
              })}
            </div>
          </fieldset>
        ))}
        <button type="submit" name="intent" value="results" className="btn-primary mt-4">
          {t('staff.results.save')}
        </button>
      </Form>
    </section>
  )
}

export function ResultsTable({ data: d }: { data: LabOrderView }) {
  const t = useT('lab')
  return (
    <section aria-labelledby="results-title" className="card mt-6">
      <h2 id="results-title" className="text-xl font-bold text-slate-900">
        {t('staff.results.title')}
      </h2>
      {d.tests.map((test) => (
        <div key={test.slug} className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="text-left font-bold text-slate-900">{test.name}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="p-2">
                  {t('staff.results.column.analyte')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.results.column.value')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.results.column.range')}
                </th>
                <th scope="col" className="p-2">
                  {t('staff.results.column.flag')}
                </th>
              </tr>
            </thead>
            <tbody>
              {test.analytes
                .filter((a) => a.value)
                .map((a) => (
                  <tr key={a.field} className="border-b border-slate-200">
                    <th scope="row" className="p-2 font-normal">
                      {a.name}
                    </th>
                    <td className="p-2 font-mono">
                      {a.shown} {a.unit}
                    </td>
                    <td className="p-2">{a.range}</td>
                    <td className="p-2">
                      <FlagMark flag={a.flag} label={a.flagLabel} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  )
}
