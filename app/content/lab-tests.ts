import type { DepartmentSlug } from './department-links.ts'

/**
 * The laboratory's catalogue: the tests and packages a patient can book, each with what it is for,
 * how to prepare, the sample, the time to the report, the price, and the analytes the report prints
 * with their units, methods and reference ranges.
 *
 * Names, purposes and preparation are kept here in English and Hindi (like departments.ts) because
 * the search index, the symptom guide and the reports are built from them; pages that show them
 * take the field of the page's language (`name`/`nameHi`, …). Result codes of qualitative analytes
 * (`negative`, `non-reactive`, `not-seen`, …) are words for the report: pages translate them from a
 * catalogue (`lab:result.<code>`), never print the code.
 *
 * Reference ranges are adult ranges as widely published (MedlinePlus, WHO, ADA, NCEP, Mayo Clinic,
 * NTEP) unless an entry says otherwise; each test names its source. A laboratory that validates its
 * own ranges for its analysers replaces them here. Where a range is missing for a patient (a child
 * for an adult-only range) the report prints no range and no flag, never a wrong one.
 */

export type LabSample = 'blood' | 'urine' | 'stool' | 'sputum' | 'swab' | 'semen' | 'skin-test'

export type LabCategory =
  | 'haematology'
  | 'diabetes'
  | 'biochemistry'
  | 'hormones'
  | 'vitamins-and-minerals'
  | 'heart'
  | 'infection'
  | 'clinical-pathology'
  | 'microbiology'
  | 'cytology'

export type Sex = 'male' | 'female'

/** Years of age: `min` included, `max` excluded ({ min: 5, max: 12 } is 5 up to the 12th birthday). */
export type AgeSpan = { min?: number; max?: number }

/**
 * One normal interval. `low` and `high` are included in it (a value is flagged when below `low` or
 * above `high`); a published "less than 100" is written as the largest normal value at the
 * analyte's precision (`high: 99` with `decimals: 0`). Critical values, outside the interval, need a
 * second look before the report is released.
 */
export type ReferenceRange = {
  sex?: Sex
  ageYears?: AgeSpan
  low?: number
  high?: number
  criticalLow?: number
  criticalHigh?: number
}

/** How a value beyond the normal interval is read (diabetes, vitamin D, heart risk). */
export type InterpretationBand = { low?: number; high?: number; label: string; labelHi: string }

type AnalyteBase = {
  /** Short code, unique within the test (what the result-entry form and charts key on). */
  code: string
  name: string
  method: string
  /**
   * The LOINC code (https://loinc.org) of what is measured, by this method where LOINC tells
   * methods apart; given only where we are sure of it (see LOINC_SOURCE). Without it, the FHIR
   * documents code the analyte in our own system only (app/domain/fhir/code-systems.ts).
   */
  loinc?: string
}

export type QuantitativeAnalyte = AnalyteBase & {
  kind?: 'quantitative'
  /** As Indian laboratories print it; null for a pure number (pH, specific gravity, INR). */
  unit: string | null
  /** Decimal places the report prints. */
  decimals: number
  /** Worked out from other analytes of the same test (not entered): see `calculate` in app/domain/lab/ranges.ts. */
  calculated?: true
  /**
   * The values a living patient's sample can have; a value outside is refused at entry as
   * impossible (a slip of the finger). Without it: at least 0 and at most 50 times the largest
   * limit of the analyte's ranges (100 for a percentage). Set for analytes where that rule is wrong:
   * a lower bound above 0 (pH, sodium, HbA1c) or values far beyond the limits (liver enzymes,
   * beta-hCG in pregnancy, ferritin).
   */
  plausible?: { min: number; max: number }
  referenceRanges: readonly ReferenceRange[]
  bands?: readonly InterpretationBand[]
}

export type QualitativeAnalyte = AnalyteBase & {
  kind: 'qualitative'
  /** The results the laboratory may report, as codes. */
  results: readonly string[]
  /** The normal result, or null where no result is abnormal in itself (blood group). */
  normal: string | null
}

/** Written by the pathologist in words (a smear's morphology, an organism and its sensitivity). */
export type NarrativeAnalyte = AnalyteBase & { kind: 'narrative' }

export type Analyte = QuantitativeAnalyte | QualitativeAnalyte | NarrativeAnalyte

export type RangeSource = { name: string; url: string; note?: string }

export type LabTest = {
  slug: string
  category: LabCategory
  name: string
  nameHi: string
  /** Words people type: English, romanised Hindi and Hindi. */
  aliases: readonly string[]
  purpose: string
  purposeHi: string
  sample: LabSample
  /** Only for this sex (semen analysis, PSA, pregnancy tests). */
  forSex?: Sex
  /** Hours without food before the sample, or null. */
  fasting: number | null
  preparation: string
  preparationHi: string
  turnaroundHours: number
  priceInr: number
  homeCollection: boolean
  analytes: readonly Analyte[]
  source: RangeSource
  /** The clinics whose doctors usually advise the test and read its result. */
  clinics: readonly DepartmentSlug[]
  /** Symptom-guide entries (app/content/symptoms.ts) the test is typically advised for. */
  symptoms: readonly string[]
}

export type LabPackage = {
  slug: string
  name: string
  nameHi: string
  aliases: readonly string[]
  purpose: string
  purposeHi: string
  forSex?: Sex
  tests: readonly string[]
  priceInr: number
  clinics: readonly DepartmentSlug[]
  symptoms: readonly string[]
}

const ADULT: AgeSpan = { min: 18 }

const medlinePlus = (path: string, name: string, note?: string): RangeSource => ({
  name: `MedlinePlus: ${name}`,
  url: `https://medlineplus.gov/lab-tests/${path}/`,
  ...(note ? { note } : {}),
})

const ADA: RangeSource = {
  name: 'American Diabetes Association: Diagnosis',
  url: 'https://diabetes.org/about-diabetes/diagnosis',
}
const WHO_ANAEMIA: RangeSource = {
  name: 'WHO: Haemoglobin concentrations for the diagnosis of anaemia (2011)',
  url: 'https://www.who.int/publications/i/item/WHO-NMH-NHD-MNM-11.1',
  note: 'Lower limits are the WHO anaemia thresholds; adult upper limits as widely published (MedlinePlus).',
}
const NTEP: RangeSource = {
  name: 'National TB Elimination Programme (India): technical and operational guidelines',
  url: 'https://tbcindia.gov.in/',
}
const NACO: RangeSource = {
  name: 'National AIDS Control Organisation (India): national guidelines for HIV testing',
  url: 'https://naco.gov.in/',
}
const WHO_DENGUE: RangeSource = {
  name: 'WHO: Dengue and severe dengue; NCVBDC India',
  url: 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
}
const WHO_MALARIA: RangeSource = {
  name: 'WHO: Malaria; NCVBDC India (diagnosis by RDT or microscopy)',
  url: 'https://www.who.int/news-room/fact-sheets/detail/malaria',
}
const MAYO_LFT: RangeSource = {
  name: 'Mayo Clinic: Liver function tests',
  url: 'https://www.mayoclinic.org/tests-procedures/liver-function-tests/about/pac-20394595',
  note: 'Adult ranges as published by Mayo Clinic; children have higher alkaline phosphatase.',
}
const NCEP: RangeSource = {
  name: 'NCEP Adult Treatment Panel III (NHLBI): cholesterol cut-points',
  url: 'https://www.nhlbi.nih.gov/files/docs/guidelines/atglance.pdf',
}

const NEGATIVE = {
  kind: 'qualitative',
  results: ['negative', 'positive'],
  normal: 'negative',
} as const
const NON_REACTIVE = {
  kind: 'qualitative',
  results: ['non-reactive', 'reactive'],
  normal: 'non-reactive',
} as const
const NOT_SEEN = { kind: 'qualitative', results: ['not-seen', 'seen'], normal: 'not-seen' } as const
const NIL_TO_4 = {
  kind: 'qualitative',
  results: ['nil', 'trace', '1+', '2+', '3+', '4+'],
  normal: 'nil',
} as const

const FASTING_PREP = {
  fasting: 10,
  preparation:
    'Eat nothing for 10 to 12 hours before the sample (water is fine). Take your usual medicines unless your doctor says otherwise; come in the morning.',
  preparationHi:
    'जाँच से 10 से 12 घंटे पहले तक कुछ न खाएँ (पानी पी सकते हैं)। डॉक्टर ने मना न किया हो तो अपनी रोज़ की दवा लें; सुबह आएँ।',
} as const
const NO_PREP = {
  fasting: null,
  preparation: 'No special preparation. You can eat and drink as usual.',
  preparationHi: 'कोई खास तैयारी नहीं। आप रोज़ की तरह खा-पी सकते हैं।',
} as const
const URINE_PREP = {
  fasting: null,
  preparation:
    'Collect the first urine of the morning, midstream, in the clean container we give you, and bring it within an hour.',
  preparationHi: 'सुबह का पहला पेशाब, बीच की धार से, हमारे दिए साफ़ डिब्बे में लें और एक घंटे के अंदर ले आएँ।',
} as const
const CULTURE_PREP = {
  fasting: null,
  preparation:
    'Give the sample before starting antibiotics if you can; tell us about any antibiotic you took in the last week.',
  preparationHi:
    'हो सके तो एंटीबायोटिक शुरू करने से पहले सैंपल दें; पिछले हफ़्ते ली गई कोई एंटीबायोटिक हो तो हमें बताएँ।',
} as const

const HB_RANGES: readonly ReferenceRange[] = [
  { ageYears: { min: 0.5, max: 5 }, low: 11.0, criticalLow: 7.0 },
  { ageYears: { min: 5, max: 12 }, low: 11.5, criticalLow: 7.0 },
  { ageYears: { min: 12, max: 15 }, low: 12.0, criticalLow: 7.0 },
  {
    sex: 'male',
    ageYears: { min: 15 },
    low: 13.0,
    high: 17.0,
    criticalLow: 7.0,
    criticalHigh: 20.0,
  },
  {
    sex: 'female',
    ageYears: { min: 15 },
    low: 12.0,
    high: 15.0,
    criticalLow: 7.0,
    criticalHigh: 20.0,
  },
]

const HAEMOGLOBIN: QuantitativeAnalyte = {
  code: 'HB',
  loinc: '718-7', // https://loinc.org/718-7/
  plausible: { min: 0, max: 25 },
  name: 'Haemoglobin',
  unit: 'g/dL',
  decimals: 1,
  method: 'Automated cell counter (SLS / cyanmethaemoglobin)',
  referenceRanges: HB_RANGES,
}
const TLC: QuantitativeAnalyte = {
  code: 'TLC',
  loinc: '6690-2', // https://loinc.org/6690-2/
  plausible: { min: 0, max: 1000000 },
  name: 'Total leucocyte count (WBC)',
  unit: 'cells/µL',
  decimals: 0,
  method: 'Automated cell counter (impedance)',
  referenceRanges: [
    { ageYears: ADULT, low: 4500, high: 11000, criticalLow: 2000, criticalHigh: 30000 },
  ],
}
const DIFFERENTIAL: readonly QuantitativeAnalyte[] = [
  {
    code: 'NEUT',
    loinc: '770-8', // https://loinc.org/770-8/
    name: 'Neutrophils',
    unit: '%',
    decimals: 0,
    method: 'Automated cell counter, confirmed on smear',
    referenceRanges: [{ ageYears: ADULT, low: 40, high: 80 }],
  },
  {
    code: 'LYMPH',
    loinc: '736-9', // https://loinc.org/736-9/
    name: 'Lymphocytes',
    unit: '%',
    decimals: 0,
    method: 'Automated cell counter, confirmed on smear',
    referenceRanges: [{ ageYears: ADULT, low: 20, high: 40 }],
  },
  {
    code: 'MONO',
    loinc: '5905-5', // https://loinc.org/5905-5/
    name: 'Monocytes',
    unit: '%',
    decimals: 0,
    method: 'Automated cell counter, confirmed on smear',
    referenceRanges: [{ ageYears: ADULT, low: 2, high: 10 }],
  },
  {
    code: 'EOS',
    loinc: '713-8', // https://loinc.org/713-8/
    name: 'Eosinophils',
    unit: '%',
    decimals: 0,
    method: 'Automated cell counter, confirmed on smear',
    referenceRanges: [{ ageYears: ADULT, high: 6 }],
  },
  {
    code: 'BASO',
    loinc: '706-2', // https://loinc.org/706-2/
    name: 'Basophils',
    unit: '%',
    decimals: 0,
    method: 'Automated cell counter, confirmed on smear',
    referenceRanges: [{ ageYears: ADULT, high: 2 }],
  },
]
const PLATELETS: QuantitativeAnalyte = {
  code: 'PLT',
  loinc: '777-3', // https://loinc.org/777-3/
  plausible: { min: 0, max: 5000000 },
  name: 'Platelet count',
  unit: 'cells/µL',
  decimals: 0,
  method: 'Automated cell counter (impedance), confirmed on smear',
  referenceRanges: [{ low: 150000, high: 400000, criticalLow: 20000, criticalHigh: 1000000 }],
}

const glucose = (code: string, name: string, high: number, loinc: string): QuantitativeAnalyte => ({
  code,
  loinc,
  name,
  unit: 'mg/dL',
  decimals: 0,
  method: 'Glucose oxidase–peroxidase (GOD-POD), venous plasma',
  plausible: { min: 0, max: 2000 },
  referenceRanges: [{ low: 70, high, criticalLow: 50, criticalHigh: 400 }],
})
const FASTING_GLUCOSE: QuantitativeAnalyte = {
  ...glucose('FPG', 'Fasting plasma glucose', 99, '1558-6'), // https://loinc.org/1558-6/
  bands: [
    { high: 69, label: 'Low sugar (hypoglycaemia)', labelHi: 'शुगर कम' },
    { low: 100, high: 125, label: 'Prediabetes', labelHi: 'प्री-डायबिटीज़ (शुगर की शुरुआत)' },
    {
      low: 126,
      label: 'Diabetes range (to be confirmed)',
      labelHi: 'डायबिटीज़ की सीमा (दोबारा जाँच से पुष्टि)',
    },
  ],
}

const UREA: QuantitativeAnalyte = {
  code: 'UREA',
  loinc: '3091-6', // https://loinc.org/3091-6/
  name: 'Blood urea',
  unit: 'mg/dL',
  decimals: 0,
  method: 'Urease–GLDH (kinetic UV)',
  referenceRanges: [{ ageYears: ADULT, low: 13, high: 43 }],
}
const CREATININE: QuantitativeAnalyte = {
  code: 'CREAT',
  loinc: '2160-0', // https://loinc.org/2160-0/
  name: 'Serum creatinine',
  unit: 'mg/dL',
  decimals: 2,
  method: 'Jaffe kinetic (compensated)',
  referenceRanges: [
    { sex: 'male', ageYears: ADULT, low: 0.74, high: 1.35, criticalHigh: 10 },
    { sex: 'female', ageYears: ADULT, low: 0.59, high: 1.04, criticalHigh: 10 },
  ],
}
const URIC_ACID: QuantitativeAnalyte = {
  code: 'URIC',
  loinc: '3084-1', // https://loinc.org/3084-1/
  name: 'Serum uric acid',
  unit: 'mg/dL',
  decimals: 1,
  method: 'Uricase–peroxidase',
  referenceRanges: [
    { sex: 'male', ageYears: ADULT, low: 3.4, high: 7.0 },
    { sex: 'female', ageYears: ADULT, low: 2.4, high: 6.0 },
  ],
}
const ELECTROLYTES: readonly QuantitativeAnalyte[] = [
  {
    code: 'NA',
    loinc: '2951-2', // https://loinc.org/2951-2/
    plausible: { min: 80, max: 200 },
    name: 'Sodium',
    unit: 'mmol/L',
    decimals: 0,
    method: 'Ion-selective electrode (ISE)',
    referenceRanges: [{ low: 135, high: 145, criticalLow: 120, criticalHigh: 160 }],
  },
  {
    code: 'K',
    loinc: '2823-3', // https://loinc.org/2823-3/
    plausible: { min: 0.5, max: 15 },
    name: 'Potassium',
    unit: 'mmol/L',
    decimals: 1,
    method: 'Ion-selective electrode (ISE)',
    referenceRanges: [{ low: 3.5, high: 5.1, criticalLow: 2.5, criticalHigh: 6.5 }],
  },
  {
    code: 'CL',
    loinc: '2075-0', // https://loinc.org/2075-0/
    plausible: { min: 50, max: 160 },
    name: 'Chloride',
    unit: 'mmol/L',
    decimals: 0,
    method: 'Ion-selective electrode (ISE)',
    referenceRanges: [{ low: 96, high: 106 }],
  },
]

const BILIRUBIN: readonly QuantitativeAnalyte[] = [
  {
    code: 'TBIL',
    loinc: '1975-2', // https://loinc.org/1975-2/
    name: 'Bilirubin, total',
    unit: 'mg/dL',
    decimals: 2,
    method: 'Diazo (DPD)',
    referenceRanges: [{ ageYears: ADULT, low: 0.1, high: 1.2, criticalHigh: 15 }],
  },
  {
    code: 'DBIL',
    loinc: '1968-7', // https://loinc.org/1968-7/
    name: 'Bilirubin, direct (conjugated)',
    unit: 'mg/dL',
    decimals: 2,
    method: 'Diazo',
    referenceRanges: [{ ageYears: ADULT, high: 0.3 }],
  },
  {
    code: 'IBIL',
    loinc: '1971-1', // https://loinc.org/1971-1/
    name: 'Bilirubin, indirect (unconjugated)',
    unit: 'mg/dL',
    decimals: 2,
    calculated: true,
    method: 'Calculated (total − direct)',
    referenceRanges: [{ ageYears: ADULT, high: 0.9 }],
  },
]
const ALT: QuantitativeAnalyte = {
  code: 'ALT',
  loinc: '1742-6', // https://loinc.org/1742-6/
  plausible: { min: 0, max: 50000 },
  name: 'ALT (SGPT)',
  unit: 'U/L',
  decimals: 0,
  method: 'IFCC kinetic, without pyridoxal phosphate',
  referenceRanges: [{ ageYears: ADULT, low: 7, high: 55 }],
}
const AST: QuantitativeAnalyte = {
  code: 'AST',
  loinc: '1920-8', // https://loinc.org/1920-8/
  plausible: { min: 0, max: 50000 },
  name: 'AST (SGOT)',
  unit: 'U/L',
  decimals: 0,
  method: 'IFCC kinetic, without pyridoxal phosphate',
  referenceRanges: [{ ageYears: ADULT, low: 8, high: 48 }],
}

const TSH: QuantitativeAnalyte = {
  code: 'TSH',
  loinc: '3016-3', // https://loinc.org/3016-3/
  plausible: { min: 0, max: 1000 },
  name: 'TSH (thyroid-stimulating hormone)',
  unit: 'mIU/L',
  decimals: 2,
  method: 'CLIA (chemiluminescence immunoassay)',
  referenceRanges: [{ ageYears: ADULT, low: 0.4, high: 4.0 }],
}

const CALCIUM: QuantitativeAnalyte = {
  code: 'CA',
  loinc: '17861-6', // https://loinc.org/17861-6/
  plausible: { min: 1, max: 25 },
  name: 'Serum calcium, total',
  unit: 'mg/dL',
  decimals: 1,
  method: 'Arsenazo III',
  referenceRanges: [
    { ageYears: ADULT, low: 8.5, high: 10.2, criticalLow: 6.5, criticalHigh: 13.0 },
  ],
}

const URINE_MICROSCOPY_METHOD = 'Centrifuged deposit, light microscopy (per high-power field)'

export const LAB_TESTS: readonly LabTest[] = [
  // Haematology

  {
    slug: 'cbc',
    category: 'haematology',
    name: 'Complete blood count (CBC)',
    nameHi: 'सीबीसी (खून की पूरी जाँच)',
    aliases: [
      'cbc',
      'hemogram',
      'haemogram',
      'blood count',
      'full blood count',
      'khoon ki jaanch',
      'khoon ki puri jaanch',
      'खून की जाँच',
      'सीबीसी',
      'हीमोग्राम',
    ],
    purpose:
      'Counts the red cells, white cells and platelets in your blood. It shows anaemia, infection and many other problems.',
    purposeHi:
      'आपके खून में लाल कण, सफ़ेद कण और प्लेटलेट्स गिनता है। इससे खून की कमी, इन्फेक्शन और कई दूसरी बीमारियों का पता चलता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 300,
    homeCollection: true,
    analytes: [
      HAEMOGLOBIN,
      {
        code: 'RBC',
        loinc: '789-8', // https://loinc.org/789-8/
        name: 'Red blood cell count',
        unit: 'million/µL',
        decimals: 2,
        method: 'Automated cell counter (impedance)',
        referenceRanges: [
          { sex: 'male', ageYears: ADULT, low: 4.7, high: 6.1 },
          { sex: 'female', ageYears: ADULT, low: 4.2, high: 5.4 },
        ],
      },
      {
        code: 'HCT',
        loinc: '4544-3', // https://loinc.org/4544-3/
        name: 'Haematocrit (PCV)',
        unit: '%',
        decimals: 1,
        method: 'Automated cell counter (calculated)',
        referenceRanges: [
          { sex: 'male', ageYears: ADULT, low: 40.7, high: 50.3 },
          { sex: 'female', ageYears: ADULT, low: 36.1, high: 44.3 },
        ],
      },
      {
        code: 'MCV',
        loinc: '787-2', // https://loinc.org/787-2/
        name: 'Mean corpuscular volume (MCV)',
        unit: 'fL',
        decimals: 1,
        method: 'Automated cell counter',
        referenceRanges: [{ ageYears: ADULT, low: 80, high: 100 }],
      },
      {
        code: 'MCH',
        loinc: '785-6', // https://loinc.org/785-6/
        name: 'Mean corpuscular haemoglobin (MCH)',
        unit: 'pg',
        decimals: 1,
        calculated: true,
        method: 'Automated cell counter (calculated)',
        referenceRanges: [{ ageYears: ADULT, low: 27, high: 31 }],
      },
      {
        code: 'MCHC',
        loinc: '786-4', // https://loinc.org/786-4/
        name: 'Mean corpuscular haemoglobin concentration (MCHC)',
        unit: 'g/dL',
        decimals: 1,
        calculated: true,
        method: 'Automated cell counter (calculated)',
        referenceRanges: [{ ageYears: ADULT, low: 32, high: 36 }],
      },
      {
        code: 'RDW',
        loinc: '788-0', // https://loinc.org/788-0/
        name: 'Red cell distribution width (RDW-CV)',
        unit: '%',
        decimals: 1,
        method: 'Automated cell counter',
        referenceRanges: [{ ageYears: ADULT, low: 11.5, high: 14.5 }],
      },
      TLC,
      ...DIFFERENTIAL,
      PLATELETS,
    ],
    source: medlinePlus(
      'complete-blood-count-cbc',
      'Complete Blood Count (CBC)',
      'Adult ranges; the differential count as in Dacie and Lewis, Practical Haematology. Haemoglobin limits follow the WHO anaemia thresholds.',
    ),
    clinics: ['general-medicine', 'pediatric', 'pathology'],
    symptoms: [
      'fever',
      'tiredness',
      'anaemia',
      'blood-count-report',
      'easy-bruising-bleeding',
      'dengue',
      'malaria',
      'typhoid',
      'child-fever',
      'full-body-check-up',
      'unexplained-weight-loss',
    ],
  },
  {
    slug: 'haemoglobin',
    category: 'haematology',
    name: 'Haemoglobin (Hb)',
    nameHi: 'हीमोग्लोबिन (खून की मात्रा)',
    aliases: [
      'hb',
      'hemoglobin',
      'hb test',
      'khoon ki kami',
      'blood kam',
      'anemia test',
      'खून की कमी',
      'हीमोग्लोबिन',
    ],
    purpose:
      'Measures haemoglobin, which carries oxygen in the blood. A low value means anaemia (khoon ki kami).',
    purposeHi:
      'खून में ऑक्सीजन ले जाने वाले हीमोग्लोबिन की मात्रा नापता है। कम होने का मतलब है खून की कमी (एनीमिया)।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 4,
    priceInr: 100,
    homeCollection: true,
    analytes: [HAEMOGLOBIN],
    source: WHO_ANAEMIA,
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['anaemia', 'tiredness', 'dizziness', 'teen-health'],
  },
  {
    slug: 'esr',
    category: 'haematology',
    name: 'ESR (erythrocyte sedimentation rate)',
    nameHi: 'ईएसआर',
    aliases: ['esr', 'sed rate', 'sedimentation rate', 'westergren', 'ईएसआर'],
    purpose:
      'Shows whether there is inflammation in the body, for example from an infection, TB or joint disease. It does not say where.',
    purposeHi:
      'बताता है कि शरीर में कहीं सूजन (इन्फ्लेमेशन) है या नहीं, जैसे इन्फेक्शन, टीबी या जोड़ों की बीमारी में। यह नहीं बताता कि कहाँ।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 4,
    priceInr: 100,
    homeCollection: true,
    analytes: [
      {
        code: 'ESR',
        loinc: '4537-7', // https://loinc.org/4537-7/
        name: 'ESR (first hour)',
        unit: 'mm/h',
        decimals: 0,
        method: 'Westergren',
        referenceRanges: [
          { ageYears: { max: 18 }, high: 10 },
          { sex: 'male', ageYears: { min: 18, max: 50 }, high: 15 },
          { sex: 'male', ageYears: { min: 50 }, high: 20 },
          { sex: 'female', ageYears: { min: 18, max: 50 }, high: 20 },
          { sex: 'female', ageYears: { min: 50 }, high: 30 },
        ],
      },
    ],
    source: medlinePlus(
      'erythrocyte-sedimentation-rate-esr',
      'Erythrocyte Sedimentation Rate (ESR)',
    ),
    clinics: ['general-medicine'],
    symptoms: [
      'fever',
      'body-ache',
      'back-pain',
      'cough-more-than-two-weeks',
      'unexplained-weight-loss',
    ],
  },
  {
    slug: 'platelet-count',
    category: 'haematology',
    name: 'Platelet count',
    nameHi: 'प्लेटलेट्स की गिनती',
    aliases: [
      'platelet',
      'platelets',
      'plt',
      'platelet count',
      'dengue platelet',
      'प्लेटलेट',
      'प्लेटलेट्स',
    ],
    purpose:
      'Counts platelets, the cells that stop bleeding. Doctors repeat it daily in dengue to see if platelets are falling.',
    purposeHi:
      'प्लेटलेट्स गिनता है, जो खून बहना रोकते हैं। डेंगू में डॉक्टर इसे रोज़ दोहराते हैं ताकि पता चले प्लेटलेट्स घट तो नहीं रहे।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 4,
    priceInr: 150,
    homeCollection: true,
    analytes: [PLATELETS],
    source: medlinePlus('platelet-tests', 'Platelet Tests'),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['dengue', 'dengue-warning-signs', 'easy-bruising-bleeding', 'fever'],
  },
  {
    slug: 'tlc-dlc',
    category: 'haematology',
    name: 'Total and differential leucocyte count (TLC, DLC)',
    nameHi: 'टीएलसी-डीएलसी (सफ़ेद कणों की गिनती)',
    aliases: [
      'tlc',
      'dlc',
      'wbc count',
      'white cell count',
      'differential count',
      'safed kan',
      'सफ़ेद कण',
      'टीएलसी',
    ],
    purpose:
      'Counts the white blood cells and their kinds. It helps tell a bacterial from a viral infection, and shows allergy or worms (eosinophils).',
    purposeHi:
      'सफ़ेद कणों की गिनती और उनकी किस्में बताता है। इससे बैक्टीरिया और वायरस के इन्फेक्शन में फ़र्क, और एलर्जी या कीड़ों (ईोसिनोफ़िल) का पता चलता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 4,
    priceInr: 150,
    homeCollection: true,
    analytes: [TLC, ...DIFFERENTIAL],
    source: medlinePlus(
      'blood-differential',
      'Blood Differential',
      'Adult ranges; the differential count as in Dacie and Lewis, Practical Haematology.',
    ),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['fever', 'child-fever', 'worms', 'skin-rash'],
  },
  {
    slug: 'blood-group',
    category: 'haematology',
    name: 'Blood group and Rh type',
    nameHi: 'ब्लड ग्रुप',
    aliases: [
      'blood group',
      'blood type',
      'abo',
      'rh factor',
      'khoon ka group',
      'ब्लड ग्रुप',
      'खून का ग्रुप',
      'रक्त समूह',
    ],
    purpose:
      'Finds your blood group (A, B, AB or O) and Rh type (positive or negative), needed for pregnancy, surgery and blood donation.',
    purposeHi:
      'आपका ब्लड ग्रुप (A, B, AB या O) और Rh (पॉज़िटिव या नेगेटिव) बताता है, जो गर्भावस्था, ऑपरेशन और खून देने-लेने में ज़रूरी है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 2,
    priceInr: 100,
    homeCollection: true,
    analytes: [
      {
        code: 'ABO',
        loinc: '883-9', // https://loinc.org/883-9/
        name: 'ABO group',
        kind: 'qualitative',
        results: ['a', 'b', 'ab', 'o'],
        normal: null,
        method: 'Slide and tube agglutination (forward and reverse grouping)',
      },
      {
        code: 'RH',
        loinc: '10331-7', // https://loinc.org/10331-7/
        name: 'Rh (D) type',
        kind: 'qualitative',
        results: ['positive', 'negative'],
        normal: null,
        method: 'Tube agglutination, anti-D',
      },
    ],
    source: medlinePlus('blood-typing', 'Blood Typing'),
    clinics: ['general-medicine', 'pathology'],
    symptoms: ['pregnancy-danger-signs'],
  },
  {
    slug: 'peripheral-smear',
    category: 'haematology',
    name: 'Peripheral blood smear',
    nameHi: 'पेरिफ़ेरल स्मीयर (खून की स्लाइड जाँच)',
    aliases: [
      'peripheral smear',
      'ps',
      'blood smear',
      'gbp',
      'general blood picture',
      'slide test',
      'पेरिफ़ेरल स्मीयर',
    ],
    purpose:
      'A pathologist looks at your blood under the microscope for the shape of the cells. It explains the type of anaemia and can show blood cancers or parasites.',
    purposeHi:
      'पैथोलॉजिस्ट माइक्रोस्कोप से आपके खून के कणों की बनावट देखते हैं। इससे खून की कमी की किस्म, और ब्लड कैंसर या परजीवी का पता चल सकता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 200,
    homeCollection: true,
    analytes: [
      {
        code: 'RBCM',
        name: 'Red cell morphology',
        kind: 'narrative',
        method: 'Leishman-stained smear, light microscopy',
      },
      {
        code: 'WBCM',
        name: 'White cell morphology',
        kind: 'narrative',
        method: 'Leishman-stained smear, light microscopy',
      },
      {
        code: 'PLTM',
        name: 'Platelets on smear',
        kind: 'narrative',
        method: 'Leishman-stained smear, light microscopy',
      },
      {
        code: 'HPAR',
        name: 'Haemoparasites',
        ...NOT_SEEN,
        method: 'Leishman-stained smear, light microscopy',
      },
      { code: 'IMPR', name: 'Impression', kind: 'narrative', method: 'Pathologist’s opinion' },
    ],
    source: medlinePlus('blood-smear', 'Blood Smear'),
    clinics: ['pathology', 'general-medicine'],
    symptoms: [
      'anaemia',
      'blood-count-report',
      'thalassaemia-sickle-cell',
      'swollen-glands',
      'easy-bruising-bleeding',
    ],
  },
  {
    slug: 'reticulocyte-count',
    category: 'haematology',
    name: 'Reticulocyte count',
    nameHi: 'रेटिकुलोसाइट काउंट',
    aliases: ['retic', 'retic count', 'reticulocyte', 'रेटिकुलोसाइट'],
    purpose:
      'Counts young red cells. It shows whether the bone marrow is making enough blood, for example after iron treatment.',
    purposeHi:
      'नए लाल कण गिनता है। इससे पता चलता है कि हड्डी का गूदा (बोन मैरो) पूरा खून बना रहा है या नहीं, जैसे आयरन की दवा के बाद।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 200,
    homeCollection: true,
    analytes: [
      {
        code: 'RETIC',
        loinc: '4679-7', // https://loinc.org/4679-7/
        name: 'Reticulocytes',
        unit: '%',
        decimals: 1,
        method: 'Supravital stain (new methylene blue), manual count',
        referenceRanges: [{ ageYears: ADULT, low: 0.5, high: 2.5 }],
      },
    ],
    source: medlinePlus('reticulocyte-count', 'Reticulocyte Count'),
    clinics: ['pathology', 'general-medicine'],
    symptoms: ['anaemia', 'thalassaemia-sickle-cell'],
  },
  {
    slug: 'hb-hplc',
    category: 'haematology',
    name: 'Haemoglobin variants by HPLC (thalassaemia screening)',
    nameHi: 'थैलेसीमिया जाँच (एचबी एचपीएलसी)',
    aliases: [
      'hplc',
      'hb electrophoresis',
      'thalassemia test',
      'thalassaemia',
      'sickle cell test',
      'थैलेसीमिया',
      'सिकल सेल',
    ],
    purpose:
      'Finds thalassaemia trait and sickle cell disease. Advised before marriage or pregnancy when there is anaemia that iron does not cure.',
    purposeHi:
      'थैलेसीमिया माइनर (ट्रेट) और सिकल सेल बीमारी का पता लगाता है। शादी या गर्भावस्था से पहले, या जब आयरन से खून की कमी ठीक न हो, तब कराई जाती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 72,
    priceInr: 900,
    homeCollection: true,
    analytes: [
      {
        code: 'HBA2',
        loinc: '4551-8', // https://loinc.org/4551-8/
        name: 'HbA2',
        unit: '%',
        decimals: 1,
        method: 'Cation-exchange HPLC',
        referenceRanges: [{ ageYears: { min: 2 }, low: 1.5, high: 3.5 }],
      },
      {
        code: 'HBF',
        loinc: '4576-5', // https://loinc.org/4576-5/
        name: 'HbF (foetal haemoglobin)',
        unit: '%',
        decimals: 1,
        method: 'Cation-exchange HPLC',
        referenceRanges: [{ ageYears: { min: 2 }, high: 1.0 }],
      },
      {
        code: 'HBS',
        loinc: '4625-0', // https://loinc.org/4625-0/
        name: 'HbS (sickle haemoglobin)',
        kind: 'qualitative',
        results: ['absent', 'present'],
        normal: 'absent',
        method: 'Cation-exchange HPLC',
      },
      {
        code: 'INTERP',
        name: 'Interpretation',
        kind: 'narrative',
        method: 'Pathologist’s opinion',
      },
    ],
    source: medlinePlus(
      'hemoglobin-electrophoresis',
      'Hemoglobin Electrophoresis',
      'HbA2 above 3.5 % suggests beta-thalassaemia trait; adult HbF is below 1 %.',
    ),
    clinics: ['pathology', 'pediatric'],
    symptoms: ['thalassaemia-sickle-cell', 'anaemia'],
  },
  {
    slug: 'g6pd',
    category: 'haematology',
    name: 'G6PD screening',
    nameHi: 'जी6पीडी जाँच',
    aliases: ['g6pd', 'g6pd deficiency', 'जी6पीडी'],
    purpose:
      'Checks for G6PD deficiency, in which some medicines (such as primaquine for malaria) can break down red cells. Done before primaquine.',
    purposeHi:
      'जी6पीडी की कमी देखता है, जिसमें कुछ दवाएँ (जैसे मलेरिया की प्राइमाक्वीन) लाल कणों को तोड़ सकती हैं। प्राइमाक्वीन से पहले कराई जाती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 500,
    homeCollection: true,
    analytes: [
      {
        code: 'G6PD',
        name: 'G6PD activity',
        kind: 'qualitative',
        results: ['normal', 'intermediate', 'deficient'],
        normal: 'normal',
        method: 'Fluorescent spot test',
      },
    ],
    source: medlinePlus('g6pd-test', 'G6PD Test'),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['malaria', 'newborn-jaundice', 'jaundice'],
  },
  {
    slug: 'pt-inr',
    category: 'haematology',
    name: 'Prothrombin time with INR (PT/INR)',
    nameHi: 'पीटी-आईएनआर (खून जमने की जाँच)',
    aliases: [
      'pt',
      'inr',
      'pt inr',
      'prothrombin',
      'warfarin test',
      'khoon patla',
      'खून पतला',
      'पीटी आईएनआर',
    ],
    purpose:
      'Shows how fast your blood clots. It checks the dose of blood thinners such as warfarin or acitrom, and is done before surgery and in liver disease.',
    purposeHi:
      'बताता है कि आपका खून कितनी जल्दी जमता है। वारफ़रिन या एसिट्रोम जैसी खून पतला करने की दवा की खुराक जाँचने, ऑपरेशन से पहले और लीवर की बीमारी में कराई जाती है।',
    sample: 'blood',
    fasting: null,
    preparation:
      'No fasting. If you take warfarin or acitrom, take it at the usual time and tell us the dose.',
    preparationHi:
      'खाली पेट की ज़रूरत नहीं। वारफ़रिन या एसिट्रोम लेते हों तो रोज़ के समय पर लें और हमें खुराक बताएँ।',
    turnaroundHours: 6,
    priceInr: 350,
    homeCollection: true,
    analytes: [
      {
        code: 'PT',
        loinc: '5902-2', // https://loinc.org/5902-2/
        name: 'Prothrombin time (patient)',
        unit: 's',
        decimals: 1,
        method: 'Clotting (photo-optical), citrated plasma',
        referenceRanges: [{ low: 11.0, high: 13.5 }],
      },
      {
        code: 'INR',
        loinc: '6301-6', // https://loinc.org/6301-6/
        name: 'INR',
        unit: null,
        decimals: 2,
        // Entered: the coagulometer works it out from the reagent lot's ISI and the laboratory's
        // mean normal PT, which the report does not hold.
        method: 'Calculated with the reagent’s ISI',
        referenceRanges: [{ low: 0.8, high: 1.1, criticalHigh: 5.0 }],
        bands: [
          {
            low: 2.0,
            high: 3.0,
            label: 'Usual target on warfarin or acitrom',
            labelHi: 'वारफ़रिन/एसिट्रोम पर आम लक्ष्य',
          },
        ],
      },
    ],
    source: medlinePlus(
      'prothrombin-time-test-and-inr-ptinr',
      'Prothrombin Time Test and INR (PT/INR)',
    ),
    clinics: ['cardiology', 'cardiac', 'general-medicine'],
    symptoms: [
      'blood-thinner-monitoring',
      'easy-bruising-bleeding',
      'after-bypass-surgery',
      'jaundice',
    ],
  },
  {
    slug: 'aptt',
    category: 'haematology',
    name: 'Activated partial thromboplastin time (APTT)',
    nameHi: 'एपीटीटी (खून जमने की जाँच)',
    aliases: ['aptt', 'ptt', 'partial thromboplastin', 'heparin test', 'एपीटीटी'],
    purpose:
      'Another clotting test. It looks for bleeding disorders such as haemophilia and checks heparin treatment.',
    purposeHi: 'खून जमने की एक और जाँच। हीमोफ़ीलिया जैसी खून बहने की बीमारियाँ और हेपरिन इलाज की जाँच के लिए।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 400,
    homeCollection: true,
    analytes: [
      {
        code: 'APTT',
        loinc: '3173-2', // https://loinc.org/3173-2/
        name: 'APTT (patient)',
        unit: 's',
        decimals: 1,
        method: 'Clotting (photo-optical), citrated plasma',
        referenceRanges: [{ low: 25, high: 35, criticalHigh: 100 }],
      },
    ],
    source: medlinePlus(
      'partial-thromboplastin-time-ptt-test',
      'Partial Thromboplastin Time (PTT) Test',
    ),
    clinics: ['general-medicine', 'pathology'],
    symptoms: ['easy-bruising-bleeding', 'blood-thinner-monitoring'],
  },
  {
    slug: 'd-dimer',
    category: 'heart',
    name: 'D-dimer',
    nameHi: 'डी-डाइमर',
    aliases: ['d dimer', 'ddimer', 'clot test', 'डी डाइमर'],
    purpose:
      'Helps rule out a blood clot in the legs or lungs. A normal result makes a clot unlikely; a raised one needs a scan.',
    purposeHi:
      'पैरों या फेफड़ों में खून के थक्के की आशंका दूर करने में मदद करता है। नॉर्मल आने पर थक्का होने की संभावना कम है; बढ़ा हो तो स्कैन ज़रूरी है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 1200,
    homeCollection: true,
    analytes: [
      {
        code: 'DDIMER',
        plausible: { min: 0, max: 200 },
        name: 'D-dimer',
        unit: 'µg/mL FEU',
        decimals: 2,
        method: 'Immunoturbidimetry',
        referenceRanges: [{ high: 0.5 }],
      },
    ],
    source: medlinePlus(
      'd-dimer-test',
      'D-Dimer Test',
      'Over 50 years, many doctors use an age-adjusted cut-off (age × 0.01 µg/mL FEU).',
    ),
    clinics: ['cardiology', 'general-medicine'],
    symptoms: ['swelling-of-feet', 'breathlessness-on-exertion'],
  },

  // Diabetes

  {
    slug: 'blood-sugar-fasting',
    category: 'diabetes',
    name: 'Fasting blood sugar (FBS)',
    nameHi: 'खाली पेट शुगर (फ़ास्टिंग)',
    aliases: [
      'fbs',
      'fasting sugar',
      'sugar test',
      'blood sugar',
      'glucose fasting',
      'khali pet sugar',
      'sugar ki jaanch',
      'शुगर',
      'शुगर की जाँच',
      'खाली पेट शुगर',
      'डायबिटीज़',
    ],
    purpose:
      'Measures blood sugar after a night without food. It is the basic test to find and follow diabetes.',
    purposeHi:
      'रात भर बिना खाए खून में शुगर नापता है। डायबिटीज़ (शुगर की बीमारी) पकड़ने और उस पर नज़र रखने की सबसे आम जाँच।',
    sample: 'blood',
    fasting: 8,
    preparation:
      'Eat nothing for 8 to 10 hours before the sample (water is fine). Do not take your diabetes tablet or insulin until after the sample, unless your doctor says otherwise.',
    preparationHi:
      'सैंपल से 8 से 10 घंटे पहले तक कुछ न खाएँ (पानी पी सकते हैं)। डॉक्टर ने कुछ और न कहा हो तो शुगर की गोली या इंसुलिन सैंपल के बाद ही लें।',
    turnaroundHours: 3,
    priceInr: 60,
    homeCollection: true,
    analytes: [FASTING_GLUCOSE],
    source: ADA,
    clinics: ['general-medicine'],
    symptoms: [
      'diabetes',
      'bp-sugar-follow-up',
      'tiredness',
      'burning-feet',
      'weight-gain',
      'full-body-check-up',
    ],
  },
  {
    slug: 'blood-sugar-pp',
    category: 'diabetes',
    name: 'Post-prandial blood sugar (PPBS, 2 hours after a meal)',
    nameHi: 'खाने के बाद शुगर (पीपी)',
    aliases: [
      'ppbs',
      'pp sugar',
      'post prandial',
      'after meal sugar',
      'khane ke baad sugar',
      'खाने के बाद शुगर',
      'पीपी शुगर',
    ],
    purpose:
      'Measures blood sugar two hours after a meal. It shows how well your body handles food sugar and how well diabetes treatment works.',
    purposeHi:
      'खाना खाने के दो घंटे बाद शुगर नापता है। इससे पता चलता है कि शरीर खाने की शुगर को कैसे सँभालता है और डायबिटीज़ का इलाज कितना असर कर रहा है।',
    sample: 'blood',
    fasting: null,
    preparation:
      'Eat your usual meal and take your usual diabetes medicine; give the sample exactly 2 hours after you start eating. Do not eat or drink (except water) in those 2 hours.',
    preparationHi:
      'रोज़ जैसा खाना खाएँ और रोज़ की शुगर की दवा लें; खाना शुरू करने के ठीक 2 घंटे बाद सैंपल दें। इन 2 घंटों में पानी के सिवा कुछ न खाएँ-पिएँ।',
    turnaroundHours: 3,
    priceInr: 60,
    homeCollection: true,
    analytes: [glucose('PPG', 'Plasma glucose, 2 hours after a meal', 139, '1521-4')], // https://loinc.org/1521-4/
    source: {
      ...ADA,
      note: 'The ADA’s 2-hour value below 140 mg/dL; below 70 mg/dL is low sugar.',
    },
    clinics: ['general-medicine'],
    symptoms: ['diabetes', 'bp-sugar-follow-up'],
  },
  {
    slug: 'blood-sugar-random',
    category: 'diabetes',
    name: 'Random blood sugar (RBS)',
    nameHi: 'कभी भी शुगर (रैंडम)',
    aliases: ['rbs', 'random sugar', 'sugar check', 'glucose random', 'शुगर', 'रैंडम शुगर'],
    purpose:
      'Measures blood sugar at any time of day, without fasting. Useful when someone feels unwell and high or low sugar is suspected.',
    purposeHi:
      'दिन में कभी भी, बिना खाली पेट, शुगर नापता है। तबीयत बिगड़ने पर शुगर बहुत ज़्यादा या कम होने का शक हो तब काम आता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 2,
    priceInr: 60,
    homeCollection: true,
    analytes: [
      {
        ...glucose('RPG', 'Random plasma glucose', 139, '2345-7'), // https://loinc.org/2345-7/
        bands: [
          {
            low: 200,
            label: 'Diabetes range if you have symptoms',
            labelHi: 'लक्षण हों तो डायबिटीज़ की सीमा',
          },
        ],
      },
    ],
    source: {
      ...ADA,
      note: 'A random value of 200 mg/dL or more with symptoms means diabetes; below 70 mg/dL is low sugar.',
    },
    clinics: ['general-medicine'],
    symptoms: ['diabetes', 'low-sugar', 'unconscious', 'dizziness'],
  },
  {
    slug: 'hba1c',
    category: 'diabetes',
    name: 'HbA1c (three-month sugar)',
    nameHi: 'एचबीए1सी (तीन महीने की शुगर)',
    aliases: [
      'hba1c',
      'a1c',
      'glycated haemoglobin',
      'glycosylated hemoglobin',
      '3 month sugar',
      'teen mahine ki sugar',
      'तीन महीने की शुगर',
      'एचबीए1सी',
    ],
    purpose:
      'Shows your average blood sugar over the last two to three months. It finds diabetes and tells your doctor how well it is controlled.',
    purposeHi:
      'पिछले दो-तीन महीनों की औसत शुगर बताता है। इससे डायबिटीज़ पकड़ी जाती है और डॉक्टर को पता चलता है कि शुगर कितनी काबू में है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 450,
    homeCollection: true,
    analytes: [
      {
        code: 'HBA1C',
        loinc: '4548-4', // https://loinc.org/4548-4/
        plausible: { min: 2, max: 25 },
        name: 'HbA1c',
        unit: '%',
        decimals: 1,
        method: 'HPLC (NGSP certified)',
        referenceRanges: [{ high: 5.6 }],
        bands: [
          { low: 5.7, high: 6.4, label: 'Prediabetes', labelHi: 'प्री-डायबिटीज़ (शुगर की शुरुआत)' },
          { low: 6.5, label: 'Diabetes range', labelHi: 'डायबिटीज़ की सीमा' },
        ],
      },
      {
        code: 'EAG',
        loinc: '27353-2', // https://loinc.org/27353-2/
        name: 'Estimated average glucose',
        unit: 'mg/dL',
        decimals: 0,
        calculated: true,
        method: 'Calculated (28.7 × HbA1c − 46.7)',
        referenceRanges: [{ high: 116 }],
      },
    ],
    source: ADA,
    clinics: ['general-medicine'],
    symptoms: ['diabetes', 'bp-sugar-follow-up', 'burning-feet', 'full-body-check-up'],
  },
  {
    slug: 'ogtt',
    category: 'diabetes',
    name: 'Glucose tolerance test (OGTT, 75 g)',
    nameHi: 'ग्लूकोज़ टॉलरेंस टेस्ट (ओजीटीटी)',
    aliases: ['ogtt', 'gtt', 'glucose tolerance', 'glucose challenge', 'ओजीटीटी'],
    purpose:
      'Blood sugar fasting and two hours after a 75 g glucose drink. It finds early diabetes that a fasting test can miss.',
    purposeHi:
      'खाली पेट और 75 ग्राम ग्लूकोज़ पीने के दो घंटे बाद शुगर नापता है। इससे वह शुरुआती डायबिटीज़ पकड़ी जाती है जो सिर्फ़ खाली पेट की जाँच में छूट सकती है।',
    sample: 'blood',
    fasting: 8,
    preparation:
      'Eat normally for three days before. Then eat nothing for 8 to 10 hours; you will stay at the lab for 2 hours after the glucose drink, sitting quietly, without eating or smoking.',
    preparationHi:
      'पहले तीन दिन सामान्य खाना खाएँ। फिर 8 से 10 घंटे कुछ न खाएँ; ग्लूकोज़ पीने के बाद 2 घंटे लैब में आराम से बैठना होगा, बिना कुछ खाए और बिना धूम्रपान के।',
    turnaroundHours: 6,
    priceInr: 200,
    homeCollection: false,
    analytes: [
      FASTING_GLUCOSE,
      {
        code: 'G120',
        plausible: { min: 0, max: 2000 },
        name: 'Plasma glucose, 2 hours after 75 g glucose',
        unit: 'mg/dL',
        decimals: 0,
        method: 'Glucose oxidase–peroxidase (GOD-POD), venous plasma',
        referenceRanges: [{ high: 139, criticalHigh: 400 }],
        bands: [
          {
            low: 140,
            high: 199,
            label: 'Prediabetes (impaired glucose tolerance)',
            labelHi: 'प्री-डायबिटीज़',
          },
          { low: 200, label: 'Diabetes range', labelHi: 'डायबिटीज़ की सीमा' },
        ],
      },
    ],
    source: ADA,
    clinics: ['general-medicine'],
    symptoms: ['diabetes', 'weight-gain'],
  },
  {
    slug: 'gdm-test',
    category: 'diabetes',
    name: 'Pregnancy sugar test (75 g glucose, DIPSI)',
    nameHi: 'गर्भावस्था में शुगर की जाँच (75 ग्राम ग्लूकोज़)',
    aliases: [
      'gdm',
      'gestational diabetes',
      'dipsi',
      'pregnancy sugar',
      'garbhavastha sugar',
      'गर्भावस्था शुगर',
      'जेस्टेशनल डायबिटीज़',
    ],
    purpose:
      'Finds diabetes that starts in pregnancy, which can harm mother and baby. India’s guideline advises it at the first visit and again at 24 to 28 weeks.',
    purposeHi:
      'गर्भावस्था में होने वाली डायबिटीज़ पकड़ता है, जो माँ और बच्चे दोनों के लिए नुकसानदेह हो सकती है। भारत की गाइडलाइन पहली जाँच पर और फिर 24 से 28 हफ़्ते पर यह जाँच कराने को कहती है।',
    sample: 'blood',
    forSex: 'female',
    fasting: null,
    preparation:
      'No fasting needed. You drink 75 g glucose in water at the lab and give blood 2 hours later; stay seated and do not eat in between.',
    preparationHi:
      'खाली पेट आने की ज़रूरत नहीं। लैब में 75 ग्राम ग्लूकोज़ पानी में घोलकर पीना है और 2 घंटे बाद खून देना है; बीच में बैठी रहें और कुछ न खाएँ।',
    turnaroundHours: 4,
    priceInr: 150,
    homeCollection: false,
    analytes: [
      {
        code: 'G120',
        plausible: { min: 0, max: 2000 },
        name: 'Plasma glucose, 2 hours after 75 g glucose',
        unit: 'mg/dL',
        decimals: 0,
        method: 'Glucose oxidase–peroxidase (GOD-POD), venous plasma',
        referenceRanges: [{ sex: 'female', high: 139, criticalHigh: 400 }],
        bands: [{ low: 140, label: 'Gestational diabetes', labelHi: 'गर्भावस्था की डायबिटीज़' }],
      },
    ],
    source: {
      name: 'MoHFW India: National guidelines for diagnosis and management of gestational diabetes mellitus (2018)',
      url: 'https://nhm.gov.in/',
      note: 'A 2-hour value of 140 mg/dL or more, fasting or not, is gestational diabetes (single-step DIPSI test).',
    },
    clinics: ['general-medicine'],
    symptoms: ['diabetes'],
  },
  {
    slug: 'urine-acr',
    category: 'diabetes',
    name: 'Urine microalbumin (albumin–creatinine ratio)',
    nameHi: 'पेशाब में माइक्रोएल्ब्यूमिन',
    aliases: [
      'microalbumin',
      'acr',
      'uacr',
      'urine albumin',
      'kidney diabetes test',
      'माइक्रोएल्ब्यूमिन',
    ],
    purpose:
      'Finds small amounts of protein in the urine, the first sign of kidney damage from diabetes or high blood pressure. Advised once a year.',
    purposeHi:
      'पेशाब में थोड़ी-सी प्रोटीन पकड़ता है, जो डायबिटीज़ या हाई बीपी से गुर्दे (किडनी) खराब होने की पहली निशानी है। साल में एक बार कराने की सलाह है।',
    sample: 'urine',
    ...URINE_PREP,
    turnaroundHours: 24,
    priceInr: 500,
    homeCollection: true,
    analytes: [
      {
        code: 'ACR',
        loinc: '9318-7', // https://loinc.org/9318-7/
        plausible: { min: 0, max: 30000 },
        name: 'Albumin–creatinine ratio',
        unit: 'mg/g',
        decimals: 0,
        method: 'Immunoturbidimetry (albumin), Jaffe (creatinine)',
        referenceRanges: [{ high: 29 }],
        bands: [
          {
            low: 30,
            high: 300,
            label: 'Moderately increased (microalbuminuria)',
            labelHi: 'थोड़ा बढ़ा हुआ',
          },
          { low: 301, label: 'Severely increased', labelHi: 'बहुत बढ़ा हुआ' },
        ],
      },
    ],
    source: {
      name: 'KDIGO: CKD evaluation and management (albuminuria categories)',
      url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
    },
    clinics: ['general-medicine'],
    symptoms: ['diabetes', 'high-blood-pressure', 'kidney-check', 'foamy-urine'],
  },

  // Biochemistry: lipids, liver, kidney, minerals, pancreas

  {
    slug: 'lipid-profile',
    category: 'heart',
    name: 'Lipid profile (cholesterol test)',
    nameHi: 'लिपिड प्रोफ़ाइल (कोलेस्ट्रॉल की जाँच)',
    aliases: [
      'lipid',
      'lipid profile',
      'cholesterol',
      'triglycerides',
      'ldl',
      'hdl',
      'charbi',
      'cholesterol test',
      'कोलेस्ट्रॉल',
      'चर्बी',
      'लिपिड',
    ],
    purpose:
      'Measures cholesterol and other fats in the blood. High values raise the risk of heart attack and stroke.',
    purposeHi:
      'खून में कोलेस्ट्रॉल और दूसरी चर्बी नापता है। इनके ज़्यादा होने से हार्ट अटैक और लकवे (स्ट्रोक) का खतरा बढ़ता है।',
    sample: 'blood',
    ...FASTING_PREP,
    turnaroundHours: 12,
    priceInr: 500,
    homeCollection: true,
    analytes: [
      {
        code: 'CHOL',
        loinc: '2093-3', // https://loinc.org/2093-3/
        name: 'Total cholesterol',
        unit: 'mg/dL',
        decimals: 0,
        method: 'Enzymatic (CHOD-PAP)',
        referenceRanges: [{ ageYears: ADULT, high: 199 }],
        bands: [
          { low: 200, high: 239, label: 'Borderline high', labelHi: 'सीमा पर ज़्यादा' },
          { low: 240, label: 'High', labelHi: 'ज़्यादा' },
        ],
      },
      {
        code: 'TG',
        loinc: '2571-8', // https://loinc.org/2571-8/
        name: 'Triglycerides',
        unit: 'mg/dL',
        decimals: 0,
        method: 'Enzymatic (GPO-PAP)',
        referenceRanges: [{ ageYears: ADULT, high: 149, criticalHigh: 1000 }],
        bands: [
          { low: 150, high: 199, label: 'Borderline high', labelHi: 'सीमा पर ज़्यादा' },
          { low: 200, high: 499, label: 'High', labelHi: 'ज़्यादा' },
          { low: 500, label: 'Very high', labelHi: 'बहुत ज़्यादा' },
        ],
      },
      {
        code: 'HDL',
        loinc: '2085-9', // https://loinc.org/2085-9/
        name: 'HDL cholesterol',
        unit: 'mg/dL',
        decimals: 0,
        method: 'Direct (homogeneous enzymatic)',
        referenceRanges: [
          { sex: 'male', ageYears: ADULT, low: 40 },
          { sex: 'female', ageYears: ADULT, low: 50 },
        ],
      },
      {
        code: 'LDL',
        name: 'LDL cholesterol',
        unit: 'mg/dL',
        decimals: 0,
        method: 'Direct (homogeneous enzymatic) or Friedewald calculation',
        referenceRanges: [{ ageYears: ADULT, high: 99 }],
        bands: [
          { low: 100, high: 129, label: 'Near optimal', labelHi: 'लगभग ठीक' },
          { low: 130, high: 159, label: 'Borderline high', labelHi: 'सीमा पर ज़्यादा' },
          { low: 160, high: 189, label: 'High', labelHi: 'ज़्यादा' },
          { low: 190, label: 'Very high', labelHi: 'बहुत ज़्यादा' },
        ],
      },
      {
        code: 'VLDL',
        loinc: '13458-5', // https://loinc.org/13458-5/
        name: 'VLDL cholesterol',
        unit: 'mg/dL',
        decimals: 0,
        calculated: true,
        method: 'Calculated (triglycerides ÷ 5)',
        referenceRanges: [{ ageYears: ADULT, high: 30 }],
      },
      {
        code: 'NONHDL',
        loinc: '43396-1', // https://loinc.org/43396-1/
        name: 'Non-HDL cholesterol',
        unit: 'mg/dL',
        decimals: 0,
        calculated: true,
        method: 'Calculated (total − HDL)',
        referenceRanges: [{ ageYears: ADULT, high: 129 }],
      },
    ],
    source: NCEP,
    clinics: ['cardiology', 'general-medicine'],
    symptoms: [
      'high-cholesterol',
      'heart-check-up',
      'high-blood-pressure',
      'diabetes',
      'after-heart-attack',
      'chest-discomfort-on-exertion',
      'full-body-check-up',
      'weight-gain',
    ],
  },
  {
    slug: 'lft',
    category: 'biochemistry',
    name: 'Liver function test (LFT)',
    nameHi: 'एलएफ़टी (लीवर की जाँच)',
    aliases: [
      'lft',
      'liver function',
      'liver test',
      'jigar ki jaanch',
      'piliya test',
      'jaundice test',
      'लीवर की जाँच',
      'जिगर',
      'पीलिया',
    ],
    purpose:
      'Checks how well your liver works: bilirubin (jaundice), liver enzymes and proteins. Advised in jaundice, alcohol use and with some long-term medicines.',
    purposeHi:
      'लीवर (जिगर) कितना ठीक काम कर रहा है, यह देखता है: बिलीरुबिन (पीलिया), लीवर के एंज़ाइम और प्रोटीन। पीलिया, शराब और कुछ लंबी चलने वाली दवाओं में कराई जाती है।',
    sample: 'blood',
    fasting: 8,
    preparation: 'Best after 8 hours without food (water is fine). Avoid alcohol for a day before.',
    preparationHi: '8 घंटे बिना कुछ खाए देना बेहतर है (पानी पी सकते हैं)। एक दिन पहले से शराब न लें।',
    turnaroundHours: 12,
    priceInr: 550,
    homeCollection: true,
    analytes: [
      ...BILIRUBIN,
      AST,
      ALT,
      {
        code: 'ALP',
        loinc: '6768-6', // https://loinc.org/6768-6/
        plausible: { min: 0, max: 10000 },
        name: 'Alkaline phosphatase (ALP)',
        unit: 'U/L',
        decimals: 0,
        method: 'IFCC kinetic (pNPP, AMP buffer)',
        referenceRanges: [{ ageYears: ADULT, low: 40, high: 129 }],
      },
      {
        code: 'GGT',
        loinc: '2324-2', // https://loinc.org/2324-2/
        plausible: { min: 0, max: 10000 },
        name: 'Gamma-glutamyl transferase (GGT)',
        unit: 'U/L',
        decimals: 0,
        method: 'IFCC kinetic',
        referenceRanges: [{ ageYears: ADULT, low: 8, high: 61 }],
      },
      {
        code: 'TP',
        loinc: '2885-2', // https://loinc.org/2885-2/
        name: 'Total protein',
        unit: 'g/dL',
        decimals: 1,
        method: 'Biuret',
        referenceRanges: [{ ageYears: ADULT, low: 6.3, high: 7.9 }],
      },
      {
        code: 'ALB',
        loinc: '1751-7', // https://loinc.org/1751-7/
        name: 'Albumin',
        unit: 'g/dL',
        decimals: 1,
        method: 'Bromocresol green (BCG)',
        referenceRanges: [{ ageYears: ADULT, low: 3.5, high: 5.0 }],
      },
      {
        code: 'GLOB',
        loinc: '10834-0', // https://loinc.org/10834-0/
        name: 'Globulin',
        unit: 'g/dL',
        decimals: 1,
        calculated: true,
        method: 'Calculated (total protein − albumin)',
        referenceRanges: [{ ageYears: ADULT, low: 2.0, high: 3.5 }],
      },
    ],
    source: MAYO_LFT,
    clinics: ['general-medicine'],
    symptoms: [
      'jaundice',
      'liver-function-test',
      'hepatitis-b-c',
      'stomach-pain',
      'vomiting',
      'full-body-check-up',
    ],
  },
  {
    slug: 'bilirubin',
    category: 'biochemistry',
    name: 'Serum bilirubin (total, direct, indirect)',
    nameHi: 'बिलीरुबिन (पीलिया की जाँच)',
    aliases: ['bilirubin', 'piliya', 'jaundice', 'peeliya', 'पीलिया', 'बिलीरुबिन'],
    purpose:
      'Measures bilirubin, the yellow pigment that rises in jaundice (piliya). It shows how severe jaundice is and helps find its cause.',
    purposeHi:
      'बिलीरुबिन नापता है, वह पीला रंग जो पीलिया में बढ़ जाता है। इससे पीलिया कितना है और उसकी वजह क्या हो सकती है, इसका पता चलता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 200,
    homeCollection: true,
    analytes: BILIRUBIN,
    source: medlinePlus(
      'bilirubin-blood-test',
      'Bilirubin Blood Test',
      'Adult ranges. Newborns are judged on age-in-hours charts, not on these ranges.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['jaundice', 'liver-function-test'],
  },
  {
    slug: 'sgpt',
    category: 'biochemistry',
    name: 'SGPT (ALT)',
    nameHi: 'एसजीपीटी (लीवर एंज़ाइम)',
    aliases: ['sgpt', 'alt', 'alanine aminotransferase', 'liver enzyme', 'एसजीपीटी'],
    purpose:
      'A liver enzyme that rises when liver cells are hurt, as in hepatitis, fatty liver or from some medicines.',
    purposeHi:
      'लीवर का एक एंज़ाइम, जो लीवर की कोशिकाओं को नुकसान होने पर बढ़ता है, जैसे हेपेटाइटिस, फ़ैटी लीवर या कुछ दवाओं से।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [ALT],
    source: MAYO_LFT,
    clinics: ['general-medicine'],
    symptoms: ['jaundice', 'liver-function-test', 'hepatitis-b-c'],
  },
  {
    slug: 'sgot',
    category: 'biochemistry',
    name: 'SGOT (AST)',
    nameHi: 'एसजीओटी (लीवर एंज़ाइम)',
    aliases: ['sgot', 'ast', 'aspartate aminotransferase', 'एसजीओटी'],
    purpose:
      'An enzyme from the liver and muscles. Read together with SGPT, it helps find the cause of liver damage.',
    purposeHi:
      'लीवर और मांसपेशियों का एक एंज़ाइम। एसजीपीटी के साथ देखकर लीवर के नुकसान की वजह समझने में मदद मिलती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [AST],
    source: MAYO_LFT,
    clinics: ['general-medicine'],
    symptoms: ['jaundice', 'liver-function-test'],
  },
  {
    slug: 'kft',
    category: 'biochemistry',
    name: 'Kidney function test (KFT / RFT)',
    nameHi: 'केएफ़टी (गुर्दे की जाँच)',
    aliases: [
      'kft',
      'rft',
      'renal function',
      'kidney function',
      'kidney test',
      'gurde ki jaanch',
      'urea creatinine',
      'गुर्दे की जाँच',
      'किडनी की जाँच',
    ],
    purpose:
      'Checks how well your kidneys clean the blood: urea, creatinine, uric acid and salts. Advised in diabetes, high blood pressure and swelling.',
    purposeHi:
      'गुर्दे (किडनी) खून को कितना ठीक साफ़ कर रहे हैं, यह देखता है: यूरिया, क्रिएटिनिन, यूरिक एसिड और नमक (सोडियम, पोटैशियम)। डायबिटीज़, हाई बीपी और सूजन में कराई जाती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 12,
    priceInr: 550,
    homeCollection: true,
    analytes: [UREA, CREATININE, URIC_ACID, ...ELECTROLYTES],
    source: medlinePlus(
      'kidney-tests',
      'Kidney Tests',
      'Adult ranges. Urea from the blood urea nitrogen range 6–20 mg/dL (urea = BUN × 2.14); uric acid and electrolytes as widely published (Tietz).',
    ),
    clinics: ['general-medicine'],
    symptoms: [
      'kidney-check',
      'foamy-urine',
      'blood-in-urine',
      'swelling-of-feet',
      'high-blood-pressure',
      'diabetes',
      'full-body-check-up',
    ],
  },
  {
    slug: 'blood-urea',
    category: 'biochemistry',
    name: 'Blood urea',
    nameHi: 'ब्लड यूरिया',
    aliases: ['urea', 'blood urea', 'bun', 'यूरिया'],
    purpose:
      'A waste product the kidneys remove. It rises when the kidneys are weak or the body is short of water.',
    purposeHi:
      'एक गंदा पदार्थ जिसे गुर्दे बाहर निकालते हैं। गुर्दे कमज़ोर हों या शरीर में पानी की कमी हो तो बढ़ जाता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [UREA],
    source: medlinePlus(
      'bun-blood-urea-nitrogen',
      'BUN (Blood Urea Nitrogen)',
      'Converted from the BUN range 6–20 mg/dL (urea = BUN × 2.14).',
    ),
    clinics: ['general-medicine'],
    symptoms: ['kidney-check', 'loose-motions', 'vomiting'],
  },
  {
    slug: 'serum-creatinine',
    category: 'biochemistry',
    name: 'Serum creatinine',
    nameHi: 'क्रिएटिनिन',
    aliases: ['creatinine', 'sr creatinine', 's creatinine', 'kidney test', 'क्रिएटिनिन'],
    purpose:
      'The main single test of kidney function. Doctors also use it to work out the eGFR and to set medicine doses.',
    purposeHi: 'गुर्दे की ताकत की सबसे मुख्य जाँच। डॉक्टर इससे ईजीएफ़आर निकालते हैं और दवाओं की खुराक तय करते हैं।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [CREATININE],
    source: medlinePlus('creatinine-test', 'Creatinine Test'),
    clinics: ['general-medicine'],
    symptoms: ['kidney-check', 'high-blood-pressure', 'diabetes', 'swelling-of-feet'],
  },
  {
    slug: 'uric-acid',
    category: 'biochemistry',
    name: 'Serum uric acid',
    nameHi: 'यूरिक एसिड',
    aliases: ['uric acid', 'gout test', 'gathiya', 'joint pain test', 'यूरिक एसिड', 'गठिया'],
    purpose:
      'High uric acid can cause gout (painful swollen joints, often the big toe) and kidney stones.',
    purposeHi:
      'यूरिक एसिड ज़्यादा होने से गठिया (जोड़ों में दर्द और सूजन, अक्सर पैर के अँगूठे में) और पथरी हो सकती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [URIC_ACID],
    source: medlinePlus(
      'uric-acid-test',
      'Uric Acid Test',
      'Sex-specific adult ranges as widely published.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['body-ache', 'kidney-check'],
  },
  {
    slug: 'electrolytes',
    category: 'biochemistry',
    name: 'Serum electrolytes (sodium, potassium, chloride)',
    nameHi: 'इलेक्ट्रोलाइट (सोडियम, पोटैशियम)',
    aliases: [
      'electrolytes',
      'sodium',
      'potassium',
      'na k',
      'serum electrolyte',
      'namak',
      'सोडियम',
      'पोटैशियम',
      'इलेक्ट्रोलाइट',
    ],
    purpose:
      'Measures the salts that keep nerves, muscles and the heart working. They go wrong with vomiting, loose motions, kidney disease and some BP medicines.',
    purposeHi:
      'शरीर के वे नमक नापता है जिनसे नसें, मांसपेशियाँ और दिल ठीक काम करते हैं। उल्टी, दस्त, गुर्दे की बीमारी और बीपी की कुछ दवाओं से ये बिगड़ जाते हैं।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 4,
    priceInr: 400,
    homeCollection: true,
    analytes: ELECTROLYTES,
    source: medlinePlus(
      'electrolyte-panel',
      'Electrolyte Panel',
      'Adult ranges as widely published (Tietz).',
    ),
    clinics: ['general-medicine'],
    symptoms: [
      'loose-motions',
      'vomiting',
      'kidney-check',
      'heatstroke',
      'tiredness',
      'child-severe-dehydration',
    ],
  },
  {
    slug: 'serum-calcium',
    category: 'vitamins-and-minerals',
    name: 'Serum calcium',
    nameHi: 'कैल्शियम',
    aliases: ['calcium', 'serum calcium', 'haddi', 'bones test', 'कैल्शियम'],
    purpose:
      'Calcium keeps bones, nerves and the heart healthy. The test is advised for bone pain, cramps, kidney stones and in pregnancy.',
    purposeHi:
      'कैल्शियम हड्डियों, नसों और दिल को ठीक रखता है। हड्डियों में दर्द, ऐंठन, पथरी और गर्भावस्था में यह जाँच कराई जाती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 200,
    homeCollection: true,
    analytes: [CALCIUM],
    source: medlinePlus('calcium-blood-test', 'Calcium Blood Test'),
    clinics: ['general-medicine'],
    symptoms: ['vitamin-deficiency', 'body-ache', 'back-pain', 'numbness-tingling'],
  },
  {
    slug: 'serum-phosphorus',
    category: 'vitamins-and-minerals',
    name: 'Serum phosphorus',
    nameHi: 'फ़ॉस्फ़ोरस',
    aliases: ['phosphorus', 'phosphate', 'फ़ॉस्फ़ोरस'],
    purpose: 'Read with calcium for bone health, kidney disease and vitamin D problems.',
    purposeHi: 'हड्डियों की सेहत, गुर्दे की बीमारी और विटामिन डी की गड़बड़ी में कैल्शियम के साथ देखा जाता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 200,
    homeCollection: true,
    analytes: [
      {
        code: 'PHOS',
        loinc: '2777-1', // https://loinc.org/2777-1/
        name: 'Serum phosphorus (inorganic)',
        unit: 'mg/dL',
        decimals: 1,
        method: 'Phosphomolybdate (UV)',
        referenceRanges: [{ ageYears: ADULT, low: 2.8, high: 4.5, criticalLow: 1.0 }],
      },
    ],
    source: medlinePlus(
      'phosphate-in-blood',
      'Phosphate in Blood',
      'Adult range; children have higher values.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['kidney-check', 'vitamin-deficiency'],
  },
  {
    slug: 'serum-amylase',
    category: 'biochemistry',
    name: 'Serum amylase',
    nameHi: 'एमाइलेज़ (अग्न्याशय की जाँच)',
    aliases: ['amylase', 'pancreas test', 'pancreatitis', 'एमाइलेज़'],
    purpose:
      'Rises in pancreatitis, a cause of severe upper-belly pain going to the back, often with vomiting.',
    purposeHi:
      'पैंक्रियाटाइटिस (अग्न्याशय की सूजन) में बढ़ता है, जिसमें पेट के ऊपर तेज़ दर्द पीठ तक जाता है, अक्सर उल्टी के साथ।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 450,
    homeCollection: true,
    analytes: [
      {
        code: 'AMY',
        loinc: '1798-8', // https://loinc.org/1798-8/
        plausible: { min: 0, max: 20000 },
        name: 'Amylase',
        unit: 'U/L',
        decimals: 0,
        method: 'Enzymatic (CNPG3)',
        referenceRanges: [{ ageYears: ADULT, low: 40, high: 140 }],
      },
    ],
    source: medlinePlus('amylase-test', 'Amylase Test'),
    clinics: ['general-medicine'],
    symptoms: ['stomach-pain', 'vomiting'],
  },
  {
    slug: 'serum-lipase',
    category: 'biochemistry',
    name: 'Serum lipase',
    nameHi: 'लाइपेज़ (अग्न्याशय की जाँच)',
    aliases: ['lipase', 'pancreatitis', 'लाइपेज़'],
    purpose: 'The more specific test for pancreatitis; it stays raised longer than amylase.',
    purposeHi: 'पैंक्रियाटाइटिस की ज़्यादा पक्की जाँच; यह एमाइलेज़ से ज़्यादा दिन तक बढ़ा रहता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 550,
    homeCollection: true,
    analytes: [
      {
        code: 'LIP',
        loinc: '3040-3', // https://loinc.org/3040-3/
        plausible: { min: 0, max: 50000 },
        name: 'Lipase',
        unit: 'U/L',
        decimals: 0,
        method: 'Enzymatic colorimetric',
        referenceRanges: [{ ageYears: ADULT, high: 160 }],
      },
    ],
    source: medlinePlus('lipase-tests', 'Lipase Tests'),
    clinics: ['general-medicine'],
    symptoms: ['stomach-pain', 'vomiting'],
  },

  // Hormones

  {
    slug: 'thyroid-profile',
    category: 'hormones',
    name: 'Thyroid profile (T3, T4, TSH)',
    nameHi: 'थायरॉइड प्रोफ़ाइल (टी3, टी4, टीएसएच)',
    aliases: [
      'thyroid',
      'thyroid profile',
      't3 t4 tsh',
      'thyroid test',
      'thyroid ki jaanch',
      'थायराइड',
      'थायरॉइड की जाँच',
    ],
    purpose:
      'Checks whether your thyroid gland makes too little or too much hormone, a common cause of tiredness, weight change, hair fall and irregular periods.',
    purposeHi:
      'देखता है कि थायरॉइड ग्रंथि हार्मोन कम या ज़्यादा तो नहीं बना रही, जो थकान, वज़न बदलने, बाल झड़ने और माहवारी गड़बड़ होने की आम वजह है।',
    sample: 'blood',
    fasting: null,
    preparation:
      'No fasting needed; come in the morning. If you take thyroid tablets, give the sample before the day’s tablet.',
    preparationHi:
      'खाली पेट की ज़रूरत नहीं; सुबह आएँ। थायरॉइड की गोली लेते हों तो उस दिन की गोली सैंपल के बाद लें।',
    turnaroundHours: 24,
    priceInr: 500,
    homeCollection: true,
    analytes: [
      {
        code: 'T3',
        loinc: '3053-6', // https://loinc.org/3053-6/
        name: 'Total T3 (triiodothyronine)',
        unit: 'ng/dL',
        decimals: 0,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [{ ageYears: ADULT, low: 60, high: 180 }],
      },
      {
        code: 'T4',
        loinc: '3026-2', // https://loinc.org/3026-2/
        name: 'Total T4 (thyroxine)',
        unit: 'µg/dL',
        decimals: 1,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [{ ageYears: ADULT, low: 5.0, high: 12.0 }],
      },
      TSH,
    ],
    source: medlinePlus(
      'thyroid-tests',
      'Thyroid Tests',
      'Adult, non-pregnant ranges; pregnancy uses trimester-specific TSH limits.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['thyroid', 'weight-gain', 'tiredness', 'palpitations', 'full-body-check-up'],
  },
  {
    slug: 'tsh',
    category: 'hormones',
    name: 'TSH (thyroid-stimulating hormone)',
    nameHi: 'टीएसएच (थायरॉइड)',
    aliases: ['tsh', 'thyroid', 'thyroid stimulating hormone', 'टीएसएच', 'थायराइड'],
    purpose: 'The best single test to screen the thyroid and to check the dose of thyroid tablets.',
    purposeHi: 'थायरॉइड की जाँच और थायरॉइड की गोली की खुराक देखने का सबसे अच्छा अकेला टेस्ट।',
    sample: 'blood',
    fasting: null,
    preparation:
      'No fasting needed. If you take thyroid tablets, give the sample before the day’s tablet.',
    preparationHi: 'खाली पेट की ज़रूरत नहीं। थायरॉइड की गोली लेते हों तो उस दिन की गोली सैंपल के बाद लें।',
    turnaroundHours: 24,
    priceInr: 300,
    homeCollection: true,
    analytes: [TSH],
    source: medlinePlus(
      'tsh-thyroid-stimulating-hormone-test',
      'TSH (Thyroid-stimulating hormone) Test',
      'Adult, non-pregnant range.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['thyroid', 'weight-gain', 'tiredness'],
  },
  {
    slug: 'free-t4',
    category: 'hormones',
    name: 'Free T4 (FT4)',
    nameHi: 'फ़्री टी4',
    aliases: ['ft4', 'free t4', 'free thyroxine', 'फ़्री टी4'],
    purpose:
      'The active thyroid hormone; read with TSH to confirm an under- or over-active thyroid.',
    purposeHi:
      'थायरॉइड का असली काम करने वाला हार्मोन; थायरॉइड कम या ज़्यादा होने की पुष्टि के लिए टीएसएच के साथ देखा जाता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 300,
    homeCollection: true,
    analytes: [
      {
        code: 'FT4',
        loinc: '3024-7', // https://loinc.org/3024-7/
        name: 'Free T4',
        unit: 'ng/dL',
        decimals: 2,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [{ ageYears: ADULT, low: 0.9, high: 2.3 }],
      },
    ],
    source: medlinePlus('thyroxine-t4-test', 'Thyroxine (T4) Test'),
    clinics: ['general-medicine'],
    symptoms: ['thyroid'],
  },
  {
    slug: 'prolactin',
    category: 'hormones',
    name: 'Prolactin',
    nameHi: 'प्रोलैक्टिन',
    aliases: ['prolactin', 'prl', 'प्रोलैक्टिन'],
    purpose:
      'A hormone that can stop periods, cause milk from the breasts without pregnancy, or trouble conceiving when it is high.',
    purposeHi:
      'एक हार्मोन, जो ज़्यादा होने पर माहवारी रुक सकती है, बिना गर्भ के स्तन से दूध आ सकता है या गर्भ ठहरने में दिक्कत हो सकती है।',
    sample: 'blood',
    fasting: null,
    preparation:
      'Come in the morning, at least 2 to 3 hours after waking, and rest for a few minutes before the sample.',
    preparationHi: 'सुबह आएँ, जागने के कम से कम 2-3 घंटे बाद, और सैंपल से पहले कुछ मिनट आराम करें।',
    turnaroundHours: 24,
    priceInr: 500,
    homeCollection: true,
    analytes: [
      {
        code: 'PRL',
        loinc: '2842-3', // https://loinc.org/2842-3/
        plausible: { min: 0, max: 20000 },
        name: 'Prolactin',
        unit: 'ng/mL',
        decimals: 1,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [
          { sex: 'male', ageYears: ADULT, high: 20 },
          { sex: 'female', ageYears: ADULT, high: 25 },
        ],
      },
    ],
    source: medlinePlus('prolactin-levels', 'Prolactin Levels', 'Non-pregnant adult ranges.'),
    clinics: ['general-medicine'],
    symptoms: ['thyroid', 'headache'],
  },
  {
    slug: 'beta-hcg',
    category: 'hormones',
    name: 'Beta-hCG (blood pregnancy test)',
    nameHi: 'बीटा एचसीजी (खून से प्रेगनेंसी जाँच)',
    aliases: [
      'beta hcg',
      'bhcg',
      'hcg',
      'serum pregnancy test',
      'blood pregnancy test',
      'बीटा एचसीजी',
    ],
    purpose:
      'Measures the pregnancy hormone in blood. It finds pregnancy early and helps follow early pregnancy or a suspected miscarriage.',
    purposeHi:
      'खून में गर्भ का हार्मोन नापता है। इससे गर्भ जल्दी पता चलता है, और शुरुआती गर्भावस्था या गर्भपात के शक में इस पर नज़र रखी जाती है।',
    sample: 'blood',
    forSex: 'female',
    ...NO_PREP,
    turnaroundHours: 12,
    priceInr: 700,
    homeCollection: true,
    analytes: [
      {
        code: 'BHCG',
        plausible: { min: 0, max: 1000000 },
        name: 'Beta-hCG, total',
        unit: 'mIU/mL',
        decimals: 1,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [{ sex: 'female', high: 5 }],
        bands: [
          {
            low: 5.1,
            high: 24.9,
            label: 'Uncertain: repeat in 48 hours',
            labelHi: 'पक्का नहीं: 48 घंटे बाद दोबारा',
          },
          { low: 25, label: 'Pregnancy likely', labelHi: 'गर्भ होने की संभावना' },
        ],
      },
    ],
    source: medlinePlus(
      'hcg-blood-test-quantitative',
      'hCG Blood Test (Quantitative)',
      'The interval is for women who are not pregnant.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['pregnancy-danger-signs'],
  },
  {
    slug: 'urine-pregnancy-test',
    category: 'clinical-pathology',
    name: 'Urine pregnancy test (UPT)',
    nameHi: 'पेशाब से प्रेगनेंसी जाँच',
    aliases: [
      'upt',
      'pregnancy test',
      'urine pregnancy',
      'pregnancy card',
      'garbh ki jaanch',
      'प्रेगनेंसी टेस्ट',
      'गर्भ की जाँच',
    ],
    purpose:
      'A quick card test for pregnancy on urine, reliable from the first day of a missed period.',
    purposeHi: 'पेशाब से गर्भ की जल्दी होने वाली कार्ड जाँच, जो माहवारी छूटने के पहले दिन से भरोसेमंद है।',
    sample: 'urine',
    forSex: 'female',
    ...URINE_PREP,
    turnaroundHours: 1,
    priceInr: 100,
    homeCollection: true,
    analytes: [
      {
        code: 'UPT',
        loinc: '2106-3', // https://loinc.org/2106-3/
        name: 'hCG in urine',
        kind: 'qualitative',
        results: ['negative', 'positive'],
        normal: null,
        method: 'Immunochromatographic card',
      },
    ],
    source: medlinePlus('pregnancy-test', 'Pregnancy Test'),
    clinics: ['general-medicine'],
    symptoms: ['pregnancy-danger-signs'],
  },
  {
    slug: 'psa',
    category: 'hormones',
    name: 'PSA (prostate-specific antigen), total',
    nameHi: 'पीएसए (प्रोस्टेट की जाँच)',
    aliases: ['psa', 'prostate test', 'prostate', 'पीएसए', 'प्रोस्टेट'],
    purpose:
      'A blood test for men about the prostate. It can rise with prostate enlargement, infection or cancer; your doctor decides what a raised value means.',
    purposeHi:
      'पुरुषों के प्रोस्टेट की खून से जाँच। प्रोस्टेट बढ़ने, इन्फेक्शन या कैंसर में यह बढ़ सकता है; बढ़े मान का मतलब डॉक्टर तय करते हैं।',
    sample: 'blood',
    forSex: 'male',
    fasting: null,
    preparation:
      'Avoid sex and cycling for 2 days before, and give the sample before any prostate examination.',
    preparationHi:
      'जाँच से 2 दिन पहले तक संबंध और साइकिल चलाने से बचें, और प्रोस्टेट की जाँच (हाथ से) से पहले सैंपल दें।',
    turnaroundHours: 24,
    priceInr: 700,
    homeCollection: true,
    analytes: [
      {
        code: 'PSA',
        loinc: '2857-1', // https://loinc.org/2857-1/
        plausible: { min: 0, max: 10000 },
        name: 'PSA, total',
        unit: 'ng/mL',
        decimals: 2,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [{ sex: 'male', ageYears: { min: 40 }, high: 4.0 }],
      },
    ],
    source: medlinePlus(
      'prostate-specific-antigen-psa-test',
      'Prostate-Specific Antigen (PSA) Test',
      'The commonly used cut-off of 4.0 ng/mL; it rises with age.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['burning-urine', 'blood-in-urine'],
  },

  // Vitamins and minerals

  {
    slug: 'vitamin-d',
    category: 'vitamins-and-minerals',
    name: 'Vitamin D (25-hydroxy)',
    nameHi: 'विटामिन डी',
    aliases: ['vitamin d', 'vit d', 'vitamin d3', '25 oh vitamin d', 'haddi dard', 'विटामिन डी'],
    purpose:
      'Vitamin D keeps bones and muscles strong. Low levels are very common in India and cause body ache, weakness and weak bones.',
    purposeHi:
      'विटामिन डी हड्डियों और मांसपेशियों को मज़बूत रखता है। भारत में इसकी कमी बहुत आम है, जिससे बदन दर्द, कमज़ोरी और हड्डियाँ कमज़ोर होती हैं।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 1200,
    homeCollection: true,
    analytes: [
      {
        code: 'VITD',
        loinc: '62292-8', // https://loinc.org/62292-8/
        name: '25-hydroxy vitamin D',
        unit: 'ng/mL',
        decimals: 1,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [{ low: 30, high: 100, criticalHigh: 150 }],
        bands: [
          { high: 19.9, label: 'Deficient', labelHi: 'कमी' },
          { low: 20, high: 29.9, label: 'Insufficient', labelHi: 'थोड़ी कमी' },
        ],
      },
    ],
    source: medlinePlus(
      'vitamin-d-test',
      'Vitamin D Test',
      'Cut-offs as in the Endocrine Society’s 2011 guideline: below 20 ng/mL deficient, 20–29 insufficient.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['vitamin-deficiency', 'body-ache', 'back-pain', 'tiredness'],
  },
  {
    slug: 'vitamin-b12',
    category: 'vitamins-and-minerals',
    name: 'Vitamin B12',
    nameHi: 'विटामिन बी12',
    aliases: ['vitamin b12', 'b12', 'cobalamin', 'vit b12', 'विटामिन बी12'],
    purpose:
      'Low B12 causes anaemia, tingling and burning of hands and feet, and memory problems. Common in vegetarians and people on metformin.',
    purposeHi:
      'बी12 की कमी से खून की कमी, हाथ-पैर में झनझनाहट और जलन, और याददाश्त की दिक्कत होती है। शाकाहारी लोगों और मेटफ़ॉर्मिन लेने वालों में आम है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 900,
    homeCollection: true,
    analytes: [
      {
        code: 'B12',
        loinc: '2132-9', // https://loinc.org/2132-9/
        name: 'Vitamin B12',
        unit: 'pg/mL',
        decimals: 0,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [{ low: 160, high: 950 }],
      },
    ],
    source: medlinePlus('vitamin-b-test', 'Vitamin B Test'),
    clinics: ['general-medicine', 'neurology'],
    symptoms: ['vitamin-deficiency', 'numbness-tingling', 'burning-feet', 'anaemia', 'memory-loss'],
  },
  {
    slug: 'iron-studies',
    category: 'vitamins-and-minerals',
    name: 'Iron studies (serum iron, TIBC, transferrin saturation)',
    nameHi: 'आयरन की जाँच',
    aliases: ['iron', 'iron studies', 'serum iron', 'tibc', 'iron profile', 'loha', 'आयरन', 'लोहा'],
    purpose:
      'Shows whether anaemia is from too little iron, and whether the body has too much iron.',
    purposeHi:
      'बताता है कि खून की कमी आयरन (लोहे) की कमी से है या नहीं, और कहीं शरीर में आयरन ज़्यादा तो नहीं।',
    sample: 'blood',
    fasting: 8,
    preparation:
      'Come in the morning after 8 hours without food. Stop iron tablets for 24 hours before, if your doctor agrees.',
    preparationHi: 'सुबह 8 घंटे बिना खाए आएँ। डॉक्टर की सहमति हो तो 24 घंटे पहले से आयरन की गोली न लें।',
    turnaroundHours: 24,
    priceInr: 800,
    homeCollection: true,
    analytes: [
      {
        code: 'FE',
        loinc: '2498-4', // https://loinc.org/2498-4/
        name: 'Serum iron',
        unit: 'µg/dL',
        decimals: 0,
        method: 'Ferrozine colorimetric',
        referenceRanges: [{ ageYears: ADULT, low: 60, high: 170 }],
      },
      {
        code: 'TIBC',
        loinc: '2500-7', // https://loinc.org/2500-7/
        name: 'Total iron-binding capacity (TIBC)',
        unit: 'µg/dL',
        decimals: 0,
        method: 'Colorimetric',
        referenceRanges: [{ ageYears: ADULT, low: 240, high: 450 }],
      },
      {
        code: 'TSAT',
        loinc: '2502-3', // https://loinc.org/2502-3/
        name: 'Transferrin saturation',
        unit: '%',
        decimals: 0,
        calculated: true,
        method: 'Calculated (iron ÷ TIBC × 100)',
        referenceRanges: [{ ageYears: ADULT, low: 20, high: 50 }],
      },
    ],
    source: medlinePlus('iron-tests', 'Iron Tests'),
    clinics: ['general-medicine'],
    symptoms: ['anaemia', 'tiredness'],
  },
  {
    slug: 'ferritin',
    category: 'vitamins-and-minerals',
    name: 'Serum ferritin',
    nameHi: 'फ़ेरिटिन (आयरन का भंडार)',
    aliases: ['ferritin', 'iron store', 'फ़ेरिटिन'],
    purpose:
      'Shows how much iron the body has stored. A low ferritin is the surest sign of iron deficiency.',
    purposeHi:
      'बताता है कि शरीर में कितना आयरन जमा है। फ़ेरिटिन कम होना आयरन की कमी की सबसे पक्की निशानी है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 600,
    homeCollection: true,
    analytes: [
      {
        code: 'FERR',
        loinc: '2276-4', // https://loinc.org/2276-4/
        plausible: { min: 0, max: 200000 },
        name: 'Ferritin',
        unit: 'ng/mL',
        decimals: 0,
        method: 'CLIA (chemiluminescence immunoassay)',
        referenceRanges: [
          { sex: 'male', ageYears: ADULT, low: 24, high: 336 },
          { sex: 'female', ageYears: ADULT, low: 11, high: 307 },
        ],
      },
    ],
    source: medlinePlus('ferritin-blood-test', 'Ferritin Blood Test'),
    clinics: ['general-medicine'],
    symptoms: ['anaemia', 'tiredness', 'teen-health'],
  },

  // Heart and inflammation

  {
    slug: 'troponin-i',
    category: 'heart',
    name: 'Troponin I (rapid)',
    nameHi: 'ट्रोपोनिन आई (दिल के दौरे की जाँच)',
    aliases: [
      'troponin',
      'trop i',
      'trop t',
      'heart attack test',
      'dil ka daura',
      'ट्रोपोनिन',
      'हार्ट अटैक',
    ],
    purpose:
      'Shows damage to the heart muscle, as in a heart attack. Chest pain is an emergency: call the ambulance first, the test is done at the hospital.',
    purposeHi:
      'दिल की मांसपेशी को नुकसान दिखाता है, जैसे हार्ट अटैक में। सीने में दर्द आपातकाल है: पहले एम्बुलेंस बुलाएँ, यह जाँच अस्पताल में होती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 1,
    priceInr: 800,
    homeCollection: false,
    analytes: [
      {
        code: 'TROPI',
        loinc: '10839-9', // https://loinc.org/10839-9/
        name: 'Cardiac troponin I',
        ...NEGATIVE,
        method: 'Immunochromatographic card (rapid)',
      },
    ],
    source: medlinePlus('troponin-test', 'Troponin Test'),
    clinics: ['cardiology', 'cardiac'],
    symptoms: ['heart-attack-signs', 'chest-discomfort-on-exertion'],
  },
  {
    slug: 'ck-mb',
    category: 'heart',
    name: 'CK-MB',
    nameHi: 'सीके-एमबी (दिल की जाँच)',
    aliases: ['ckmb', 'ck mb', 'creatine kinase mb', 'सीकेएमबी'],
    purpose:
      'A heart enzyme that rises after a heart attack; used with troponin and to judge a second attack.',
    purposeHi:
      'दिल का एक एंज़ाइम, जो हार्ट अटैक के बाद बढ़ता है; ट्रोपोनिन के साथ, और दूसरे अटैक को समझने में काम आता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 4,
    priceInr: 600,
    homeCollection: false,
    analytes: [
      {
        code: 'CKMB',
        name: 'CK-MB activity',
        unit: 'U/L',
        decimals: 0,
        method: 'Immuno-inhibition (kinetic UV)',
        referenceRanges: [{ ageYears: ADULT, high: 24 }],
      },
    ],
    source: medlinePlus(
      'creatine-kinase',
      'Creatine Kinase',
      'Upper limit of the activity (immuno-inhibition) method as commonly published; mass assays use ng/mL.',
    ),
    clinics: ['cardiology', 'cardiac'],
    symptoms: ['heart-attack-signs', 'chest-pain-after-heart-attack'],
  },
  {
    slug: 'hs-crp',
    category: 'heart',
    name: 'hs-CRP (high-sensitivity CRP, heart risk)',
    nameHi: 'एचएस-सीआरपी (दिल के खतरे की जाँच)',
    aliases: ['hs crp', 'hscrp', 'cardiac crp', 'एचएस सीआरपी'],
    purpose:
      'A sensitive test of low-grade inflammation, read with cholesterol to judge the risk of heart disease.',
    purposeHi:
      'शरीर में हल्की सूजन की बारीक जाँच, जिसे कोलेस्ट्रॉल के साथ देखकर दिल की बीमारी का खतरा आँका जाता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 600,
    homeCollection: true,
    analytes: [
      {
        code: 'HSCRP',
        loinc: '30522-7', // https://loinc.org/30522-7/
        plausible: { min: 0, max: 1000 },
        name: 'hs-CRP',
        unit: 'mg/L',
        decimals: 1,
        method: 'Immunoturbidimetry (latex-enhanced)',
        referenceRanges: [{ ageYears: ADULT, high: 3.0 }],
        bands: [
          { high: 0.9, label: 'Lower heart risk', labelHi: 'दिल का खतरा कम' },
          { low: 1.0, high: 3.0, label: 'Average heart risk', labelHi: 'दिल का खतरा औसत' },
          { low: 3.1, label: 'Higher heart risk', labelHi: 'दिल का खतरा ज़्यादा' },
        ],
      },
    ],
    source: medlinePlus(
      'c-reactive-protein-crp-test',
      'C-Reactive Protein (CRP) Test',
      'Heart-risk bands of the AHA/CDC statement: below 1, 1–3 and above 3 mg/L.',
    ),
    clinics: ['cardiology'],
    symptoms: ['heart-check-up', 'high-cholesterol'],
  },
  {
    slug: 'crp',
    category: 'infection',
    name: 'CRP (C-reactive protein)',
    nameHi: 'सीआरपी (सूजन की जाँच)',
    aliases: ['crp', 'c reactive protein', 'inflammation test', 'सीआरपी'],
    purpose:
      'Rises within hours with infection or inflammation. Doctors use it to judge how serious an infection is and whether treatment is working.',
    purposeHi:
      'इन्फेक्शन या सूजन में कुछ घंटों में बढ़ जाता है। डॉक्टर इससे आँकते हैं कि इन्फेक्शन कितना गंभीर है और इलाज असर कर रहा है या नहीं।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 400,
    homeCollection: true,
    analytes: [
      {
        code: 'CRP',
        loinc: '1988-5', // https://loinc.org/1988-5/
        plausible: { min: 0, max: 1000 },
        name: 'C-reactive protein',
        unit: 'mg/L',
        decimals: 1,
        method: 'Immunoturbidimetry',
        referenceRanges: [{ high: 10 }],
      },
    ],
    source: medlinePlus('c-reactive-protein-crp-test', 'C-Reactive Protein (CRP) Test'),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['fever', 'child-fever', 'body-ache'],
  },
  {
    slug: 'ra-factor',
    category: 'infection',
    name: 'Rheumatoid factor (RA factor)',
    nameHi: 'आरए फ़ैक्टर (गठिया की जाँच)',
    aliases: [
      'ra factor',
      'rf',
      'rheumatoid',
      'arthritis test',
      'jodon ka dard',
      'जोड़ों का दर्द',
      'आरए फ़ैक्टर',
    ],
    purpose:
      'Helps find rheumatoid arthritis in people with painful, swollen joints and morning stiffness. A positive test alone is not a diagnosis.',
    purposeHi:
      'जोड़ों में दर्द, सूजन और सुबह की अकड़न वाले लोगों में रूमेटॉइड गठिया पहचानने में मदद करता है। सिर्फ़ पॉज़िटिव आने से बीमारी तय नहीं होती।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 350,
    homeCollection: true,
    analytes: [
      {
        code: 'RF',
        loinc: '11572-5', // https://loinc.org/11572-5/
        plausible: { min: 0, max: 5000 },
        name: 'Rheumatoid factor',
        unit: 'IU/mL',
        decimals: 0,
        method: 'Immunoturbidimetry',
        referenceRanges: [{ ageYears: ADULT, high: 14 }],
      },
    ],
    source: medlinePlus(
      'rheumatoid-factor-rf-test',
      'Rheumatoid Factor (RF) Test',
      'Normal is below 15 IU/mL.',
    ),
    clinics: ['general-medicine'],
    symptoms: ['body-ache'],
  },
  {
    slug: 'aso',
    category: 'infection',
    name: 'ASO titre (antistreptolysin O)',
    nameHi: 'एएसओ टाइटर',
    aliases: ['aso', 'aslo', 'antistreptolysin', 'rheumatic fever test', 'एएसओ'],
    purpose:
      'Shows a recent throat infection by streptococcus, which can lead to rheumatic fever and heart valve disease in children.',
    purposeHi:
      'गले के हाल के स्ट्रेप्टोकोकस इन्फेक्शन का पता देता है, जिससे बच्चों में रूमेटिक बुखार और दिल के वाल्व की बीमारी हो सकती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 450,
    homeCollection: true,
    analytes: [
      {
        code: 'ASO',
        loinc: '5370-2', // https://loinc.org/5370-2/
        name: 'Antistreptolysin O',
        unit: 'IU/mL',
        decimals: 0,
        method: 'Immunoturbidimetry',
        referenceRanges: [{ ageYears: ADULT, high: 200 }],
      },
    ],
    source: medlinePlus(
      'streptococcus-tests',
      'Strep Tests',
      'Adult upper limit as commonly published; children’s limits are higher.',
    ),
    clinics: ['pediatric', 'cardiology'],
    symptoms: ['sore-throat', 'rheumatic-heart-disease', 'body-ache'],
  },

  // Infections (serology and rapid tests)

  {
    slug: 'hiv',
    category: 'infection',
    name: 'HIV 1 and 2 antibody test',
    nameHi: 'एचआईवी जाँच',
    aliases: ['hiv', 'aids test', 'hiv test', 'hiv 1 2', 'एचआईवी', 'एड्स'],
    purpose:
      'A confidential screening test for HIV. A reactive result is always confirmed by further tests as the national guidelines require; counselling is offered.',
    purposeHi:
      'एचआईवी की गोपनीय जाँच। रिएक्टिव आने पर राष्ट्रीय गाइडलाइन के अनुसार आगे की जाँच से पुष्टि की जाती है; सलाह (काउंसलिंग) दी जाती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 300,
    homeCollection: true,
    analytes: [
      {
        code: 'HIV',
        name: 'HIV 1 and 2 antibodies',
        ...NON_REACTIVE,
        method: 'Rapid immunochromatography / ELISA (NACO strategy)',
      },
    ],
    source: NACO,
    clinics: ['general-medicine'],
    symptoms: ['hiv-test', 'unexplained-weight-loss', 'pregnancy-danger-signs'],
  },
  {
    slug: 'hbsag',
    category: 'infection',
    name: 'Hepatitis B surface antigen (HBsAg)',
    nameHi: 'हेपेटाइटिस बी जाँच (एचबीएसएजी)',
    aliases: [
      'hbsag',
      'hepatitis b',
      'hep b',
      'australia antigen',
      'kala piliya',
      'काला पीलिया',
      'हेपेटाइटिस बी',
    ],
    purpose:
      'Finds hepatitis B infection of the liver. Done in pregnancy, before surgery and in jaundice.',
    purposeHi: 'लीवर का हेपेटाइटिस बी इन्फेक्शन पकड़ता है। गर्भावस्था, ऑपरेशन से पहले और पीलिया में कराई जाती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 250,
    homeCollection: true,
    analytes: [
      {
        code: 'HBSAG',
        loinc: '5196-1', // https://loinc.org/5196-1/
        name: 'HBsAg',
        ...NON_REACTIVE,
        method: 'Rapid immunochromatography / ELISA',
      },
    ],
    source: medlinePlus('hepatitis-b-tests', 'Hepatitis B Tests'),
    clinics: ['general-medicine'],
    symptoms: ['hepatitis-b-c', 'jaundice', 'liver-function-test'],
  },
  {
    slug: 'anti-hcv',
    category: 'infection',
    name: 'Hepatitis C antibody (anti-HCV)',
    nameHi: 'हेपेटाइटिस सी जाँच',
    aliases: ['hcv', 'anti hcv', 'hepatitis c', 'hep c', 'हेपेटाइटिस सी'],
    purpose:
      'Finds hepatitis C, a liver infection spread by unsafe injections and blood. It can be cured with tablets.',
    purposeHi:
      'हेपेटाइटिस सी पकड़ता है, जो असुरक्षित सुई और खून से फैलने वाला लीवर का इन्फेक्शन है। यह गोलियों से ठीक हो सकता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 500,
    homeCollection: true,
    analytes: [
      {
        code: 'HCV',
        loinc: '16128-1', // https://loinc.org/16128-1/
        name: 'Anti-HCV antibodies',
        ...NON_REACTIVE,
        method: 'Rapid immunochromatography / ELISA',
      },
    ],
    source: medlinePlus('hepatitis-c-test', 'Hepatitis C Test'),
    clinics: ['general-medicine'],
    symptoms: ['hepatitis-b-c', 'jaundice'],
  },
  {
    slug: 'vdrl',
    category: 'infection',
    name: 'VDRL (syphilis screening)',
    nameHi: 'वीडीआरएल (सिफ़लिस की जाँच)',
    aliases: ['vdrl', 'rpr', 'syphilis', 'वीडीआरएल'],
    purpose:
      'Screens for syphilis. Every pregnant woman is tested because treatment protects the baby.',
    purposeHi: 'सिफ़लिस की जाँच। हर गर्भवती महिला की जाँच होती है क्योंकि इलाज से बच्चा सुरक्षित रहता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [{ code: 'VDRL', name: 'VDRL', ...NON_REACTIVE, method: 'Slide flocculation' }],
    source: medlinePlus('syphilis-tests', 'Syphilis Tests'),
    clinics: ['general-medicine'],
    symptoms: ['skin-rash'],
  },
  {
    slug: 'widal',
    category: 'infection',
    name: 'Widal test (typhoid)',
    nameHi: 'विडाल टेस्ट (टाइफ़ाइड)',
    aliases: [
      'widal',
      'typhoid test',
      'motijhara',
      'miyadi bukhar',
      'मियादी बुखार',
      'टाइफ़ाइड',
      'विडाल',
    ],
    purpose:
      'An old blood test for typhoid. It is best done after the first week of fever and read with care: blood culture is the surer test.',
    purposeHi:
      'टाइफ़ाइड (मियादी बुखार) की पुरानी खून की जाँच। बुखार के पहले हफ़्ते के बाद कराना ठीक है और सावधानी से पढ़ी जाती है: ब्लड कल्चर ज़्यादा पक्की जाँच है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 12,
    priceInr: 200,
    homeCollection: true,
    analytes: [
      {
        code: 'TO',
        name: 'S. Typhi O',
        unit: 'titre (1:n)',
        decimals: 0,
        method: 'Tube agglutination',
        referenceRanges: [{ high: 40 }],
      },
      {
        code: 'TH',
        name: 'S. Typhi H',
        unit: 'titre (1:n)',
        decimals: 0,
        method: 'Tube agglutination',
        referenceRanges: [{ high: 80 }],
      },
      {
        code: 'AH',
        name: 'S. Paratyphi AH',
        unit: 'titre (1:n)',
        decimals: 0,
        method: 'Tube agglutination',
        referenceRanges: [{ high: 80 }],
      },
      {
        code: 'BH',
        name: 'S. Paratyphi BH',
        unit: 'titre (1:n)',
        decimals: 0,
        method: 'Tube agglutination',
        referenceRanges: [{ high: 80 }],
      },
    ],
    source: {
      name: 'WHO: Typhoid',
      url: 'https://www.who.int/news-room/fact-sheets/detail/typhoid',
      note: 'Titres of 1:80 (O) and 1:160 (H) or more are taken as significant in India; a rising titre on a second sample counts most.',
    },
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['typhoid', 'fever', 'child-fever'],
  },
  {
    slug: 'typhidot',
    category: 'infection',
    name: 'Typhoid IgM/IgG rapid test (Typhidot)',
    nameHi: 'टाइफ़ीडॉट (टाइफ़ाइड की जल्दी जाँच)',
    aliases: ['typhidot', 'typhoid igm', 'typhoid rapid', 'टाइफ़ीडॉट'],
    purpose: 'A rapid card test for antibodies to typhoid. IgM suggests a recent infection.',
    purposeHi:
      'टाइफ़ाइड के एंटीबॉडी की जल्दी होने वाली कार्ड जाँच। आईजीएम पॉज़िटिव होना हाल के इन्फेक्शन की ओर इशारा है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 2,
    priceInr: 500,
    homeCollection: true,
    analytes: [
      { code: 'TYPHIGM', name: 'S. Typhi IgM', ...NEGATIVE, method: 'Immunochromatographic card' },
      { code: 'TYPHIGG', name: 'S. Typhi IgG', ...NEGATIVE, method: 'Immunochromatographic card' },
    ],
    source: {
      name: 'WHO: Typhoid',
      url: 'https://www.who.int/news-room/fact-sheets/detail/typhoid',
    },
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['typhoid', 'fever'],
  },
  {
    slug: 'dengue-ns1',
    category: 'infection',
    name: 'Dengue NS1 antigen',
    nameHi: 'डेंगू एनएस1 जाँच',
    aliases: ['dengue', 'ns1', 'dengue ns1', 'dengue test', 'dengu', 'डेंगू'],
    purpose: 'Finds dengue in the first five days of fever, before antibodies appear.',
    purposeHi: 'बुखार के पहले पाँच दिनों में डेंगू पकड़ता है, एंटीबॉडी बनने से पहले।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 600,
    homeCollection: true,
    analytes: [
      {
        code: 'NS1',
        name: 'Dengue NS1 antigen',
        ...NEGATIVE,
        method: 'ELISA (NIV kit, as NCVBDC advises) / rapid card',
      },
    ],
    source: WHO_DENGUE,
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['dengue', 'dengue-warning-signs', 'fever', 'child-rash-fever'],
  },
  {
    slug: 'dengue-igm-igg',
    category: 'infection',
    name: 'Dengue IgM and IgG antibodies',
    nameHi: 'डेंगू आईजीएम-आईजीजी जाँच',
    aliases: ['dengue igm', 'dengue igg', 'dengue antibody', 'डेंगू'],
    purpose:
      'Finds dengue from the fifth day of fever onwards; IgG also shows an earlier dengue infection.',
    purposeHi: 'बुखार के पाँचवें दिन से डेंगू पकड़ता है; आईजीजी से पहले हुए डेंगू का भी पता चलता है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 6,
    priceInr: 700,
    homeCollection: true,
    analytes: [
      { code: 'DENIGM', name: 'Dengue IgM', ...NEGATIVE, method: 'MAC-ELISA / rapid card' },
      { code: 'DENIGG', name: 'Dengue IgG', ...NEGATIVE, method: 'ELISA / rapid card' },
    ],
    source: WHO_DENGUE,
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['dengue', 'fever', 'body-ache'],
  },
  {
    slug: 'malaria-antigen',
    category: 'infection',
    name: 'Malaria rapid antigen test (Pf/Pv)',
    nameHi: 'मलेरिया कार्ड जाँच',
    aliases: [
      'malaria',
      'malaria card',
      'mp card',
      'rdt',
      'malaria test',
      'thand lag ke bukhar',
      'ठंड लगकर बुखार',
      'मलेरिया',
    ],
    purpose:
      'A 20-minute card test for malaria, which also tells the dangerous falciparum type from vivax.',
    purposeHi:
      '20 मिनट में होने वाली मलेरिया की कार्ड जाँच, जो खतरनाक फ़ैल्सीपेरम और वाइवैक्स किस्म में फ़र्क भी बताती है।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 1,
    priceInr: 300,
    homeCollection: true,
    analytes: [
      {
        code: 'PF',
        name: 'P. falciparum antigen (HRP-2)',
        ...NEGATIVE,
        method: 'Immunochromatographic card (bivalent RDT)',
      },
      {
        code: 'PV',
        name: 'P. vivax antigen (pLDH)',
        ...NEGATIVE,
        method: 'Immunochromatographic card (bivalent RDT)',
      },
    ],
    source: WHO_MALARIA,
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['malaria', 'fever', 'child-fever'],
  },
  {
    slug: 'malaria-smear',
    category: 'infection',
    name: 'Malaria parasite smear (MP slide)',
    nameHi: 'मलेरिया की स्लाइड जाँच (एमपी)',
    aliases: ['mp', 'mp smear', 'malaria slide', 'malaria parasite', 'thick smear', 'मलेरिया'],
    purpose:
      'Looks for malaria parasites under the microscope; it tells the type and how many there are.',
    purposeHi: 'माइक्रोस्कोप से मलेरिया के परजीवी खोजता है; इससे उनकी किस्म और गिनती पता चलती है।',
    sample: 'blood',
    fasting: null,
    preparation:
      'No preparation. Best taken while you have fever or chills, before any malaria medicine.',
    preparationHi: 'कोई तैयारी नहीं। बुखार या कँपकँपी के समय, मलेरिया की कोई दवा लेने से पहले देना सबसे अच्छा है।',
    turnaroundHours: 4,
    priceInr: 100,
    homeCollection: true,
    analytes: [
      {
        code: 'MP',
        name: 'Malaria parasites',
        kind: 'qualitative',
        results: ['not-seen', 'p-vivax', 'p-falciparum', 'mixed'],
        normal: 'not-seen',
        method: 'Thick and thin smear, Giemsa / JSB stain',
      },
    ],
    source: WHO_MALARIA,
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['malaria', 'fever'],
  },
  {
    slug: 'chikungunya-igm',
    category: 'infection',
    name: 'Chikungunya IgM',
    nameHi: 'चिकनगुनिया जाँच',
    aliases: ['chikungunya', 'chikungunya igm', 'chikungunya test', 'चिकनगुनिया'],
    purpose:
      'Finds chikungunya, a mosquito-borne fever with severe joint pain, from about the fifth day of illness.',
    purposeHi:
      'चिकनगुनिया पकड़ता है, मच्छर से होने वाला बुखार जिसमें जोड़ों में तेज़ दर्द होता है; बीमारी के लगभग पाँचवें दिन से।',
    sample: 'blood',
    ...NO_PREP,
    turnaroundHours: 24,
    priceInr: 700,
    homeCollection: true,
    analytes: [{ code: 'CHIKIGM', name: 'Chikungunya IgM', ...NEGATIVE, method: 'MAC-ELISA' }],
    source: {
      name: 'WHO: Chikungunya',
      url: 'https://www.who.int/news-room/fact-sheets/detail/chikungunya',
    },
    clinics: ['general-medicine'],
    symptoms: ['chikungunya', 'fever', 'body-ache'],
  },

  // Clinical pathology and microbiology

  {
    slug: 'urine-routine',
    category: 'clinical-pathology',
    name: 'Urine routine and microscopy',
    nameHi: 'पेशाब की जाँच (यूरिन रूटीन)',
    aliases: [
      'urine routine',
      'urine test',
      'urine re',
      'urine r/m',
      'urinalysis',
      'peshab ki jaanch',
      'pesab',
      'पेशाब की जाँच',
      'यूरिन टेस्ट',
    ],
    purpose:
      'Checks the urine for infection, sugar, protein and blood. Advised for burning urine, fever, diabetes, kidney disease and in pregnancy.',
    purposeHi:
      'पेशाब में इन्फेक्शन, शुगर, प्रोटीन और खून देखता है। पेशाब में जलन, बुखार, डायबिटीज़, गुर्दे की बीमारी और गर्भावस्था में कराई जाती है।',
    sample: 'urine',
    ...URINE_PREP,
    turnaroundHours: 4,
    priceInr: 150,
    homeCollection: true,
    analytes: [
      { code: 'COLOUR', name: 'Colour and appearance', kind: 'narrative', method: 'Visual' },
      {
        code: 'PH',
        plausible: { min: 4, max: 9 },
        name: 'pH',
        unit: null,
        decimals: 1,
        method: 'Reagent strip',
        referenceRanges: [{ low: 4.5, high: 8.0 }],
      },
      {
        code: 'SG',
        plausible: { min: 1, max: 1.06 },
        name: 'Specific gravity',
        unit: null,
        decimals: 3,
        method: 'Reagent strip',
        referenceRanges: [{ low: 1.005, high: 1.03 }],
      },
      {
        code: 'PROT',
        name: 'Protein',
        ...NIL_TO_4,
        method: 'Reagent strip, confirmed by sulphosalicylic acid',
      },
      {
        code: 'GLU',
        name: 'Glucose',
        ...NIL_TO_4,
        method: 'Reagent strip (glucose oxidase), confirmed by Benedict’s test',
      },
      { code: 'KET', name: 'Ketone bodies', ...NEGATIVE, method: 'Reagent strip (nitroprusside)' },
      { code: 'BIL', name: 'Bilirubin', ...NEGATIVE, method: 'Reagent strip' },
      {
        code: 'UBG',
        name: 'Urobilinogen',
        kind: 'qualitative',
        results: ['normal', 'increased'],
        normal: 'normal',
        method: 'Reagent strip',
      },
      { code: 'BLD', name: 'Blood', ...NEGATIVE, method: 'Reagent strip' },
      { code: 'NIT', name: 'Nitrite', ...NEGATIVE, method: 'Reagent strip' },
      { code: 'LEU', name: 'Leucocyte esterase', ...NEGATIVE, method: 'Reagent strip' },
      {
        code: 'PUS',
        name: 'Pus cells',
        unit: '/hpf',
        decimals: 0,
        method: URINE_MICROSCOPY_METHOD,
        referenceRanges: [{ low: 0, high: 5 }],
      },
      {
        code: 'URBC',
        name: 'Red blood cells',
        unit: '/hpf',
        decimals: 0,
        method: URINE_MICROSCOPY_METHOD,
        referenceRanges: [{ low: 0, high: 2 }],
      },
      {
        code: 'EPI',
        name: 'Epithelial cells',
        unit: '/hpf',
        decimals: 0,
        method: URINE_MICROSCOPY_METHOD,
        referenceRanges: [{ low: 0, high: 5 }],
      },
      { code: 'CAST', name: 'Casts', ...NOT_SEEN, method: URINE_MICROSCOPY_METHOD },
      { code: 'CRYS', name: 'Crystals', ...NOT_SEEN, method: URINE_MICROSCOPY_METHOD },
      { code: 'BACT', name: 'Bacteria', ...NOT_SEEN, method: URINE_MICROSCOPY_METHOD },
    ],
    source: medlinePlus('urinalysis', 'Urinalysis'),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: [
      'burning-urine',
      'blood-in-urine',
      'foamy-urine',
      'kidney-check',
      'diabetes',
      'fever',
      'bedwetting',
      'full-body-check-up',
    ],
  },
  {
    slug: 'urine-culture',
    category: 'microbiology',
    name: 'Urine culture and sensitivity',
    nameHi: 'पेशाब का कल्चर',
    aliases: [
      'urine culture',
      'urine c/s',
      'uti test',
      'urine infection',
      'peshab mein infection',
      'पेशाब का इन्फेक्शन',
      'यूरिन कल्चर',
    ],
    purpose: 'Grows the germs of a urine infection and shows which antibiotics work against them.',
    purposeHi: 'पेशाब के इन्फेक्शन के कीटाणु उगाकर बताता है कि कौन-सी एंटीबायोटिक उन पर असर करेगी।',
    sample: 'urine',
    fasting: null,
    preparation:
      'Wash the private parts with water, then collect midstream urine in the sterile container from the lab; bring it within an hour. If possible, before starting antibiotics.',
    preparationHi:
      'गुप्तांग पानी से धोएँ, फिर बीच की धार का पेशाब लैब के कीटाणुरहित डिब्बे में लें; एक घंटे के अंदर ले आएँ। हो सके तो एंटीबायोटिक शुरू करने से पहले।',
    turnaroundHours: 72,
    priceInr: 500,
    homeCollection: false,
    analytes: [
      {
        code: 'GROWTH',
        name: 'Growth',
        kind: 'qualitative',
        results: ['no-growth', 'insignificant-growth', 'significant-growth'],
        normal: 'no-growth',
        method: 'Semi-quantitative culture (calibrated loop), 48 hours aerobic',
      },
      {
        code: 'ORG',
        name: 'Organism and antibiotic sensitivity',
        kind: 'narrative',
        method: 'Biochemical identification; Kirby-Bauer disc diffusion (CLSI)',
      },
    ],
    source: medlinePlus(
      'urine-culture',
      'Urine Culture',
      'Significant growth is 100,000 colony-forming units per mL or more of one organism.',
    ),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['burning-urine', 'fever', 'blood-in-urine'],
  },
  {
    slug: 'stool-routine',
    category: 'clinical-pathology',
    name: 'Stool routine and microscopy',
    nameHi: 'मल की जाँच (स्टूल रूटीन)',
    aliases: [
      'stool routine',
      'stool test',
      'stool r/m',
      'latrine test',
      'potty test',
      'pet ke keede',
      'मल की जाँच',
      'टट्टी की जाँच',
      'पेट के कीड़े',
    ],
    purpose:
      'Looks for worms, amoeba, blood and pus in the stool; advised for loose motions, stomach pain and worms.',
    purposeHi: 'मल में कीड़े, अमीबा, खून और मवाद देखता है; दस्त, पेट दर्द और कीड़ों में कराई जाती है।',
    sample: 'stool',
    fasting: null,
    preparation:
      'Collect a small amount of fresh stool in the clean container we give you, without urine or water, and bring it within two hours.',
    preparationHi:
      'ताज़ा मल थोड़ी मात्रा में हमारे दिए साफ़ डिब्बे में लें, पेशाब या पानी न मिलने दें, और दो घंटे के अंदर ले आएँ।',
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [
      { code: 'APPEAR', name: 'Colour and consistency', kind: 'narrative', method: 'Visual' },
      {
        code: 'MUCUS',
        name: 'Mucus',
        kind: 'qualitative',
        results: ['absent', 'present'],
        normal: 'absent',
        method: 'Visual',
      },
      { code: 'OVA', name: 'Ova and cysts', ...NOT_SEEN, method: 'Saline and iodine wet mount' },
      { code: 'SPUS', name: 'Pus cells', ...NOT_SEEN, method: 'Saline wet mount' },
      { code: 'SRBC', name: 'Red blood cells', ...NOT_SEEN, method: 'Saline wet mount' },
      {
        code: 'FINDINGS',
        name: 'Parasites and other findings',
        kind: 'narrative',
        method: 'Light microscopy',
      },
    ],
    source: medlinePlus('ova-and-parasites-test', 'Ova and Parasites Test'),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['loose-motions', 'stomach-pain', 'worms', 'child-diarrhoea'],
  },
  {
    slug: 'stool-occult-blood',
    category: 'clinical-pathology',
    name: 'Stool occult blood',
    nameHi: 'मल में छिपे खून की जाँच',
    aliases: ['occult blood', 'fobt', 'stool blood', 'hidden blood stool', 'मल में खून'],
    purpose:
      'Finds blood in the stool that cannot be seen, a sign of bleeding in the gut; advised in unexplained anaemia.',
    purposeHi:
      'मल में वह खून पकड़ता है जो आँख से न दिखे, जो आँतों से खून बहने की निशानी है; बिना वजह खून की कमी में कराई जाती है।',
    sample: 'stool',
    fasting: null,
    preparation:
      'Collect a small amount of fresh stool in the container we give you. Tell us if you have piles or periods at the time.',
    preparationHi:
      'ताज़ा मल थोड़ी मात्रा में हमारे दिए डिब्बे में लें। बवासीर हो या उस समय माहवारी चल रही हो तो हमें बताएँ।',
    turnaroundHours: 6,
    priceInr: 150,
    homeCollection: true,
    analytes: [
      { code: 'OB', name: 'Occult blood', ...NEGATIVE, method: 'Immunochemical card (FIT)' },
    ],
    source: medlinePlus('fecal-occult-blood-test-fobt', 'Fecal Occult Blood Test (FOBT)'),
    clinics: ['general-medicine'],
    symptoms: ['anaemia', 'stomach-pain', 'unexplained-weight-loss'],
  },
  {
    slug: 'sputum-afb',
    category: 'microbiology',
    name: 'Sputum AFB (TB microscopy), two samples',
    nameHi: 'बलगम की टीबी जाँच (एएफ़बी)',
    aliases: [
      'sputum',
      'afb',
      'sputum afb',
      'tb test',
      'balgam ki jaanch',
      'tb ki jaanch',
      'बलगम की जाँच',
      'टीबी की जाँच',
    ],
    purpose:
      'Looks for TB germs in phlegm. Advised for cough of two weeks or more, with fever, weight loss or blood in the sputum.',
    purposeHi:
      'बलगम में टीबी के कीटाणु खोजता है। दो हफ़्ते या ज़्यादा की खाँसी, बुखार, वज़न घटने या बलगम में खून आने पर कराई जाती है।',
    sample: 'sputum',
    fasting: null,
    preparation:
      'Rinse your mouth with water, then cough deeply and spit the phlegm (not saliva) into the container. One sample on the spot and one early next morning.',
    preparationHi:
      'पानी से कुल्ला करें, फिर ज़ोर से खाँसकर गहरा बलगम (थूक नहीं) डिब्बे में डालें। एक सैंपल उसी समय और एक अगली सुबह सबसे पहले।',
    turnaroundHours: 24,
    priceInr: 100,
    homeCollection: false,
    analytes: [
      {
        code: 'AFB1',
        name: 'AFB, sample 1',
        kind: 'qualitative',
        results: ['negative', 'scanty', '1+', '2+', '3+'],
        normal: 'negative',
        method: 'Ziehl-Neelsen / LED fluorescence microscopy (NTEP grading)',
      },
      {
        code: 'AFB2',
        name: 'AFB, sample 2',
        kind: 'qualitative',
        results: ['negative', 'scanty', '1+', '2+', '3+'],
        normal: 'negative',
        method: 'Ziehl-Neelsen / LED fluorescence microscopy (NTEP grading)',
      },
    ],
    source: NTEP,
    clinics: ['general-medicine'],
    symptoms: ['cough-more-than-two-weeks', 'unexplained-weight-loss', 'cough'],
  },
  {
    slug: 'tb-naat',
    category: 'microbiology',
    name: 'TB test by NAAT (CBNAAT / Truenat)',
    nameHi: 'टीबी की मशीन जाँच (सीबीनेट / ट्रूनेट)',
    aliases: ['cbnaat', 'genexpert', 'truenat', 'naat', 'tb pcr', 'सीबीनेट', 'ट्रूनेट'],
    purpose:
      'A molecular test that finds TB within hours and shows whether it resists rifampicin, the main TB medicine.',
    purposeHi:
      'एक मॉलिक्यूलर जाँच, जो कुछ घंटों में टीबी पकड़ती है और बताती है कि टीबी की मुख्य दवा रिफ़ैम्पिसिन उस पर असर करेगी या नहीं।',
    sample: 'sputum',
    fasting: null,
    preparation:
      'Rinse your mouth with water, then cough deeply and spit the phlegm (not saliva) into the container, preferably early in the morning.',
    preparationHi:
      'पानी से कुल्ला करें, फिर ज़ोर से खाँसकर गहरा बलगम (थूक नहीं) डिब्बे में डालें, हो सके तो सुबह सबसे पहले।',
    turnaroundHours: 24,
    priceInr: 1500,
    homeCollection: false,
    analytes: [
      {
        code: 'MTB',
        name: 'M. tuberculosis',
        kind: 'qualitative',
        results: ['not-detected', 'detected'],
        normal: 'not-detected',
        method: 'Cartridge-based NAAT (real-time PCR)',
      },
      {
        code: 'RIF',
        name: 'Rifampicin resistance',
        kind: 'qualitative',
        results: ['not-detected', 'detected', 'indeterminate'],
        normal: 'not-detected',
        method: 'Cartridge-based NAAT (real-time PCR)',
      },
    ],
    source: NTEP,
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['cough-more-than-two-weeks', 'unexplained-weight-loss'],
  },
  {
    slug: 'mantoux',
    category: 'microbiology',
    name: 'Mantoux test (tuberculin skin test)',
    nameHi: 'मांटू टेस्ट (टीबी की त्वचा जाँच)',
    aliases: ['mantoux', 'tst', 'tuberculin', 'ppd', 'मांटू', 'मॉन्टू'],
    purpose:
      'A small injection under the skin of the forearm, read after 2 to 3 days. It shows contact with TB, mostly used in children.',
    purposeHi:
      'बाँह की त्वचा में छोटा-सा इंजेक्शन, जिसे 2 से 3 दिन बाद पढ़ा जाता है। टीबी के संपर्क का पता चलता है, ज़्यादातर बच्चों में।',
    sample: 'skin-test',
    fasting: null,
    preparation:
      'Come back to the lab 48 to 72 hours after the injection for the reading. Do not scratch, rub or cover the spot.',
    preparationHi: 'इंजेक्शन के 48 से 72 घंटे बाद पढ़वाने के लिए लैब ज़रूर आएँ। उस जगह को न खुजाएँ, न रगड़ें, न ढकें।',
    turnaroundHours: 72,
    priceInr: 200,
    homeCollection: false,
    analytes: [
      {
        code: 'INDUR',
        plausible: { min: 0, max: 100 },
        name: 'Induration at 48–72 hours',
        unit: 'mm',
        decimals: 0,
        method: 'Intradermal 5 TU PPD (or 2 TU RT-23), read by ruler',
        referenceRanges: [{ high: 9 }],
        bands: [
          {
            low: 10,
            label: 'Positive (5 mm or more counts in HIV or severe malnutrition)',
            labelHi: 'पॉज़िटिव (एचआईवी या गंभीर कुपोषण में 5 मिमी से ही)',
          },
        ],
      },
    ],
    source: {
      ...NTEP,
      note: 'Induration of 10 mm or more is positive; 5 mm or more in people with HIV or severe malnutrition.',
    },
    clinics: ['pediatric', 'general-medicine'],
    symptoms: ['cough-more-than-two-weeks', 'poor-growth'],
  },
  {
    slug: 'blood-culture',
    category: 'microbiology',
    name: 'Blood culture and sensitivity',
    nameHi: 'ब्लड कल्चर',
    aliases: ['blood culture', 'blood c/s', 'sepsis test', 'typhoid culture', 'ब्लड कल्चर'],
    purpose:
      'Grows germs from the blood in serious infection or long fever (such as typhoid) and shows which antibiotics work.',
    purposeHi:
      'गंभीर इन्फेक्शन या लंबे बुखार (जैसे टाइफ़ाइड) में खून से कीटाणु उगाकर बताता है कि कौन-सी एंटीबायोटिक असर करेगी।',
    sample: 'blood',
    ...CULTURE_PREP,
    turnaroundHours: 120,
    priceInr: 900,
    homeCollection: false,
    analytes: [
      {
        code: 'GROWTH',
        name: 'Growth',
        kind: 'qualitative',
        results: ['no-growth', 'growth'],
        normal: 'no-growth',
        method: 'Automated blood culture system, 5 days',
      },
      {
        code: 'ORG',
        name: 'Organism and antibiotic sensitivity',
        kind: 'narrative',
        method: 'Biochemical identification; Kirby-Bauer disc diffusion (CLSI)',
      },
    ],
    source: medlinePlus(
      'blood-culture',
      'Blood Culture',
      'A first report at 48 hours; "no growth" is final after 5 days.',
    ),
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['typhoid', 'fever', 'child-danger-signs'],
  },
  {
    slug: 'semen-analysis',
    category: 'clinical-pathology',
    name: 'Semen analysis',
    nameHi: 'वीर्य की जाँच (सीमेन एनालिसिस)',
    aliases: [
      'semen',
      'semen analysis',
      'sperm count',
      'virya ki jaanch',
      'वीर्य की जाँच',
      'स्पर्म काउंट',
    ],
    purpose:
      'Checks the number, movement and shape of sperm, when a couple has difficulty having a child.',
    purposeHi: 'शुक्राणुओं की गिनती, चाल और बनावट देखता है, जब पति-पत्नी को संतान होने में दिक्कत हो।',
    sample: 'semen',
    forSex: 'male',
    fasting: null,
    preparation:
      'No sex or masturbation for 2 to 7 days before. Collect the whole sample by masturbation into the lab’s sterile container, at the lab, without condom or lubricant.',
    preparationHi:
      'जाँच से 2 से 7 दिन पहले तक संबंध या हस्तमैथुन न करें। पूरा सैंपल हस्तमैथुन से लैब के कीटाणुरहित डिब्बे में, लैब में ही दें, बिना कंडोम या चिकनाई के।',
    turnaroundHours: 6,
    priceInr: 400,
    homeCollection: false,
    analytes: [
      {
        code: 'VOL',
        name: 'Volume',
        unit: 'mL',
        decimals: 1,
        method: 'Weighing / graduated tube',
        referenceRanges: [{ sex: 'male', low: 1.4 }],
      },
      {
        code: 'SPH',
        plausible: { min: 4, max: 9 },
        name: 'pH',
        unit: null,
        decimals: 1,
        method: 'pH paper',
        referenceRanges: [{ sex: 'male', low: 7.2 }],
      },
      {
        code: 'CONC',
        name: 'Sperm concentration',
        unit: 'million/mL',
        decimals: 1,
        method: 'Improved Neubauer haemocytometer',
        referenceRanges: [{ sex: 'male', low: 16 }],
      },
      {
        code: 'TOTAL',
        name: 'Total sperm number',
        unit: 'million per ejaculate',
        decimals: 0,
        calculated: true,
        method: 'Calculated (concentration × volume)',
        referenceRanges: [{ sex: 'male', low: 39 }],
      },
      {
        code: 'MOT',
        name: 'Total motility (progressive + non-progressive)',
        unit: '%',
        decimals: 0,
        method: 'Light microscopy',
        referenceRanges: [{ sex: 'male', low: 42 }],
      },
      {
        code: 'PR',
        name: 'Progressive motility',
        unit: '%',
        decimals: 0,
        method: 'Light microscopy',
        referenceRanges: [{ sex: 'male', low: 30 }],
      },
      {
        code: 'VIT',
        name: 'Vitality (live sperm)',
        unit: '%',
        decimals: 0,
        method: 'Eosin–nigrosin stain',
        referenceRanges: [{ sex: 'male', low: 54 }],
      },
      {
        code: 'MORPH',
        name: 'Normal forms',
        unit: '%',
        decimals: 0,
        method: 'Papanicolaou stain, strict criteria',
        referenceRanges: [{ sex: 'male', low: 4 }],
      },
      {
        code: 'SPUS',
        name: 'Pus cells and other findings',
        kind: 'narrative',
        method: 'Light microscopy',
      },
    ],
    source: {
      name: 'WHO laboratory manual for the examination and processing of human semen, 6th edition (2021)',
      url: 'https://www.who.int/publications/i/item/9789240030787',
      note: 'Lower reference limits (5th centile) of fertile men.',
    },
    clinics: ['general-medicine'],
    symptoms: [],
  },
  {
    slug: 'pap-smear',
    category: 'cytology',
    name: 'Pap smear (cervical cytology)',
    nameHi: 'पैप स्मीयर (बच्चेदानी के मुँह की जाँच)',
    aliases: [
      'pap',
      'pap smear',
      'pap test',
      'cervical screening',
      'cervix cancer test',
      'बच्चेदानी की जाँच',
      'पैप स्मीयर',
    ],
    purpose:
      'Finds early changes in the cervix (mouth of the womb) before they become cancer. Advised for women from 30 years, every 3 to 5 years.',
    purposeHi:
      'बच्चेदानी के मुँह (सर्विक्स) में कैंसर बनने से पहले के बदलाव पकड़ता है। 30 साल से ऊपर की महिलाओं को हर 3 से 5 साल में कराने की सलाह है।',
    sample: 'swab',
    forSex: 'female',
    fasting: null,
    preparation:
      'Not during periods. For 2 days before, avoid sex, vaginal medicines and douching. A woman doctor or nurse takes the sample at the clinic in a few minutes.',
    preparationHi:
      'माहवारी के दिनों में नहीं। 2 दिन पहले से संबंध, योनि की दवा और अंदर धोने से बचें। महिला डॉक्टर या नर्स क्लिनिक में कुछ मिनटों में सैंपल लेती हैं।',
    turnaroundHours: 72,
    priceInr: 600,
    homeCollection: false,
    analytes: [
      {
        code: 'ADEQ',
        name: 'Specimen adequacy',
        kind: 'qualitative',
        results: ['satisfactory', 'unsatisfactory'],
        normal: 'satisfactory',
        method: 'Conventional / liquid-based cytology, Papanicolaou stain',
      },
      {
        code: 'BETH',
        name: 'Interpretation (Bethesda system)',
        kind: 'qualitative',
        results: ['nilm', 'ascus', 'lsil', 'asc-h', 'hsil', 'agc', 'carcinoma'],
        normal: 'nilm',
        method: 'Papanicolaou stain, The Bethesda System 2014',
      },
      { code: 'COMMENT', name: 'Comment', kind: 'narrative', method: 'Pathologist’s opinion' },
    ],
    source: medlinePlus(
      'pap-smear',
      'Pap Smear',
      'Reported in The Bethesda System; NILM means no abnormal cells.',
    ),
    clinics: ['pathology'],
    symptoms: ['pap-smear', 'biopsy-and-reports'],
  },
]

export const LAB_PACKAGES: readonly LabPackage[] = [
  {
    slug: 'basic-health-check',
    name: 'Basic health check',
    nameHi: 'बेसिक हेल्थ चेकअप',
    aliases: [
      'health checkup',
      'full body checkup',
      'body checkup',
      'routine checkup',
      'pura sharir jaanch',
      'पूरे शरीर की जाँच',
      'हेल्थ चेकअप',
    ],
    purpose:
      'A yearly check of blood count, sugar, cholesterol, liver, kidneys, thyroid and urine for adults who feel well.',
    purposeHi:
      'स्वस्थ महसूस करने वाले बड़ों के लिए साल में एक बार की जाँच: खून, शुगर, कोलेस्ट्रॉल, लीवर, गुर्दे, थायरॉइड और पेशाब।',
    tests: ['cbc', 'blood-sugar-fasting', 'lipid-profile', 'lft', 'kft', 'tsh', 'urine-routine'],
    priceInr: 1499,
    clinics: ['general-medicine'],
    symptoms: ['full-body-check-up', 'tests-at-home'],
  },
  {
    slug: 'diabetes-care',
    name: 'Diabetes care',
    nameHi: 'डायबिटीज़ केयर (शुगर पैकेज)',
    aliases: [
      'diabetes package',
      'sugar package',
      'diabetes checkup',
      'sugar ki puri jaanch',
      'शुगर पैकेज',
      'डायबिटीज़ जाँच',
    ],
    purpose:
      'The tests a person with diabetes needs every three to six months: sugar fasting and after food, HbA1c, kidneys, cholesterol and urine protein.',
    purposeHi:
      'डायबिटीज़ वाले व्यक्ति के लिए हर तीन से छह महीने की जाँचें: खाली पेट और खाने के बाद शुगर, एचबीए1सी, गुर्दे, कोलेस्ट्रॉल और पेशाब में प्रोटीन।',
    tests: [
      'blood-sugar-fasting',
      'blood-sugar-pp',
      'hba1c',
      'kft',
      'lipid-profile',
      'urine-routine',
      'urine-acr',
    ],
    priceInr: 1399,
    clinics: ['general-medicine'],
    symptoms: ['diabetes', 'bp-sugar-follow-up'],
  },
  {
    slug: 'fever-panel',
    name: 'Fever panel',
    nameHi: 'बुखार की जाँच (फ़ीवर पैनल)',
    aliases: [
      'fever panel',
      'fever package',
      'fever profile',
      'bukhar ki jaanch',
      'बुखार की जाँच',
      'बुखार पैकेज',
    ],
    purpose:
      'For fever of more than two or three days: blood count with platelets, malaria, dengue, typhoid, urine and CRP in one sample.',
    purposeHi:
      'दो-तीन दिन से ज़्यादा के बुखार के लिए: प्लेटलेट्स समेत खून की जाँच, मलेरिया, डेंगू, टाइफ़ाइड, पेशाब और सीआरपी, एक ही बार में।',
    tests: ['cbc', 'malaria-antigen', 'dengue-ns1', 'widal', 'urine-routine', 'crp'],
    priceInr: 1199,
    clinics: ['general-medicine', 'pediatric'],
    symptoms: ['fever', 'dengue', 'malaria', 'typhoid', 'child-fever'],
  },
  {
    slug: 'antenatal-profile',
    name: 'Pregnancy (antenatal) profile',
    nameHi: 'गर्भावस्था की जाँचें (एएनसी प्रोफ़ाइल)',
    aliases: [
      'anc profile',
      'antenatal',
      'pregnancy profile',
      'pregnancy tests',
      'garbhavastha jaanch',
      'गर्भावस्था जाँच',
      'एएनसी',
    ],
    purpose:
      'The first-visit tests of pregnancy as India’s antenatal guidelines list them: blood count, blood group, sugar, HIV, hepatitis B, syphilis, thyroid and urine.',
    purposeHi:
      'भारत की गर्भावस्था गाइडलाइन के अनुसार पहली जाँच के टेस्ट: खून, ब्लड ग्रुप, शुगर, एचआईवी, हेपेटाइटिस बी, सिफ़लिस, थायरॉइड और पेशाब।',
    forSex: 'female',
    tests: ['cbc', 'blood-group', 'gdm-test', 'hiv', 'hbsag', 'vdrl', 'tsh', 'urine-routine'],
    priceInr: 1199,
    clinics: ['general-medicine'],
    symptoms: ['pregnancy-danger-signs'],
  },
  {
    slug: 'heart-check',
    name: 'Heart check',
    nameHi: 'दिल की जाँच (हार्ट चेकअप)',
    aliases: [
      'heart checkup',
      'cardiac profile',
      'heart package',
      'dil ki jaanch',
      'दिल की जाँच',
      'हार्ट चेकअप',
    ],
    purpose:
      'Blood tests for heart risk: cholesterol, hs-CRP, sugar, HbA1c and kidneys. Your doctor may add an ECG.',
    purposeHi:
      'दिल के खतरे की खून की जाँचें: कोलेस्ट्रॉल, एचएस-सीआरपी, शुगर, एचबीए1सी और गुर्दे। डॉक्टर साथ में ईसीजी भी करा सकते हैं।',
    tests: ['lipid-profile', 'hs-crp', 'blood-sugar-fasting', 'hba1c', 'kft'],
    priceInr: 1599,
    clinics: ['cardiology', 'general-medicine'],
    symptoms: ['heart-check-up', 'high-cholesterol', 'high-blood-pressure', 'after-heart-attack'],
  },
  {
    slug: 'thyroid-care',
    name: 'Thyroid care',
    nameHi: 'थायरॉइड केयर',
    aliases: ['thyroid package', 'thyroid checkup', 'थायराइड पैकेज'],
    purpose:
      'Thyroid hormones with free T4, and the blood count and cholesterol that thyroid problems often change.',
    purposeHi:
      'थायरॉइड हार्मोन और फ़्री टी4, साथ में खून और कोलेस्ट्रॉल की जाँच, जिन पर थायरॉइड की गड़बड़ी अक्सर असर डालती है।',
    tests: ['thyroid-profile', 'free-t4', 'cbc', 'lipid-profile'],
    priceInr: 1199,
    clinics: ['general-medicine'],
    symptoms: ['thyroid', 'weight-gain', 'tiredness'],
  },
  {
    slug: 'senior-citizen-check',
    name: 'Senior citizen check',
    nameHi: 'बुज़ुर्गों की जाँच (सीनियर सिटिज़न)',
    aliases: [
      'senior citizen',
      'elderly checkup',
      'old age checkup',
      'buzurg',
      'बुज़ुर्ग',
      'सीनियर सिटिज़न',
    ],
    purpose:
      'A wider yearly check for people over 60: blood count, ESR, sugar, HbA1c, cholesterol, liver, kidneys, thyroid, vitamin D and B12, and urine.',
    purposeHi:
      '60 साल से ऊपर के लोगों के लिए साल की बड़ी जाँच: खून, ईएसआर, शुगर, एचबीए1सी, कोलेस्ट्रॉल, लीवर, गुर्दे, थायरॉइड, विटामिन डी और बी12, और पेशाब।',
    tests: [
      'cbc',
      'esr',
      'blood-sugar-fasting',
      'hba1c',
      'lipid-profile',
      'lft',
      'kft',
      'tsh',
      'vitamin-d',
      'vitamin-b12',
      'urine-routine',
    ],
    priceInr: 2999,
    clinics: ['general-medicine'],
    symptoms: ['full-body-check-up', 'tiredness', 'memory-loss', 'tests-at-home'],
  },
  {
    slug: 'womens-health',
    name: 'Women’s health',
    nameHi: 'महिलाओं की सेहत की जाँच',
    aliases: ['women health', 'womens package', 'ladies checkup', 'mahila jaanch', 'महिला जाँच'],
    purpose:
      'For tiredness, hair fall and weak bones, common in women: blood count, iron store, thyroid, vitamin D and B12, calcium, sugar and urine.',
    purposeHi:
      'थकान, बाल झड़ने और कमज़ोर हड्डियों के लिए, जो महिलाओं में आम हैं: खून, आयरन का भंडार, थायरॉइड, विटामिन डी और बी12, कैल्शियम, शुगर और पेशाब।',
    forSex: 'female',
    tests: [
      'cbc',
      'ferritin',
      'tsh',
      'vitamin-d',
      'vitamin-b12',
      'serum-calcium',
      'blood-sugar-fasting',
      'urine-routine',
    ],
    priceInr: 2499,
    clinics: ['general-medicine'],
    symptoms: ['anaemia', 'tiredness', 'vitamin-deficiency', 'thyroid'],
  },
  {
    slug: 'kidney-care',
    name: 'Kidney care',
    nameHi: 'गुर्दे की देखभाल (किडनी पैकेज)',
    aliases: [
      'kidney package',
      'kidney checkup',
      'renal profile',
      'gurde ki jaanch',
      'गुर्दे की जाँच',
      'किडनी पैकेज',
    ],
    purpose:
      'For diabetes, high blood pressure or kidney disease: kidney function, urine, urine protein, calcium, phosphorus and blood count.',
    purposeHi:
      'डायबिटीज़, हाई बीपी या गुर्दे की बीमारी में: गुर्दे की जाँच, पेशाब, पेशाब में प्रोटीन, कैल्शियम, फ़ॉस्फ़ोरस और खून की जाँच।',
    tests: ['kft', 'urine-routine', 'urine-acr', 'serum-calcium', 'serum-phosphorus', 'cbc'],
    priceInr: 1299,
    clinics: ['general-medicine'],
    symptoms: ['kidney-check', 'foamy-urine', 'swelling-of-feet', 'high-blood-pressure'],
  },
]
