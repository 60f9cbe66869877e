import { MAX_ORDER_LINES, MAX_QUANTITY } from '#app/db/schema/pharmacy-values.ts'
import { messageRef, type MessageValues } from '#app/utils/i18n/catalogs.ts'
import {
  type CheckedLine,
  checkedLineRefusal,
  coveredBy,
  findMedicine,
  needsPrescription,
  type PrescriptionCover,
} from './medicines.ts'
import { lineField } from './staff-flow.ts'

/**
 * The pharmacist's list as the check form posts it, and what is wrong with it, field by field.
 * Rows are `lines[0].slug`, `lines[0].brand`, `lines[0].quantity`, `lines[0].price`,
 * `lines[0].for` (the patient's line it replaces) and `lines[0].asked` (the brand the prescription
 * names, when another brand is given — the usual substitute from a photo); a row without a
 * medicine is left out. The
 * workflow checks the same list again (checkOrder) before anything is stored.
 */

/** A message for a field: the catalogue reference and its placeholders. */
export type FieldRefusal = { ref: string; values?: MessageValues }

export type ListRefusals = Record<string, FieldRefusal>

/** Every rule a line breaks, next to its field (the first rule only, per line). */
export function checkedListRefusals(
  lines: readonly CheckedLine[],
  cover: PrescriptionCover,
): ListRefusals {
  const refusals: ListRefusals = {}
  if (lines.length === 0)
    refusals.lines = { ref: messageRef('pharmacyStaff', 'check.error.noLines') }
  if (lines.length > MAX_ORDER_LINES)
    refusals.lines = {
      ref: messageRef('pharmacyStaff', 'check.error.tooManyLines'),
      values: { max: MAX_ORDER_LINES },
    }
  lines.forEach((line, index) => {
    const medicine = findMedicine(line.slug)
    const refusal = checkedLineRefusal(line)
    if (!medicine || refusal === 'counterOnly') {
      refusals[lineField(index, 'slug')] = {
        ref: messageRef(
          'pharmacyStaff',
          medicine ? 'check.error.counterOnly' : 'check.error.unknownMedicine',
        ),
      }
    } else if (refusal === 'quantity') {
      refusals[lineField(index, 'quantity')] = {
        ref: messageRef('pharmacyStaff', 'check.error.quantity'),
        values: { max: MAX_QUANTITY },
      }
    } else if (refusal === 'price') {
      refusals[lineField(index, 'price')] = {
        ref: messageRef('pharmacyStaff', 'check.error.price'),
        values: { mrp: medicine.mrpInr },
      }
    } else if (refusal === 'brand') {
      refusals[lineField(index, 'brand')] = {
        ref: messageRef('pharmacyStaff', 'check.error.brand'),
      }
    } else if (refusal !== null) {
      const key = {
        unknown: 'check.error.substituteUnknown',
        differentComposition: 'check.error.differentComposition',
        sameMedicine: 'check.error.sameMedicine',
      } as const
      // Another brand of the row's own medicine was asked for in the brand field, else a line.
      const field = line.substituteFor?.slug === line.slug ? 'asked' : 'for'
      refusals[lineField(index, field)] = { ref: messageRef('pharmacyStaff', key[refusal]) }
    } else if (needsPrescription(medicine) && !coveredBy(cover, line.slug)) {
      refusals[lineField(index, 'slug')] = {
        ref: messageRef('pharmacyStaff', 'check.error.prescriptionNeeded'),
      }
    } else {
      const twice = lines.findIndex(
        (other) => other.slug === line.slug && other.brand === line.brand,
      )
      if (twice !== index)
        refusals[lineField(index, 'slug')] = {
          ref: messageRef('pharmacyStaff', 'check.error.twice'),
          values: { row: twice + 1 },
        }
    }
  })
  return refusals
}

const WHOLE_RUPEES = /^\d{1,6}$/
/** A brand's name as a prescription writes it, kept short. */
const MAX_ASKED_BRAND = 60
const PACKS = /^\d{1,2}$/

/**
 * The posted rows as lines, and what cannot even be read (a price that is not a number): those
 * rows' fields get their message, the rest are checked by `checkedListRefusals`. `rows` is how
 * many rows were posted (the form shows at least as many again).
 */
export function readCheckedLines(values: Record<string, string>): {
  lines: CheckedLine[]
  /** The index of each line's row in the form, so messages land on the row typed. */
  rowOf: number[]
  refusals: ListRefusals
  rows: number
} {
  const rows = Math.min(countRows(values), MAX_ORDER_LINES + 10)
  const lines: CheckedLine[] = []
  const rowOf: number[] = []
  const refusals: ListRefusals = {}
  for (let row = 0; row < rows; row += 1) {
    const get = (part: Parameters<typeof lineField>[1]) =>
      (values[lineField(row, part)] ?? '').trim()
    const slug = get('slug')
    if (slug === '') continue
    const quantity = get('quantity')
    // A price left empty is the MRP (what the form shows first).
    const price = get('price') || String(findMedicine(slug)?.mrpInr ?? '')
    if (!PACKS.test(quantity))
      refusals[lineField(row, 'quantity')] = {
        ref: messageRef('pharmacyStaff', 'check.error.quantity'),
        values: { max: MAX_QUANTITY },
      }
    if (!WHOLE_RUPEES.test(price))
      refusals[lineField(row, 'price')] = {
        ref: messageRef('pharmacyStaff', 'check.error.priceNumber'),
      }
    const replaces = get('for')
    const askedBrand = get('asked').slice(0, MAX_ASKED_BRAND)
    rowOf.push(row)
    lines.push({
      slug,
      brand: get('brand'),
      quantity: PACKS.test(quantity) ? Number(quantity) : 0,
      unitPriceInr: WHOLE_RUPEES.test(price) ? Number(price) : 0,
      substituteFor: replaces || askedBrand ? { slug: replaces || slug, brand: askedBrand } : null,
    })
  }
  return { lines, rowOf, refusals, rows }
}

/** How many rows the form posted: one more than the highest row number seen. */
function countRows(values: Record<string, string>): number {
  let rows = 0
  for (const name of Object.keys(values)) {
    const match = /^lines\[(\d{1,3})\]\./.exec(name)
    if (match) rows = Math.max(rows, Number(match[1]) + 1)
  }
  return rows
}

/** A refusal about the n-th line of a list, moved to the field of the form row it came from. */
export function onFormRows(refusals: ListRefusals, rowOf: readonly number[]): ListRefusals {
  return Object.fromEntries(
    Object.entries(refusals).map(([field, refusal]) => {
      const match = /^lines\[(\d+)\]\.(.+)$/.exec(field)
      if (!match) return [field, refusal]
      const row = rowOf[Number(match[1])] ?? Number(match[1])
      return [`lines[${row}].${match[2]}`, refusal]
    }),
  )
}
