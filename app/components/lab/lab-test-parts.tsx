import type { Sex } from '#app/content/lab-tests.ts'
import { sampleRef } from '#app/domain/lab/labels.ts'
import { useLocale, useNumberFormat, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'

/** What the catalogue's pages show of a test or package (`item` of the cart: `test:cbc`). */
export type BookableItem = `test:${string}` | `package:${string}`

/**
 * Adds a test or package to the visitor's booking (the cart lives at /lab-tests/book, which
 * answers with its own page): a plain form, so it works without JavaScript.
 */
export function AddToBooking({
  item,
  name,
  label,
  className = 'mt-3',
}: {
  item: BookableItem
  name: string
  label?: string
  className?: string
}) {
  const t = useT('lab')
  return (
    <Form method="post" action="/lab-tests/book" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="item" value={item} />
      <button type="submit" className="btn-primary">
        {label ?? t('catalogue.add')}
        <span className="sr-only">: {name}</span>
      </button>
    </Form>
  )
}

/** The name in the other language: Hindi under an English name, English under a Hindi one. */
export function OtherName({
  name,
  className = 'text-slate-700',
}: {
  name: string
  className?: string
}) {
  return (
    <p lang={useLocale() === 'hi' ? 'en' : 'hi'} className={className}>
      {name}
    </p>
  )
}

export function useLabWords() {
  const t = useT('lab')
  return {
    fasting: (hours: number | null) =>
      hours === null ? t('catalogue.fasting.none') : t('catalogue.fasting.hours', { hours }),
    report: (hours: number) =>
      hours <= 24
        ? t('catalogue.report.hours', { count: hours })
        : t('catalogue.report.days', { count: Math.ceil(hours / 24) }),
    collection: (home: boolean) =>
      home ? t('catalogue.collection.home') : t('catalogue.collection.lab'),
    forSex: (sex: Sex) => t(`catalogue.forSex.${sex}`),
  }
}

type Facts = {
  sample?: Parameters<typeof sampleRef>[0]
  fasting: number | null
  turnaroundHours?: number
  priceInr: number
  homeCollection: boolean
  forSex: Sex | null
}

/**
 * A test's facts: sample, fasting, report time, home collection (and the price on its page). In a
 * list, `inline` keeps each test a few lines tall on a phone; the price stands by its Add button.
 */
export function TestFacts({ item, inline = false }: { item: Facts; inline?: boolean }) {
  const t = useT('lab')
  const words = useTranslateRef()
  const { rupees } = useNumberFormat()
  const labWords = useLabWords()
  const facts: Array<[term: string, value: string]> = [
    ...(item.sample
      ? [[t('catalogue.fact.sample'), words(sampleRef(item.sample))] as [string, string]]
      : []),
    [t('catalogue.fact.fasting'), labWords.fasting(item.fasting)],
    ...(item.turnaroundHours
      ? [[t('catalogue.fact.report'), labWords.report(item.turnaroundHours)] as [string, string]]
      : []),
    [t('catalogue.fact.collection'), labWords.collection(item.homeCollection)],
  ]
  return (
    <>
      {item.forSex ? (
        <p className="mt-1 text-sm font-semibold text-slate-800">{labWords.forSex(item.forSex)}</p>
      ) : null}
      {inline ? (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {facts.map(([term, value]) => (
            <div key={term} className="flex gap-1">
              <dt className="text-slate-700">{term}:</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-slate-800 sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-700">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-sm text-slate-700">{t('catalogue.fact.price')}</dt>
            <dd className="font-bold text-slate-900">{rupees(item.priceInr)}</dd>
          </div>
        </dl>
      )}
    </>
  )
}

/** A price and its Add button on one line, at the foot of a test in a list. */
export function PriceAndAdd({
  priceInr,
  item,
  name,
}: {
  priceInr: number
  item: BookableItem
  name: string
}) {
  const { rupees } = useNumberFormat()
  return (
    <div className="mt-auto flex items-center justify-between gap-3 pt-3">
      <p className="text-xl font-bold text-slate-900">{rupees(priceInr)}</p>
      <AddToBooking item={item} name={name} className="" />
    </div>
  )
}

/** How to prepare, first and plain: fasting is what most often spoils a sample. */
export function Preparation({
  fasting,
  texts,
}: {
  fasting: number | null
  /** A test's preparation, or a package's: each with the names of the tests it is for. */
  texts: ReadonlyArray<string | { text: string; tests: readonly string[] }>
}) {
  const t = useT('lab')
  return (
    <section
      aria-labelledby="preparation-heading"
      className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="preparation-heading" className="text-xl font-bold">
        {t('catalogue.page.preparation')}
      </h2>
      <p className="mt-1 text-lg font-bold">
        {fasting === null
          ? t('catalogue.page.noFasting')
          : t('catalogue.page.fastHours', { hours: fasting })}
      </p>
      {texts.map((item) =>
        typeof item === 'string' ? (
          <p key={item} className="mt-2 max-w-prose">
            {item}
          </p>
        ) : (
          <p key={item.text} className="mt-2 max-w-prose">
            <strong>{item.tests.join(', ')}:</strong> {item.text}
          </p>
        ),
      )}
    </section>
  )
}

/** Which clinic reads the result, and the symptom guide's pages it is advised for. */
export function Related({
  clinics,
  symptoms,
}: {
  clinics: ReadonlyArray<{ slug: string; name: string }>
  symptoms: ReadonlyArray<{ slug: string; name: string; href: string }>
}) {
  const t = useT('lab')
  return (
    <div className="mt-8 grid gap-8 sm:grid-cols-2">
      <section aria-labelledby="clinics-heading">
        <h2 id="clinics-heading" className="text-xl font-bold text-slate-900">
          {t('catalogue.page.clinics')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {clinics.map((clinic) => (
            <li key={clinic.slug}>
              <Link to={`/departments/${clinic.slug}`}>{clinic.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      {symptoms.length > 0 ? (
        <section aria-labelledby="symptoms-heading">
          <h2 id="symptoms-heading" className="text-xl font-bold text-slate-900">
            {t('catalogue.page.symptoms')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {symptoms.map((symptom) => (
              <li key={symptom.slug}>
                <Link
                  to={symptom.href}
                  className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-brand-900 no-underline hover:bg-brand-100"
                >
                  {symptom.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
