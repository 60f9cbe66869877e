// Indian phone numbers: how they are read, checked and shown. No dependencies, so pages that only
// show a number do not load the form schemas (zod) for it.

/**
 * Indian phone numbers: 10 digits (mobile, or landline with its STD code), optionally written
 * with +91, 91 or a leading 0, with spaces or dashes. Stored as +91 followed by 10 digits.
 */
export function normalizeIndianPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '')
  const match = /^(?:\+91|0091|91|0)?([1-9]\d{9})$/.exec(digits)
  return match ? `+91${match[1]}` : null
}

/** Indian mobile numbers start with 6, 7, 8 or 9; a landline cannot receive an SMS. */
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/

/** Whether a normalised number (+91 and 10 digits) is a mobile, able to receive an SMS. */
export function isIndianMobile(phone: string): boolean {
  return INDIAN_MOBILE.test(phone)
}

/** "+91 98123 45678": how a stored number is shown. */
export function formatIndianPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone)
  return match ? `+91 ${match[1]} ${match[2]}` : phone
}
