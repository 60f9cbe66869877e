/** The councils, by code (the doctors' `council` column). */
export const MEDICAL_COUNCILS = ['nmc', 'upmc', 'dmc', 'bmc', 'mpmc', 'ukmc'] as const
export type MedicalCouncil = (typeof MEDICAL_COUNCILS)[number]

/**
 * Where a doctor's registration can be checked by anyone. The National Medical Commission keeps
 * the Indian Medical Register (every council's registrations, searchable by number and council);
 * a State Medical Council keeps its own. None of them offers a link to one doctor's entry, so the
 * profile links to the search page and shows the number to type in.
 */
export type MedicalCouncilEntry = {
  code: MedicalCouncil
  name: string
  nameHi: string
  /** The public search page of the register. */
  registerUrl: string
}

const INDIAN_MEDICAL_REGISTER = 'https://www.nmc.org.in/information-desk/indian-medical-register/'

export const MEDICAL_COUNCIL_ENTRIES: readonly MedicalCouncilEntry[] = [
  {
    code: 'nmc',
    name: 'National Medical Commission (Indian Medical Register)',
    nameHi: 'राष्ट्रीय आयुर्विज्ञान आयोग (भारतीय चिकित्सा रजिस्टर)',
    registerUrl: INDIAN_MEDICAL_REGISTER,
  },
  {
    code: 'upmc',
    name: 'Uttar Pradesh Medical Council',
    nameHi: 'उत्तर प्रदेश मेडिकल काउंसिल',
    registerUrl: INDIAN_MEDICAL_REGISTER,
  },
  {
    code: 'dmc',
    name: 'Delhi Medical Council',
    nameHi: 'दिल्ली मेडिकल काउंसिल',
    registerUrl: 'https://www.delhimedicalcouncil.org/',
  },
  {
    code: 'bmc',
    name: 'Bihar Council of Medical Registration',
    nameHi: 'बिहार काउंसिल ऑफ़ मेडिकल रजिस्ट्रेशन',
    registerUrl: INDIAN_MEDICAL_REGISTER,
  },
  {
    code: 'mpmc',
    name: 'Madhya Pradesh Medical Council',
    nameHi: 'मध्य प्रदेश मेडिकल काउंसिल',
    registerUrl: INDIAN_MEDICAL_REGISTER,
  },
  {
    code: 'ukmc',
    name: 'Uttarakhand Medical Council',
    nameHi: 'उत्तराखंड मेडिकल काउंसिल',
    registerUrl: INDIAN_MEDICAL_REGISTER,
  },
]

export function medicalCouncil(code: MedicalCouncil): MedicalCouncilEntry {
  return MEDICAL_COUNCIL_ENTRIES.find((entry) => entry.code === code)!
}
