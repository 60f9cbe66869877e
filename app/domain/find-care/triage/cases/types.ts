/**
 * The triage's test set: lay descriptions, written the way patients and parents in the district
 * type them, each with the disposition the cited clinical source gives it. The set is written from
 * the sources, not from the guide's own word list (app/content/triage-words.ts), so that it tests
 * the reading rather than repeating it.
 */

/** The public clinical sources the expected dispositions come from. */
export const CASE_SOURCES = {
  nhs999:
    'NHS: When to call 999 — https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  nhsAandE:
    'NHS: When to go to A&E — https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-go-to-ae/',
  nhs111:
    'NHS: When to use 111 / see a GP urgently — https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/',
  nhsConditions:
    'NHS Health A to Z (each condition’s "see a GP if" and "self-care" sections) — https://www.nhs.uk/conditions/',
  nhsPharmacy:
    'NHS: conditions a pharmacist can help with (self-care) — https://www.nhs.uk/nhs-services/pharmacies/how-pharmacies-can-help/',
  ahaWarningSigns:
    'American Heart Association: heart attack and stroke warning signs (BE FAST) — https://www.heart.org/en/about-us/heart-attack-and-stroke-symptoms',
  whoImci:
    'WHO IMCI chart booklet: general danger signs and classifications in children — https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)',
  mohfwPregnancy:
    'MoHFW India: danger signs in pregnancy (MCP card, Janani Suraksha) — https://nhm.gov.in/images/pdf/programmes/maternal-health/guidelines/sba_guidelines_for_skilled_attendance_at_birth.pdf',
  whoSnakebite:
    'WHO fact sheet: snakebite envenoming — https://www.who.int/news-room/fact-sheets/detail/snakebite-envenoming',
  whoRabies: 'WHO fact sheet: rabies — https://www.who.int/news-room/fact-sheets/detail/rabies',
  whoSuicide: 'WHO fact sheet: suicide — https://www.who.int/news-room/fact-sheets/detail/suicide',
  whoPoisoning:
    'WHO: pesticide poisoning / poisoning prevention and management — https://www.who.int/news-room/fact-sheets/detail/pesticide-residues-in-food',
  whoDengue:
    'WHO fact sheet: dengue and severe dengue (warning signs) — https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
  whoBurns: 'WHO fact sheet: burns — https://www.who.int/news-room/fact-sheets/detail/burns',
  ndmaHeat:
    'NDMA India: heat wave — heatstroke signs — https://ndma.gov.in/Natural-Hazards/Heat-Wave',
  ntep: 'India NTEP: presumptive TB (cough of two weeks or more) — https://tbcindia.gov.in/',
  whoDiarrhoea:
    'WHO fact sheet: diarrhoeal disease (dehydration signs) — https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease',
} as const

export type CaseSource = keyof typeof CASE_SOURCES

export type Disposition = 'emergency' | 'doctor' | 'home'

export type TriageCase = {
  /** What the person types, as they type it (spelling mistakes, mixed languages and all). */
  text: string
  expected: Disposition
  source: CaseSource
}
