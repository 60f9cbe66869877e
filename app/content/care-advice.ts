/**
 * The symptom guide's home-care advice for everyday complaints, and the yes/no danger-sign
 * questions it asks about a main complaint before anything else. This is guidance, never a
 * diagnosis: every entry names the public page it follows, and any "yes" to a danger question is
 * an emergency.
 *
 * The words are in the `careAdvice` catalogue (app/locales/<lang>/careAdvice.json): a topic's
 * name, what to do at home, how long it lasts and what makes it urgent
 * (`home.<topic>.title|do|howLong|urgent`), each question (`question.<id>`, phrased so that "yes"
 * means danger) and each publisher's name (`publisher.<publisher>`).
 */

/** Who published a source; their names are in careAdvice.json `publisher.<publisher>`. */
export const CARE_ADVICE_PUBLISHERS = ['nhs', 'who', 'aha'] as const
export type CareAdvicePublisher = (typeof CARE_ADVICE_PUBLISHERS)[number]

/**
 * Public sources of the guide's home-care advice and danger-sign questions; `originalTitle` is the
 * page's own (English) title, shown as published.
 */
export const CARE_ADVICE_SOURCES = {
  // Home care
  nhsCommonCold: {
    publisher: 'nhs',
    originalTitle: 'Common cold',
    url: 'https://www.nhs.uk/conditions/common-cold/',
  },
  nhsSoreThroat: {
    publisher: 'nhs',
    originalTitle: 'Sore throat',
    url: 'https://www.nhs.uk/conditions/sore-throat/',
  },
  nhsCough: {
    publisher: 'nhs',
    originalTitle: 'Cough',
    url: 'https://www.nhs.uk/conditions/cough/',
  },
  nhsFeverInAdults: {
    publisher: 'nhs',
    originalTitle: 'High temperature (fever) in adults',
    url: 'https://www.nhs.uk/conditions/fever-in-adults/',
  },
  whoDiarrhoealDisease: {
    publisher: 'who',
    originalTitle: 'Diarrhoeal disease',
    url: 'https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease',
  },
  nhsDiarrhoeaAndVomiting: {
    publisher: 'nhs',
    originalTitle: 'Diarrhoea and vomiting',
    url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
  },
  nhsHeartburn: {
    publisher: 'nhs',
    originalTitle: 'Heartburn and acid reflux',
    url: 'https://www.nhs.uk/conditions/heartburn-and-acid-reflux/',
  },
  nhsConstipation: {
    publisher: 'nhs',
    originalTitle: 'Constipation',
    url: 'https://www.nhs.uk/conditions/constipation/',
  },
  nhsHeadaches: {
    publisher: 'nhs',
    originalTitle: 'Headaches',
    url: 'https://www.nhs.uk/conditions/headaches/',
  },
  nhsParacetamolForAdults: {
    publisher: 'nhs',
    originalTitle: 'Paracetamol for adults',
    url: 'https://www.nhs.uk/medicines/paracetamol-for-adults/',
  },
  nhsBackPain: {
    publisher: 'nhs',
    originalTitle: 'Back pain',
    url: 'https://www.nhs.uk/conditions/back-pain/',
  },
  nhsCutsAndGrazes: {
    publisher: 'nhs',
    originalTitle: 'Cuts and grazes',
    url: 'https://www.nhs.uk/conditions/cuts-and-grazes/',
  },
  nhsBurnsAndScalds: {
    publisher: 'nhs',
    originalTitle: 'Burns and scalds',
    url: 'https://www.nhs.uk/conditions/burns-and-scalds/',
  },
  nhsInsectBites: {
    publisher: 'nhs',
    originalTitle: 'Insect bites and stings',
    url: 'https://www.nhs.uk/conditions/insect-bites-and-stings/',
  },
  nhsAllergicRhinitis: {
    publisher: 'nhs',
    originalTitle: 'Allergic rhinitis',
    url: 'https://www.nhs.uk/conditions/allergic-rhinitis/',
  },
  nhsMouthUlcers: {
    publisher: 'nhs',
    originalTitle: 'Mouth ulcers',
    url: 'https://www.nhs.uk/conditions/mouth-ulcers/',
  },
  nhsHeatRash: {
    publisher: 'nhs',
    originalTitle: 'Heat rash (prickly heat)',
    url: 'https://www.nhs.uk/conditions/heat-rash-prickly-heat/',
  },
  nhsPeriodPain: {
    publisher: 'nhs',
    originalTitle: 'Period pain',
    url: 'https://www.nhs.uk/conditions/period-pain/',
  },
  nhsSprainsAndStrains: {
    publisher: 'nhs',
    originalTitle: 'Sprains and strains',
    url: 'https://www.nhs.uk/conditions/sprains-and-strains/',
  },
  nhsHiccups: {
    publisher: 'nhs',
    originalTitle: 'Hiccups',
    url: 'https://www.nhs.uk/conditions/hiccups/',
  },
  nhsDandruff: {
    publisher: 'nhs',
    originalTitle: 'Dandruff',
    url: 'https://www.nhs.uk/conditions/dandruff/',
  },
  nhsAcne: {
    publisher: 'nhs',
    originalTitle: 'Acne',
    url: 'https://www.nhs.uk/conditions/acne/',
  },
  nhsSoreOrDryLips: {
    publisher: 'nhs',
    originalTitle: 'Sore or dry lips',
    url: 'https://www.nhs.uk/conditions/sore-or-dry-lips/',
  },
  nhsBlisters: {
    publisher: 'nhs',
    originalTitle: 'Blisters',
    url: 'https://www.nhs.uk/conditions/blisters/',
  },

  // Danger signs
  whoImci: {
    publisher: 'who',
    originalTitle: 'IMCI chart booklet',
    url: 'https://www.who.int/publications/i/item/9789241506823',
  },
  ahaHeartAttackWarningSigns: {
    publisher: 'aha',
    originalTitle: 'Warning Signs of a Heart Attack',
    url: 'https://www.heart.org/en/health-topics/heart-attack/warning-signs-of-a-heart-attack',
  },
  nhsShortnessOfBreath: {
    publisher: 'nhs',
    originalTitle: 'Shortness of breath',
    url: 'https://www.nhs.uk/conditions/shortness-of-breath/',
  },
  nhsAnaphylaxis: {
    publisher: 'nhs',
    originalTitle: 'Anaphylaxis',
    url: 'https://www.nhs.uk/conditions/anaphylaxis/',
  },
  nhsStomachAche: {
    publisher: 'nhs',
    originalTitle: 'Stomach ache',
    url: 'https://www.nhs.uk/conditions/stomach-ache/',
  },
  whoPregnancyCare: {
    publisher: 'who',
    originalTitle:
      'Pregnancy, childbirth, postpartum and newborn care: a guide for essential practice',
    url: 'https://www.who.int/publications/i/item/9789241549356',
  },
  nhsHeadInjury: {
    publisher: 'nhs',
    originalTitle: 'Head injury and concussion',
    url: 'https://www.nhs.uk/conditions/head-injury-and-concussion/',
  },
  nhsWhenToCall999: {
    publisher: 'nhs',
    originalTitle: 'When to call 999',
    url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  },
  nhsMeningitis: {
    publisher: 'nhs',
    originalTitle: 'Meningitis',
    url: 'https://www.nhs.uk/conditions/meningitis/',
  },
  whoDengue: {
    publisher: 'who',
    originalTitle: 'Dengue and severe dengue',
    url: 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
  },
  nhsHeatstroke: {
    publisher: 'nhs',
    originalTitle: 'Heat exhaustion and heatstroke',
    url: 'https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/',
  },
} as const satisfies Record<
  string,
  { publisher: CareAdvicePublisher; originalTitle: string; url: string }
>

export type CareAdviceSourceId = keyof typeof CARE_ADVICE_SOURCES

/** Everyday complaints that can be cared for at home; the words are in careAdvice.json `home.<topic>.*`. */
export const HOME_CARE = {
  'common-cold': { source: 'nhsCommonCold' },
  'sore-throat': { source: 'nhsSoreThroat' },
  cough: { source: 'nhsCough' },
  fever: { source: 'nhsFeverInAdults' },
  'loose-motions': { source: 'whoDiarrhoealDisease' },
  vomiting: { source: 'nhsDiarrhoeaAndVomiting' },
  acidity: { source: 'nhsHeartburn' },
  constipation: { source: 'nhsConstipation' },
  headache: { source: 'nhsHeadaches' },
  'body-ache': { source: 'nhsParacetamolForAdults' },
  'back-strain': { source: 'nhsBackPain' },
  'minor-cut': { source: 'nhsCutsAndGrazes' },
  'minor-burn': { source: 'nhsBurnsAndScalds' },
  'insect-bite': { source: 'nhsInsectBites' },
  sneezing: { source: 'nhsAllergicRhinitis' },
  'mouth-ulcer': { source: 'nhsMouthUlcers' },
  'heat-rash': { source: 'nhsHeatRash' },
  'period-pain': { source: 'nhsPeriodPain' },
  sprain: { source: 'nhsSprainsAndStrains' },
  hiccups: { source: 'nhsHiccups' },
  dandruff: { source: 'nhsDandruff' },
  pimples: { source: 'nhsAcne' },
  'dry-skin': { source: 'nhsSoreOrDryLips' },
  blisters: { source: 'nhsBlisters' },
} as const satisfies Record<string, { source: CareAdviceSourceId }>

export type HomeCareTopic = keyof typeof HOME_CARE

/** The red flags (slugs of app/content/symptoms.ts) a danger question may lead to. */
export const DANGER_RED_FLAGS = [
  'sudden-severe-headache',
  'stroke-signs',
  'seizure-emergency',
  'head-injury',
  'heart-attack-signs',
  'severe-breathing-difficulty',
  'fever-with-stiff-neck',
  'dengue-warning-signs',
  'heatstroke',
  'low-sugar',
  'child-danger-signs',
  'child-severe-dehydration',
  'febrile-seizure',
  'serious-injury',
  'severe-belly-pain',
  'severe-dehydration',
  'sudden-confusion',
  'unconscious',
  'heavy-bleeding',
  'severe-burns',
  'poisoning',
  'snake-bite',
  'animal-bite',
  'severe-allergic-reaction',
  'pregnancy-danger-signs',
  'suicidal-thoughts',
] as const
export type DangerRedFlag = (typeof DANGER_RED_FLAGS)[number]

export type DangerQuestion = {
  id: string
  redFlag: DangerRedFlag
  source: CareAdviceSourceId
}

/**
 * Yes/no danger-sign questions for a main complaint; any "yes" is an emergency whose first-aid
 * advice is the red flag's (a slug of app/content/symptoms.ts). Words in careAdvice.json
 * `question.<id>`; ids are unique across all complaints.
 */
export const DANGER_QUESTIONS = {
  // WHO IMCI general danger signs, and fast or chest-indrawing breathing.
  child: [
    { id: 'child-cannot-drink', redFlag: 'child-danger-signs', source: 'whoImci' },
    { id: 'child-vomits-everything', redFlag: 'child-danger-signs', source: 'whoImci' },
    { id: 'child-fits', redFlag: 'child-danger-signs', source: 'whoImci' },
    { id: 'child-drowsy', redFlag: 'child-danger-signs', source: 'whoImci' },
    { id: 'child-fast-breathing', redFlag: 'severe-breathing-difficulty', source: 'whoImci' },
  ],
  chest: [
    { id: 'chest-pain-long', redFlag: 'heart-attack-signs', source: 'ahaHeartAttackWarningSigns' },
    {
      id: 'chest-pain-spreads',
      redFlag: 'heart-attack-signs',
      source: 'ahaHeartAttackWarningSigns',
    },
    {
      id: 'chest-pain-with-sweating',
      redFlag: 'heart-attack-signs',
      source: 'ahaHeartAttackWarningSigns',
    },
  ],
  headache: [
    { id: 'headache-sudden-worst', redFlag: 'sudden-severe-headache', source: 'nhsHeadaches' },
    { id: 'headache-stiff-neck', redFlag: 'fever-with-stiff-neck', source: 'nhsHeadaches' },
    { id: 'headache-weakness', redFlag: 'stroke-signs', source: 'nhsHeadaches' },
    { id: 'headache-after-head-injury', redFlag: 'head-injury', source: 'nhsHeadaches' },
  ],
  breathing: [
    {
      id: 'breathing-at-rest',
      redFlag: 'severe-breathing-difficulty',
      source: 'nhsShortnessOfBreath',
    },
    {
      id: 'breathing-blue-lips',
      redFlag: 'severe-breathing-difficulty',
      source: 'nhsShortnessOfBreath',
    },
    { id: 'breathing-swelling', redFlag: 'severe-allergic-reaction', source: 'nhsAnaphylaxis' },
    { id: 'breathing-chest-pain', redFlag: 'heart-attack-signs', source: 'nhsShortnessOfBreath' },
  ],
  belly: [
    { id: 'belly-sudden-severe', redFlag: 'severe-belly-pain', source: 'nhsStomachAche' },
    { id: 'belly-blood', redFlag: 'heavy-bleeding', source: 'nhsStomachAche' },
    { id: 'belly-hard-fever', redFlag: 'severe-belly-pain', source: 'nhsStomachAche' },
    { id: 'belly-pregnant', redFlag: 'pregnancy-danger-signs', source: 'whoPregnancyCare' },
  ],
  // The danger signs of pregnancy every mother is taught (WHO PCPNC; the same as on India's
  // Mother and Child Protection Card).
  pregnancy: [
    { id: 'pregnancy-bleeding', redFlag: 'pregnancy-danger-signs', source: 'whoPregnancyCare' },
    {
      id: 'pregnancy-headache-vision',
      redFlag: 'pregnancy-danger-signs',
      source: 'whoPregnancyCare',
    },
    { id: 'pregnancy-fits', redFlag: 'pregnancy-danger-signs', source: 'whoPregnancyCare' },
    {
      id: 'pregnancy-baby-moving-less',
      redFlag: 'pregnancy-danger-signs',
      source: 'whoPregnancyCare',
    },
    {
      id: 'pregnancy-water-fever',
      redFlag: 'pregnancy-danger-signs',
      source: 'whoPregnancyCare',
    },
  ],
  injury: [
    { id: 'injury-bleeding', redFlag: 'heavy-bleeding', source: 'nhsCutsAndGrazes' },
    { id: 'injury-head', redFlag: 'head-injury', source: 'nhsHeadInjury' },
    { id: 'injury-bone', redFlag: 'serious-injury', source: 'nhsWhenToCall999' },
    { id: 'injury-accident', redFlag: 'serious-injury', source: 'nhsWhenToCall999' },
    { id: 'injury-burn', redFlag: 'severe-burns', source: 'nhsBurnsAndScalds' },
  ],
  fever: [
    { id: 'fever-stiff-neck-rash', redFlag: 'fever-with-stiff-neck', source: 'nhsMeningitis' },
    { id: 'fever-confused', redFlag: 'fever-with-stiff-neck', source: 'nhsMeningitis' },
    { id: 'fever-bleeding-vomiting', redFlag: 'dengue-warning-signs', source: 'whoDengue' },
    { id: 'fever-heat', redFlag: 'heatstroke', source: 'nhsHeatstroke' },
    { id: 'fever-fits', redFlag: 'seizure-emergency', source: 'nhsWhenToCall999' },
  ],
} as const satisfies Record<string, ReadonlyArray<DangerQuestion>>

export type DangerComplaint = keyof typeof DANGER_QUESTIONS
export type DangerQuestionId = (typeof DANGER_QUESTIONS)[DangerComplaint][number]['id']
