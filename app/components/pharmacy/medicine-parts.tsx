import type { MedicineSchedule } from '#app/content/medicines.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/** Technical words kept as printed on the pack (strengths, brands) on a Hindi page too. */
export function AsPrinted({ children }: { children?: React.ReactNode }) {
  return (
    <span lang={useLocale() === 'hi' ? 'en' : undefined} translate="no">
      {children}
    </span>
  )
}

/** The generic name in the other language: Hindi under an English name, English under Hindi. */
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

/** Whether a prescription is needed, with its schedule, in a word a patient can scan for. */
export function ScheduleBadge({ schedule }: { schedule: MedicineSchedule }) {
  const t = useT('medicines')
  const [text, colours] =
    schedule === 'otc'
      ? [t('badge.otc'), 'border-green-700 bg-green-50 text-green-900']
      : schedule === 'X'
        ? [t('badge.counter'), 'border-red-700 bg-red-50 text-red-900']
        : [t('badge.rx', { schedule }), 'border-amber-600 bg-amber-50 text-amber-950']
  return (
    <span className={`inline-block rounded-md border px-2 py-0.5 text-sm font-semibold ${colours}`}>
      {text}
    </span>
  )
}

/**
 * Puts packs of a medicine in the visitor's cart (the cart lives at /medicines/cart, which answers
 * with its own page, or sends the visitor back to `redirectTo` with a note): a plain form, so it
 * works without JavaScript. With `maxQuantity` the visitor picks how many packs.
 */
export function AddToCart({
  slug,
  name,
  redirectTo,
  maxQuantity,
  label,
  className = '',
}: {
  slug: string
  name: string
  redirectTo?: string
  /** Lets the visitor choose 1 to `maxQuantity` packs (the list adds one). */
  maxQuantity?: number
  label?: string
  className?: string
}) {
  const t = useT('medicines')
  const quantityId = `quantity-${slug}`
  return (
    <Form method="post" action="/medicines/cart" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="slug" value={slug} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {maxQuantity ? (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={quantityId} className="block font-semibold text-slate-800">
              {t('page.quantity')}
            </label>
            <select id={quantityId} name="quantity" defaultValue="1" className="field-input w-24">
              {Array.from({ length: maxQuantity }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            {label ?? t('catalogue.add')}
            <span className="sr-only">: {name}</span>
          </button>
        </div>
      ) : (
        <>
          <input type="hidden" name="quantity" value="1" />
          <button type="submit" className="btn-primary">
            {label ?? t('catalogue.add')}
            <span className="sr-only">: {name}</span>
          </button>
        </>
      )}
    </Form>
  )
}
