// ABHA numbers and addresses (Ayushman Bharat Health Account, ABDM): how they are read, checked and
// shown. No dependencies, so pages that only show one do not load the form schemas (zod) for it.
//
// The rules, from ABDM's published documents (checked December 2026):
// - ABHA number: 14 digits, written in groups 2-4-4-4 (`91-1234-5678-9012`), as on the ABHA card
//   and in the ABHA V3 APIs ("ABHA V3 APIs SOP", abdm.gov.in/publications; the sandbox docs at
//   sandbox.abdm.gov.in). No check digit is published, so none is checked here.
// - ABHA address (formerly "PHR address"): `name@abdm` in production, `name@sbx` in ABDM's sandbox
//   ("Verify ABHA Address", ABDM Milestone 1 docs). The name: 8 to 18 characters, letters and
//   digits, with at most one dot (.) and at most one underscore (_), neither at the beginning nor
//   the end — the rule ABDM's ABHA app states when an address is created ("must be 8-18
//   characters long, alphanumeric, and can include up to one dot (.) and/or one underscore (_)
//   which cannot be at the beginning or end"). Every ABHA number is also an address,
//   `<14 digits>@abdm`, which this rule accepts. ABDM treats addresses without regard to case;
//   we keep them in lower case. An older policy allowed names of 4 to 7 characters; those are
//   refused here (see docs/abdm.md).
// The database checks the same stored form (`app/db/schema/abha-checks.ts`).

export const ABHA_NUMBER_DIGITS = 14
export const ABHA_ADDRESS_MIN = 8
export const ABHA_ADDRESS_MAX = 18
/** The suffixes of ABDM's consent managers: production, and the sandbox. */
export const ABHA_ADDRESS_SUFFIXES = ['abdm', 'sbx'] as const
/** The suffix added when a person types only the name. */
const DEFAULT_SUFFIX = 'abdm'

/** Devanagari digits (०-९), which a Hindi keyboard types, read as 0-9. */
function asciiDigits(input: string): string {
  return input.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
}

/**
 * The 14 digits of an ABHA number written in any grouping (`91-1234-5678-9012`,
 * `91 1234 5678 9012`, `91123456789012`, Devanagari digits), or null when it is not one.
 */
export function normalizeAbhaNumber(input: string): string | null {
  const digits = asciiDigits(input).replace(/[\s\-.]/g, '')
  return /^\d{14}$/.test(digits) ? digits : null
}

/** `91-1234-5678-9012`: how a stored number (14 digits) is shown. */
export function formatAbhaNumber(digits: string): string {
  const match = /^(\d{2})(\d{4})(\d{4})(\d{4})$/.exec(digits)
  return match ? `${match[1]}-${match[2]}-${match[3]}-${match[4]}` : digits
}

/**
 * `xx-xxxx-xxxx-9012`: a stored number with only its last four digits, for lists that show many
 * people at once (the staff people search); the person's own page shows it whole.
 */
export function maskAbhaNumber(digits: string): string {
  return /^\d{14}$/.test(digits) ? `xx-xxxx-xxxx-${digits.slice(10)}` : digits
}

/** Why a typed ABHA address is not one, in the order a person would fix it. */
export type AbhaAddressProblem = 'suffix' | 'length' | 'characters' | 'separators'

/**
 * Reads a typed ABHA address: trimmed, lower-cased, `@abdm` added when only the name is typed.
 * Either the stored form or what is wrong with it.
 */
export function readAbhaAddress(
  input: string,
): { ok: true; address: string } | { ok: false; problem: AbhaAddressProblem } {
  const typed = input.trim().toLowerCase()
  const at = typed.lastIndexOf('@')
  const name = at === -1 ? typed : typed.slice(0, at)
  const suffix = at === -1 ? DEFAULT_SUFFIX : typed.slice(at + 1)
  if (!(ABHA_ADDRESS_SUFFIXES as readonly string[]).includes(suffix))
    return { ok: false, problem: 'suffix' }
  if (name.length < ABHA_ADDRESS_MIN || name.length > ABHA_ADDRESS_MAX)
    return { ok: false, problem: 'length' }
  if (!/^[a-z0-9._]+$/.test(name)) return { ok: false, problem: 'characters' }
  if (
    !/^[a-z0-9].*[a-z0-9]$/.test(name) ||
    (name.match(/\./g)?.length ?? 0) > 1 ||
    (name.match(/_/g)?.length ?? 0) > 1
  )
    return { ok: false, problem: 'separators' }
  return { ok: true, address: `${name}@${suffix}` }
}

/** The stored form of an ABHA address, or null when the text is not one. */
export function normalizeAbhaAddress(input: string): string | null {
  const read = readAbhaAddress(input)
  return read.ok ? read.address : null
}
