/**
 * The contact number of an account: the mobile it verified by SMS code (the number it signs in
 * with, decision 0013) first, else the phone number typed on its profile. Every form that fills in
 * a signed-in person's number, and every page that shows whom to call about an account, asks here,
 * so a patient who signed in by code is never asked for the number they have just proven.
 */
export type AccountPhones = {
  /** `user.phone_number`: the sign-in mobile, written only after a code. */
  phoneNumber: string | null
  phoneNumberVerified: boolean
  /** `user.phone`: the number typed on the profile (or at registration), never proven. */
  phone: string | null
}

export function accountContactPhone(account: AccountPhones): string | null {
  if (account.phoneNumberVerified && account.phoneNumber) return account.phoneNumber
  return account.phone || null
}
