import { useRef, useState } from 'react'
import { FieldError, type OrderReply } from '#app/components/orders/step-parts.tsx'
import {
  type CheckRowValues,
  MAX_NOTE,
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  type PharmacyOrderView,
  ROWS_STEP,
} from '#app/domain/pharmacy/staff-order-view.ts'
import { lineField } from '#app/domain/pharmacy/staff-flow.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { useValueFromBeforeHydration } from '#app/utils/use-hydrated.ts'
import { FormAlert } from './staff-form-alert.tsx'

/** The check form's answer: how many rows it shows (after "more rows", or as posted). */
export type CheckReply = OrderReply & { rows?: number }

/**
 * The pharmacist's check: the list that will be packed, one row per medicine (a brand or the
 * generic, packs, the price at most the MRP, what it replaces), and a note for the patient.
 */
type Row = CheckRowValues

/** The form's rows: as posted after a refusal or "more rows", else the patient's lines. */
function rowsOf(d: PharmacyOrderView, reply: CheckReply | null): Row[] {
  if (reply) {
    const count = Math.max(reply.rows ?? 0, ROWS_STEP)
    return Array.from({ length: count }, (_, i) => ({
      slug: reply.values[lineField(i, 'slug')] ?? '',
      brand: reply.values[lineField(i, 'brand')] ?? '',
      quantity: reply.values[lineField(i, 'quantity')] ?? '1',
      price: reply.values[lineField(i, 'price')] ?? '',
      for: reply.values[lineField(i, 'for')] ?? '',
      asked: reply.values[lineField(i, 'asked')] ?? '',
    }))
  }
  const blank = { slug: '', brand: '', quantity: '1', price: '', for: '', asked: '' }
  const start = d.startRows
  const more = Math.max(ROWS_STEP - start.length, 1)
  return [...start, ...Array.from({ length: more }, () => blank)].slice(0, MAX_ORDER_LINES)
}

export function CheckForm({
  data: d,
  reply,
}: {
  data: PharmacyOrderView
  reply: CheckReply | null
}) {
  const t = useT('pharmacyStaff')
  const rows = rowsOf(d, reply)
  const groups = new Map<string, PharmacyOrderView['catalogue']>()
  for (const m of d.catalogue) groups.set(m.category, [...(groups.get(m.category) ?? []), m])
  return (
    <section aria-labelledby="check-title" className="card mt-6">
      <h2 id="check-title" className="text-xl font-bold text-slate-900">
        {t('check.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('check.intro', { max: MAX_QUANTITY })}</p>
      <noscript>
        <p className="mt-1 text-slate-700">{t('check.noscript')}</p>
      </noscript>
      <FormAlert reply={reply?.intent === 'check' ? reply : null} />
      {/* Keyed by the rows' number: "more rows" draws the form again with what was typed. */}
      <Form method="post" className="mt-3" key={rows.length}>
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <CheckRow
              key={index}
              index={index}
              row={row}
              groups={groups}
              categories={d.categories}
              catalogue={d.catalogue}
              requested={d.requested}
              reply={reply}
            />
          ))}
        </ol>
        {rows.length < MAX_ORDER_LINES ? (
          <button type="submit" name="intent" value="rows" className="btn-secondary mt-3">
            {t('check.moreRows')}
          </button>
        ) : null}
        <div className="mt-4">
          <label htmlFor="pharmacist-note" className="field-label">
            {t('check.note')}
          </label>
          <p id="pharmacist-note-hint" className="text-sm text-slate-700">
            {t('check.noteHint')}
          </p>
          <textarea
            id="pharmacist-note"
            name="pharmacistNote"
            rows={2}
            maxLength={MAX_NOTE}
            className="field-input"
            aria-describedby="pharmacist-note-hint"
            defaultValue={reply?.values.pharmacistNote ?? ''}
          />
        </div>
        <button type="submit" name="intent" value="check" className="btn-primary mt-4">
          {t('check.submit')}
        </button>
      </Form>
    </section>
  )
}

function CheckRow({
  index,
  row,
  groups,
  categories,
  catalogue,
  requested,
  reply,
}: {
  index: number
  row: Row
  groups: Map<string, PharmacyOrderView['catalogue']>
  categories: Readonly<Record<string, string>>
  catalogue: PharmacyOrderView['catalogue']
  requested: PharmacyOrderView['requested']
  reply: CheckReply | null
}) {
  const t = useT('pharmacyStaff')
  // The brands and MRP follow the medicine chosen (the server checks them again).
  const [slug, setSlug] = useState(row.slug)
  const medicine = catalogue.find((m) => m.slug === slug)
  const id = (part: string) => `line-${index}-${part}`
  // A medicine chosen before the page's scripts arrived (a slow connection) is taken over, with
  // the brand and the price typed for it: the fields drawn for it start from them.
  const slugRef = useRef<HTMLSelectElement>(null)
  const [carried, setCarried] = useState<{ slug: string; brand: string; price: string | null }>()
  useValueFromBeforeHydration(slugRef, row.slug, (value) => {
    const brand = document.getElementById(id('brand'))
    const price = document.getElementById(id('price'))
    setCarried({
      slug: value,
      brand: brand instanceof HTMLSelectElement ? brand.value : '',
      // Typed, not the price the server filled in for the medicine it knew.
      price:
        price instanceof HTMLInputElement && price.value !== price.defaultValue
          ? price.value
          : null,
    })
    setSlug(value)
  })
  const carriedOver = carried?.slug === slug ? carried : undefined
  const error = (part: Parameters<typeof lineField>[1]) =>
    reply?.fieldErrors[lineField(index, part)]
  const described = (part: Parameters<typeof lineField>[1], hint?: string) => {
    const ids = [hint, error(part) ? `${id(part)}-error` : null].filter(Boolean).join(' ')
    return {
      'aria-invalid': error(part) ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    }
  }
  return (
    <li>
      <fieldset className="rounded-md border border-slate-300 p-3">
        <legend className="px-1 font-semibold">{t('check.row', { n: index + 1 })}</legend>
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <label htmlFor={id('slug')} className="field-label">
              {t('check.medicine')}
            </label>
            <select
              ref={slugRef}
              id={id('slug')}
              name={lineField(index, 'slug')}
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              className="field-input w-full"
              {...described('slug')}
            >
              <option value="">{t('check.noMedicine')}</option>
              {[...groups].map(([category, medicines]) => (
                <optgroup key={category} label={categories[category] ?? category}>
                  {medicines.map((m) => (
                    <option key={m.slug} value={m.slug}>
                      {m.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <FieldError id={`${id('slug')}-error`} message={error('slug')} />
          </div>
          <div className="min-w-0">
            <label htmlFor={id('brand')} className="field-label">
              {t('check.brand')}
            </label>
            <select
              id={id('brand')}
              name={lineField(index, 'brand')}
              defaultValue={
                carriedOver && medicine?.brands.includes(carriedOver.brand)
                  ? carriedOver.brand
                  : row.brand
              }
              key={slug}
              className="field-input w-full"
              {...described('brand')}
            >
              <option value="">{t('check.generic')}</option>
              {(medicine?.brands ?? []).map((brand) => (
                <option key={brand} value={brand} translate="no">
                  {brand}
                </option>
              ))}
              {/* A brand posted that the medicine does not have: kept, so its message makes sense. */}
              {row.brand && !medicine?.brands.includes(row.brand) ? (
                <option value={row.brand}>{row.brand}</option>
              ) : null}
            </select>
            <FieldError id={`${id('brand')}-error`} message={error('brand')} />
          </div>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-[8rem_10rem_minmax(0,1fr)]">
          <div>
            <label htmlFor={id('quantity')} className="field-label">
              {t('check.packs')}
            </label>
            <input
              id={id('quantity')}
              name={lineField(index, 'quantity')}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={row.quantity}
              className="field-input w-full"
              {...described('quantity')}
            />
            <FieldError id={`${id('quantity')}-error`} message={error('quantity')} />
          </div>
          <div>
            <label htmlFor={id('price')} className="field-label">
              {t('check.price')}
            </label>
            <input
              id={id('price')}
              name={lineField(index, 'price')}
              inputMode="numeric"
              autoComplete="off"
              // A new medicine starts at its MRP; what was typed for the same medicine stays.
              key={slug}
              defaultValue={
                carriedOver?.price ??
                (slug === row.slug && row.price ? row.price : String(medicine?.mrp ?? ''))
              }
              className="field-input w-full"
              {...described('price', medicine ? `${id('price')}-mrp` : undefined)}
            />
            {medicine ? (
              <p id={`${id('price')}-mrp`} className="text-sm text-slate-700">
                {t('check.mrp', { mrp: medicine.mrp })}
              </p>
            ) : null}
            <FieldError id={`${id('price')}-error`} message={error('price')} />
          </div>
          <div className="col-span-2 min-w-0 md:col-span-1">
            <label htmlFor={id('asked')} className="field-label">
              {t('check.askedBrand')}
            </label>
            <input
              id={id('asked')}
              name={lineField(index, 'asked')}
              autoComplete="off"
              maxLength={60}
              defaultValue={row.asked}
              className="field-input w-full"
              {...described('asked', `${id('asked')}-hint`)}
            />
            <p id={`${id('asked')}-hint`} className="text-sm text-slate-700">
              {t('check.askedBrandHint')}
            </p>
            <FieldError id={`${id('asked')}-error`} message={error('asked')} />
          </div>
          {requested.length > 0 ? (
            <div className="col-span-2 min-w-0 md:col-span-3 md:max-w-md">
              <label htmlFor={id('for')} className="field-label">
                {t('check.substituteFor')}
              </label>
              <select
                id={id('for')}
                name={lineField(index, 'for')}
                defaultValue={row.for}
                className="field-input w-full"
                {...described('for')}
              >
                <option value="">{t('check.notSubstitute')}</option>
                {requested.map((line) => (
                  <option key={line.slug} value={line.slug}>
                    {line.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id('for')}-error`} message={error('for')} />
            </div>
          ) : null}
        </div>
      </fieldset>
    </li>
  )
}
