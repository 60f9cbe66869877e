import { AsyncLocalStorage } from 'node:async_hooks'
import { type BetterAuthPlugin, betterAuth, HIDE_METADATA } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { phoneNumber } from 'better-auth/plugins/phone-number'
import * as z from 'zod'
import { type Database, getDb } from '#app/db/client.server.ts'
import { account, session, user, verification } from '#app/db/schema/auth.ts'
import {
  registrationAttemptMail,
  resetPasswordMail,
  signInCodeSms,
  verifyEmailMail,
} from './account-mails.ts'
import { isCommonPassword } from './common-passwords.server.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { getCookieSecrets } from '#app/utils/secrets.server.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { DEFAULT_LOCALE, type Locale, localizePath } from '#app/utils/i18n/locales.ts'

export const SESSION_MAX_IDLE_SECONDS = 7 * 24 * 60 * 60
/** Staff, doctors and admins see many patients' data: their sessions end after 30 idle minutes. */
export const PRIVILEGED_MAX_IDLE_SECONDS = 30 * 60
/** How often an active session's expiry is pushed forward (and so how precise "idle" is). */
export const SESSION_REFRESH_SECONDS = 5 * 60
export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60
export const ACCOUNT_DISABLED_MESSAGE = messageRef('auth', 'login.disabled')
/** A sign-in code by SMS: 6 digits, valid 5 minutes, used once, at most 5 wrong tries. */
export const PHONE_CODE_LENGTH = 6
export const PHONE_CODE_SECONDS = 5 * 60
export const PHONE_CODE_MAX_WRONG_TRIES = 5

/**
 * The language of the account e-mails better-auth sends during a call (verification, reset,
 * registration attempt): its mail callbacks take no argument of ours, so the domain function that
 * makes the call names the language with `withMailLocale`.
 */
const mailLocale = new AsyncLocalStorage<Locale>()

export function withMailLocale<T>(locale: Locale, call: () => Promise<T>): Promise<T> {
  return mailLocale.run(locale, call)
}

/** A page of this site, in the language of the mail being sent, as a full address. */
function mailLink(path: string): { locale: Locale; url: string } {
  const locale = mailLocale.getStore() ?? DEFAULT_LOCALE
  return { locale, url: `${appUrl()}${localizePath(path, locale)}` }
}

/**
 * Signs in an account whose owner has just proved who they are in our own code (a one-time code
 * checked by the phone-number plugin, then a registration step). Server-only: a path-less
 * endpoint is not reachable over HTTP, and better-auth's HTTP API is not exposed anyway.
 */
const sessionForProvenUser = {
  id: 'maindoctor-session-for-proven-user',
  endpoints: {
    createSessionForProvenUser: createAuthEndpoint(
      { method: 'POST', body: z.object({ userId: z.string().min(1) }), metadata: HIDE_METADATA },
      async (ctx) => {
        const person = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
        if (!person) throw new APIError('NOT_FOUND')
        const created = await ctx.context.internalAdapter.createSession(person.id)
        await setSessionCookie(ctx, { session: created, user: person })
        return ctx.json({ userId: person.id })
      },
    ),
  },
} satisfies BetterAuthPlugin

/** The one rule for a disabled account: no session, no sign-in. */
export function isAccountDisabled(account: { disabledAt?: Date | null }): boolean {
  return Boolean(account.disabledAt)
}

/** The client address Express resolved (honouring TRUST_PROXY), handed to better-auth. */
export const CLIENT_IP_HEADER = 'x-forwarded-for'

/** better-auth's cookies are named `md.*` (`__Secure-md.*` when secure cookies are on). */
export const AUTH_COOKIE_PREFIX = 'md'

/**
 * Production cookies are Secure with the `__Secure-` prefix. A request that really arrived over
 * plain HTTP gets them without both (server/cookie-scheme.ts), since browsers refuse Secure
 * cookies from http:// addresses other than localhost.
 */
export function usesSecureCookies(): boolean {
  return getEnv().NODE_ENV === 'production'
}

/** Paths of better-auth endpoints that take a new password, and the body field holding it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
}

function createAuth(db: Database) {
  return betterAuth({
    appName: 'MainDoctor',
    baseURL: appUrl(),
    basePath: '/api/auth',
    secret: getCookieSecrets()[0],
    trustedOrigins: [appUrl()],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Registration answers the same for a new and a known address (no account enumeration);
      // the verification link signs the new account in.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user: person }) => {
        const login = mailLink('/login')
        await queueMail(db, {
          to: person.email,
          kind: 'account.registration-attempt',
          ...registrationAttemptMail(
            person.name,
            login.url,
            mailLink('/forget-password').url,
            login.locale,
          ),
        })
      },
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: person, token }) => {
        const page = mailLink('/reset-password')
        await queueMail(db, {
          to: person.email,
          kind: 'account.reset-password',
          ...resetPasswordMail(
            person.name,
            `${page.url}?token=${encodeURIComponent(token)}`,
            page.locale,
          ),
        })
      },
      onPasswordReset: async ({ user: person }) => {
        await recordAudit(db, {
          action: 'password.reset',
          actorUserId: person.id,
          subjectType: 'user',
          subjectId: person.id,
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: person, token }) => {
        const page = mailLink('/verify-email')
        await queueMail(db, {
          to: person.email,
          kind: 'account.verify-email',
          ...verifyEmailMail(
            person.name,
            `${page.url}?token=${encodeURIComponent(token)}`,
            page.locale,
          ),
        })
      },
    },
    plugins: [
      phoneNumber({
        otpLength: PHONE_CODE_LENGTH,
        expiresIn: PHONE_CODE_SECONDS,
        allowedAttempts: PHONE_CODE_MAX_WRONG_TRIES,
        phoneNumberValidator: (number) => isIndianMobile(number),
        // Accounts are made by our registration step, with the person's name and consent.
        sendOTP: async ({ phoneNumber: to, code }) => {
          const locale = mailLocale.getStore() ?? DEFAULT_LOCALE
          await queueSms(db, {
            to,
            kind: 'account.sign-in-code',
            ...signInCodeSms(code, PHONE_CODE_SECONDS / 60, new URL(appUrl()).hostname, locale),
          })
        },
      }),
      sessionForProvenUser,
    ],
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        role: { type: 'string', required: false, defaultValue: 'patient', input: false },
        privacyConsentAt: { type: 'date', required: false, input: true },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    // One-time links (password reset, set password) are stored only as hashes.
    verification: { storeIdentifier: 'hashed' },
    session: {
      expiresIn: SESSION_MAX_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    // Limits are enforced in Express, per IP and in the database, for every path to these
    // endpoints (better-auth's own limiter keeps counts in memory and misses auth.api calls).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: usesSecureCookies(),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'error',
      // better-auth's messages are fixed strings; route them through our logger.
      log: (level, message) =>
        logger[level === 'debug' ? 'debug' : level]({ source: 'better-auth' }, message),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The same rules for every way in, whichever form or call reaches better-auth.
        const passwordField = NEW_PASSWORD_FIELDS[ctx.path]
        if (passwordField) {
          const password: unknown = ctx.body?.[passwordField]
          if (typeof password === 'string' && isCommonPassword(password)) {
            throw new APIError('BAD_REQUEST', {
              // An answer of the JSON API, not a page: English.
              message: getT('en', 'auth')('form.passwordTooCommon'),
              code: 'PASSWORD_TOO_COMMON',
            })
          }
        }
        if (ctx.path === '/sign-up/email' && !ctx.body?.privacyConsentAt) {
          throw new APIError('BAD_REQUEST', {
            message: getT('en', 'auth')('form.consentRequired'),
            code: 'CONSENT_REQUIRED',
          })
        }
      }),
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

const instances = new WeakMap<Database, Auth>()

/** better-auth bound to the open database (tests open a fresh one per suite). */
export function getAuth(): Auth {
  const db = getDb()
  let instance = instances.get(db)
  if (!instance) {
    instance = createAuth(db)
    instances.set(db, instance)
  }
  return instance
}
