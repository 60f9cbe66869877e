/**
 * The code and identifier systems our documents use. International ones where our content knows
 * the code (SNOMED CT for the document and section types the NRCeS profiles fix, LOINC for the
 * laboratory analytes that have one in app/content/lab-tests.ts); otherwise our own systems under
 * https://maindoctor.in/fhir/, declared as ours, never dressed up as a standard (decision 0025).
 */

export const SNOMED = 'http://snomed.info/sct'
export const LOINC = 'http://loinc.org'
export const UCUM = 'http://unitsofmeasure.org'
/** HL7 v2 table 0203, identifier types (MR medical record number, MD medical licence number). */
export const IDENTIFIER_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0203'
/** HL7 v2 table 0074, diagnostic service sections (LAB). */
export const DIAGNOSTIC_SERVICE = 'http://terminology.hl7.org/CodeSystem/v2-0074'
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category'
export const OBSERVATION_INTERPRETATION =
  'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation'
export const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode'
export const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical'
export const CONDITION_VERIFICATION = 'http://terminology.hl7.org/CodeSystem/condition-ver-status'
export const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category'

/**
 * ABHA number, as the NRCeS IG's examples write the Patient identifier (`$healthid` in its FSH
 * examples): 14 digits grouped xx-xxxx-xxxx-xxxx.
 */
export const ABHA_NUMBER_SYSTEM = 'https://healthid.abdm.gov.in'
/**
 * ABHA address (`name@abdm`). The IG shows no fixed system for it in the examples we could read;
 * this one is to be confirmed against the sandbox's sample bundles (docs/abdm.md).
 */
export const ABHA_ADDRESS_SYSTEM = 'https://healthid.abdm.gov.in/abha-address'

const OURS = 'https://maindoctor.in/fhir'
/** Our laboratory analytes: `<test slug>/<analyte code>` from app/content/lab-tests.ts. */
export const LAB_ANALYTE_SYSTEM = `${OURS}/CodeSystem/lab-analyte`
/** Our laboratory tests: the test's slug from app/content/lab-tests.ts. */
export const LAB_TEST_SYSTEM = `${OURS}/CodeSystem/lab-test`
/** Our medicine catalogue (app/content/medicines.ts): its slugs. */
export const MEDICINE_SYSTEM = `${OURS}/CodeSystem/medicine`
/** Identifiers we give: documents, patients (account or record), facilities, record numbers. */
export const DOCUMENT_ID_SYSTEM = `${OURS}/sid/document`
export const PATIENT_ID_SYSTEM = `${OURS}/sid/patient`
export const ORGANIZATION_ID_SYSTEM = `${OURS}/sid/organization`
export const RECORD_NUMBER_SYSTEM = `${OURS}/sid/record-number`
/** A doctor's registration with a medical council: `<system>/<council code>` (medical-councils.ts). */
export const COUNCIL_REGISTRATION_SYSTEM = `${OURS}/sid/medical-council`

/** NRCeS FHIR IG (https://nrces.in/ndhm/fhir/r4/) profile addresses. */
export const NRCES = 'https://nrces.in/ndhm/fhir/r4/StructureDefinition'
export const PROFILE = {
  documentBundle: `${NRCES}/DocumentBundle`,
  opConsult: `${NRCES}/OPConsultRecord`,
  prescription: `${NRCES}/PrescriptionRecord`,
  diagnosticReportRecord: `${NRCES}/DiagnosticReportRecord`,
  patient: `${NRCES}/Patient`,
  practitioner: `${NRCES}/Practitioner`,
  organization: `${NRCES}/Organization`,
  encounter: `${NRCES}/Encounter`,
  medicationRequest: `${NRCES}/MedicationRequest`,
  condition: `${NRCES}/Condition`,
  serviceRequest: `${NRCES}/ServiceRequest`,
  diagnosticReportLab: `${NRCES}/DiagnosticReportLab`,
  observation: `${NRCES}/Observation`,
} as const

/**
 * The SNOMED CT codes the NRCeS profiles fix for each document's Composition.type, and for the
 * sections of an OPConsultRecord (StructureDefinition-OPConsultRecord.html, section slices).
 */
export const DOCUMENT_TYPE = {
  opConsult: { code: '371530004', display: 'Clinical consultation report' },
  prescription: { code: '440545006', display: 'Prescription record' },
  diagnosticReport: { code: '721981007', display: 'Diagnostic studies report' },
} as const

export const OP_SECTION = {
  chiefComplaints: { code: '422843007', display: 'Chief complaint section' },
  medicalHistory: { code: '371529009', display: 'History and physical report' },
  investigationAdvice: { code: '721963009', display: 'Order document' },
  medications: { code: '721912009', display: 'Medication summary document' },
  followUp: { code: '390906007', display: 'Follow-up encounter' },
  otherObservations: { code: '404684003', display: 'Clinical finding' },
} as const
