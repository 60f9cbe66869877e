// What other areas use of accounts on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export { setPasswordMail } from './account-mails.ts'
export { accountContactPhoneColumn } from './contact-phone.server.ts'
export { AccountExistsError, createAccountWithSetPasswordLink } from './create-account.server.ts'
export { DEMO_DOCTOR_PROFILE } from './demo-accounts.server.ts'
export { readSession } from './session.server.ts'
