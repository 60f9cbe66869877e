import { CONTACT } from '#app/content/site.ts'
import { SYMPTOM_GROUPS, SYMPTOMS } from '#app/content/symptoms.ts'
import { symptomGroupLabel } from '#app/domain/find-care/symptom-text.ts'
import { Message, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { type FindCarePage, TEXT_MAX_LENGTH } from './guide-data.ts'
import { SymptomName } from './symptom-name.tsx'

/** The words and the symptom groups to tick, as a plain GET form (works without JavaScript). */
export function SymptomForm({ data }: { data: FindCarePage }) {
  const { asked, changing, text, picked, mentioned, disposition, hindi } = data
  const t = useT('care')
  const words = useTranslateRef()
  const selected = new Set([...picked, ...mentioned])
  const unmatched = asked && !changing && disposition === 'unknown'
  return (
    <Form method="get" action="/find-care" className="mt-6" aria-labelledby="picker-heading">
      <h2 id="picker-heading" className="text-2xl font-bold text-slate-900">
        {changing ? t('form.changeHeading') : t('form.heading')}
      </h2>
      {unmatched ? (
        <p className="mt-3 rounded-md bg-slate-100 p-3 text-slate-800" role="status">
          <Message
            ns="care"
            k="form.unmatched"
            values={{ text, phone: CONTACT.receptionPhone }}
            components={[
              <a key="phone" href={CONTACT.receptionPhoneHref}>
                {CONTACT.receptionPhone}
              </a>,
            ]}
          />
        </p>
      ) : null}
      {unmatched ? (
        <p className="mt-3 text-slate-800">
          <Message
            ns="care"
            k="unknown.generalMedicine"
            components={[
              <Link key="gm" to="/departments/general-medicine" className="font-semibold" />,
            ]}
          />
        </p>
      ) : null}
      <label htmlFor="care-text" className="mt-4 block font-semibold text-slate-800">
        {t('form.textLabel')}
      </label>
      <div className="mt-1 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
        <input
          id="care-text"
          name="q"
          type="text"
          defaultValue={text}
          maxLength={TEXT_MAX_LENGTH}
          placeholder={t('form.placeholder')}
          className="field-input mt-0 sm:flex-1"
          aria-describedby="care-text-hint"
          enterKeyHint="search"
        />
        <button type="submit" className="btn-primary shrink-0">
          {t('form.submit')}
        </button>
      </div>
      <p id="care-text-hint" className="mt-2 text-sm text-slate-700">
        {t('form.hint')}
      </p>
      <div className="mt-5 max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {SYMPTOM_GROUPS.map((group, index) => {
          const entries = SYMPTOMS.filter((s) => s.group === group)
          if (entries.length === 0) return null
          const ticked = entries.filter((entry) => selected.has(entry.slug)).length
          const label = words(symptomGroupLabel(group))
          const hidden = [<span key="hidden" className="sr-only" />]
          return (
            <details
              key={group}
              className="group"
              open={index === 0 || ticked > 0}
              data-testid={`symptom-group-${group}`}
            >
              <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-2 text-slate-900 [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className="inline-block w-4 shrink-0 text-brand-700 transition-transform group-open:rotate-90"
                >
                  ▶
                </span>
                <span className="flex-1">
                  <span className="block font-bold">{label}</span>
                  {hindi ? (
                    <span lang="hi" className="block text-sm text-slate-700">
                      {hindi.groups[group]}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm text-slate-700">
                  {ticked > 0 ? (
                    <Message
                      ns="care"
                      k="form.ticked"
                      values={{ ticked, total: entries.length }}
                      components={hidden}
                    />
                  ) : (
                    <Message
                      ns="care"
                      k="form.total"
                      values={{ total: entries.length }}
                      components={hidden}
                    />
                  )}
                </span>
              </summary>
              <fieldset className="px-4 pb-3">
                <legend className="sr-only">{label}</legend>
                <ul className="grid gap-x-6 sm:grid-cols-2">
                  {entries.map((entry) => (
                    <li key={entry.slug}>
                      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-slate-800">
                        <input
                          type="checkbox"
                          name="s"
                          value={entry.slug}
                          defaultChecked={selected.has(entry.slug)}
                          className="mt-1 size-5 shrink-0"
                        />
                        <span>
                          <SymptomName
                            slug={entry.slug}
                            hindi={hindi}
                            hindiClassName="text-slate-700"
                          />
                          {entry.redFlag ? (
                            <span className="ml-2 rounded bg-red-100 px-1.5 text-sm font-semibold text-red-800">
                              {t('form.emergency')}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </details>
          )
        })}
      </div>
      <button type="submit" className="btn-primary mt-5">
        {t('form.submit')}
      </button>
    </Form>
  )
}
