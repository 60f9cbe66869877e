import { type Medicine } from '#app/content/medicines.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { filterMedicines, type MedicineFilters, pageOf, sameComposition } from './catalogue.ts'
import { findMedicine, needsPrescription, soldOnlyAtCounter } from './medicines.ts'

/**
 * The catalogue's pages as they are shown: names, packs and uses already in the page's language
 * (the generic name in the other language beside it), so the pages ship no content module to the
 * browser.
 */

export type MedicineSummaryView = {
  slug: string
  name: string
  /** The generic name in the other language (English on a Hindi page, Hindi on an English one). */
  otherName: string
  strength: string
  form: Medicine['form']
  category: Medicine['category']
  pack: string
  mrpInr: number
  schedule: Medicine['schedule']
  prescription: boolean
  counterOnly: boolean
  /** The first brands, as examples. */
  brands: readonly string[]
}

export function medicineSummary(medicine: Medicine, locale: Locale): MedicineSummaryView {
  const hindi = locale === 'hi'
  return {
    slug: medicine.slug,
    name: hindi ? medicine.genericHi : medicine.generic,
    otherName: hindi ? medicine.generic : medicine.genericHi,
    strength: medicine.strength,
    form: medicine.form,
    category: medicine.category,
    pack: hindi ? medicine.packHi : medicine.pack,
    mrpInr: medicine.mrpInr,
    schedule: medicine.schedule,
    prescription: needsPrescription(medicine),
    counterOnly: soldOnlyAtCounter(medicine),
    brands: medicine.brands.slice(0, 3),
  }
}

/** The catalogue page: one page of the medicines the search and filters leave. */
export function medicineListView(filters: MedicineFilters, locale: Locale) {
  const { items, ...pages } = pageOf(filterMedicines(filters), filters.page)
  return { medicines: items.map((medicine) => medicineSummary(medicine, locale)), ...pages }
}

/** One medicine's page, or null for an unknown slug. */
export function medicineView(slug: string, locale: Locale) {
  const medicine = findMedicine(slug)
  if (!medicine) return null
  return {
    ...medicineSummary(medicine, locale),
    brands: medicine.brands,
    composition: medicine.composition,
    uses: locale === 'hi' ? medicine.usesHi : medicine.uses,
    source: medicine.source,
    sameComposition: sameComposition(medicine).map((other) => medicineSummary(other, locale)),
  }
}

export type MedicineView = NonNullable<ReturnType<typeof medicineView>>

/**
 * A medicine as schema.org describes one (a Drug), with its price at MRP. `url` is the page's
 * absolute address; names and text are in the page's language.
 */
export function drugJsonLd(url: string, medicine: MedicineView) {
  return {
    '@type': 'Drug',
    '@id': url,
    url,
    name: `${medicine.name} ${medicine.strength}`,
    alternateName: [medicine.otherName, ...medicine.brands],
    activeIngredient: medicine.composition,
    dosageForm: medicine.form,
    description: medicine.uses,
    prescriptionStatus: medicine.prescription
      ? 'https://schema.org/PrescriptionOnly'
      : 'https://schema.org/OTC',
    offers: {
      '@type': 'Offer',
      price: medicine.mrpInr,
      priceCurrency: 'INR',
      availability: medicine.counterOnly
        ? 'https://schema.org/InStoreOnly'
        : 'https://schema.org/InStock',
    },
  }
}
