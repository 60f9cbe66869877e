/**
 * The kinds of a patient's records that leave as documents (issue 50): an online consultation, a
 * visit to a doctor's OPD, an e-prescription, a released laboratory report. The FHIR area builds
 * one document per kind (app/domain/fhir); a share link names one record by its kind and id.
 */
export const RECORD_KINDS = ['consultation', 'opd-visit', 'prescription', 'lab-report'] as const
export type RecordKindValue = (typeof RECORD_KINDS)[number]

/** How long a share link stays open, the patient's choice; 24 hours unless they choose. */
export const SHARE_LIFETIMES = { '1h': 3600, '24h': 86_400, '7d': 604_800 } as const
export type ShareLifetime = keyof typeof SHARE_LIFETIMES
export const DEFAULT_SHARE_LIFETIME: ShareLifetime = '24h'
