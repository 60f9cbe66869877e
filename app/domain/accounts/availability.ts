import { CONTACT } from '#app/content/site.ts'

/** Said honestly while patient accounts are not switched on yet. */
export const SIGN_IN_UNAVAILABLE = `Patient accounts are not open yet, so you cannot sign in or register online. You can still book by phone on ${CONTACT.receptionPhone} or send us a message.`
