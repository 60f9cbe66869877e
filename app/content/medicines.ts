/**
 * The pharmacy's catalogue: common medicines a patient can order, each by its generic name and
 * strength, with brand examples, form, pack, MRP, whether a prescription is needed (and the Drugs
 * and Cosmetics Rules' schedule), what it is commonly used for in plain words, and a public source.
 *
 * Names, packs and uses are kept in English and Hindi (like lab-tests.ts) because the search index
 * is built from them; pages take the field of the page's language.
 *
 * - `composition` is the active ingredients with their strengths, lower case, joined by ' + ' in
 *   alphabetical order ('amoxycillin 500 mg + clavulanic acid 125 mg'). Two medicines are
 *   substitutes only when their composition and form are the same (the pharmacist may also give
 *   another maker's brand of the same entry).
 * - `mrpInr` is the maximum retail price of one pack, in whole rupees, as printed on common brands
 *   in 2025–26; the pharmacy never charges more. Prices change: the pharmacy updates them here.
 * - `schedule`: 'otc' — sold without a prescription; 'H', 'H1', 'X' — prescription-only
 *   (Schedules H, H1 and X of the Drugs Rules, 1945). Schedule X medicines are never sold online;
 *   the catalogue lists them so that a search explains where to get them.
 *
 * Uses are the common ones in plain words, never a recommendation to take a medicine: the pages say
 * to follow the doctor's prescription and the pack's leaflet.
 */

export type MedicineSchedule = 'otc' | 'H' | 'H1' | 'X'

export type MedicineForm =
  | 'tablet'
  | 'capsule'
  | 'syrup'
  | 'suspension'
  | 'drops'
  | 'injection'
  | 'cream'
  | 'ointment'
  | 'gel'
  | 'inhaler'
  | 'powder'
  | 'solution'
  | 'lotion'
  | 'spray'

export type MedicineCategory =
  | 'pain-and-fever'
  | 'antibiotics'
  | 'stomach'
  | 'diabetes'
  | 'heart-and-blood-pressure'
  | 'allergy-and-cold'
  | 'breathing'
  | 'vitamins-and-supplements'
  | 'skin'
  | 'women'
  | 'children'
  | 'infections-other'
  | 'nerves-and-mind'
  | 'eye-and-ear'
  | 'first-aid'

/** Where the facts (composition, uses, schedule) can be checked. */
export type MedicineSource = { name: string; url: string }

export type Medicine = {
  slug: string
  /** Generic name as printed on the pack: 'Paracetamol'. */
  generic: string
  genericHi: string
  composition: string
  /** '500 mg', '250 mg/5 ml', '1% w/w'. */
  strength: string
  form: MedicineForm
  category: MedicineCategory
  /** 'Strip of 15 tablets', 'Bottle of 60 ml'. */
  pack: string
  packHi: string
  mrpInr: number
  schedule: MedicineSchedule
  /** Common brands of this composition, as examples (not an endorsement). */
  brands: readonly string[]
  uses: string
  usesHi: string
  /** Other spellings people type: romanised Hindi, old names ('paracetamol' ↔ 'acetaminophen'). */
  aliases?: readonly string[]
  source: MedicineSource
}

const medlinePlus = (id: string, drug: string): MedicineSource => ({
  name: `MedlinePlus: ${drug}`,
  url: `https://medlineplus.gov/druginfo/meds/${id}.html`,
})

export const MEDICINES: readonly Medicine[] = [
  {
    slug: 'paracetamol-500-tablet',
    generic: 'Paracetamol',
    genericHi: 'पैरासिटामोल',
    composition: 'paracetamol 500 mg',
    strength: '500 mg',
    form: 'tablet',
    category: 'pain-and-fever',
    pack: 'Strip of 15 tablets',
    packHi: '15 गोलियों की पत्ती',
    mrpInr: 20,
    schedule: 'otc',
    brands: ['Calpol 500', 'Crocin Advance', 'Pacimol 500'],
    uses: 'Fever and mild to moderate pain such as headache, body ache and toothache.',
    usesHi: 'बुख़ार और हल्का से मध्यम दर्द, जैसे सिरदर्द, बदन दर्द और दाँत दर्द।',
    aliases: ['acetaminophen', 'pcm', 'paracetamol', 'crocin', 'bukhar ki goli'],
    source: medlinePlus('a681004', 'Acetaminophen'),
  },
  {
    slug: 'paracetamol-650-tablet',
    generic: 'Paracetamol',
    genericHi: 'पैरासिटामोल',
    composition: 'paracetamol 650 mg',
    strength: '650 mg',
    form: 'tablet',
    category: 'pain-and-fever',
    pack: 'Strip of 15 tablets',
    packHi: '15 गोलियों की पत्ती',
    mrpInr: 34,
    schedule: 'H',
    brands: ['Dolo 650', 'Calpol 650', 'Pacimol 650'],
    uses: 'Fever and pain in adults, when a larger dose than 500 mg is prescribed.',
    usesHi: 'बड़ों में बुख़ार और दर्द, जब डॉक्टर 500 mg से बड़ी ख़ुराक लिखें।',
    aliases: ['dolo', 'acetaminophen', 'pcm 650'],
    source: medlinePlus('a681004', 'Acetaminophen'),
  },
  {
    slug: 'amoxycillin-500-capsule',
    generic: 'Amoxycillin',
    genericHi: 'अमोक्सीसिलिन',
    composition: 'amoxycillin 500 mg',
    strength: '500 mg',
    form: 'capsule',
    category: 'antibiotics',
    pack: 'Strip of 10 capsules',
    packHi: '10 कैप्सूल की पत्ती',
    mrpInr: 92,
    schedule: 'H1',
    brands: ['Mox 500', 'Novamox 500', 'Amoxil 500'],
    uses: 'Bacterial infections of the ear, nose, throat, chest, urine and skin, as prescribed.',
    usesHi: 'कान, नाक, गले, छाती, पेशाब और त्वचा के बैक्टीरिया वाले संक्रमण, डॉक्टर के पर्चे पर।',
    aliases: ['amoxicillin', 'amoxil'],
    source: medlinePlus('a685001', 'Amoxicillin'),
  },
]
