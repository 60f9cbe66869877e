import { z } from 'zod'
import { CONTACT } from '#app/content/site.ts'

const Flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value))

/** A comma-separated list of ICE server URLs (RFC 7064/7065: stun:, stuns:, turn:, turns:). */
const IceUrls = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  // Messages here are for the operator reading the start-up log, in English.
  // eslint-disable-next-line i18n/no-ui-literals
  .pipe(z.array(z.string().regex(/^(stuns?|turns?):[^\s,]+$/, 'must start with stun: or turn:')))

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public base URL used in e-mailed links. */
    APP_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    DEMO_MODE: Flag.optional(),
    SESSION_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('MainDoctor <no-reply@maindoctor.in>'),
    CLINIC_INBOX_EMAIL: z.email().default(CONTACT.inboxEmail),
    /**
     * Who sends SMS (docs/decisions/0011, README "Text messages"): `msg91` or `gupshup` with the
     * DLT templates of MESSAGE_TEMPLATES_FILE, or `gateway`, one JSON POST per message to
     * SMS_GATEWAY_URL (development and demos). Unset: the gateway when SMS_GATEWAY_URL is set,
     * else none, and messages stay in the local outbox at /dev/sms.
     */
    SMS_PROVIDER: z.enum(['gateway', 'msg91', 'gupshup']).optional(),
    /** An SMS/WhatsApp gateway taking one JSON POST per message (sms.server.ts); none: /dev/sms. */
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_KEY: z.string().optional(),
    /** The registered sender id the messages come from (six letters in India). */
    SMS_SENDER: z.string().min(1).max(11).default('MNDCTR'),
    /** MSG91's authentication key (Flow API v5), sent as the `authkey` header. */
    MSG91_AUTH_KEY: z.string().min(1).optional(),
    MSG91_FLOW_URL: z.url().default('https://control.msg91.com/api/v5/flow/'),
    /** Gupshup Enterprise SMS account (digits) and password (auth_scheme=plain). */
    GUPSHUP_USERID: z.string().regex(/^\d+$/).optional(),
    GUPSHUP_PASSWORD: z.string().min(1).optional(),
    GUPSHUP_URL: z.url().default('https://enterprise.smsgupshup.com/GatewayAPI/rest'),
    /** The principal entity id the clinic is registered under on the DLT portal. */
    DLT_ENTITY_ID: z
      .string()
      .regex(/^\d{10,30}$/)
      .optional(),
    /**
     * Who sends WhatsApp messages: `cloud` (Meta's WhatsApp Cloud API, approved templates only) or
     * `gateway`. Unset: the gateway when SMS goes through it, else WhatsApp messages go as SMS.
     */
    WHATSAPP_PROVIDER: z.enum(['gateway', 'cloud']).optional(),
    WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
    /** The business phone number's id in WhatsApp Manager (not the number itself). */
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/).optional(),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/)
      .default('v23.0'),
    WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    /** The JSON file of registered SMS (DLT) and WhatsApp templates (message-templates.server.ts). */
    MESSAGE_TEMPLATES_FILE: z.string().min(1).optional(),
    /** Express "trust proxy": a hop count, or a comma-separated list of trusted addresses/subnets. */
    TRUST_PROXY: z.string().default('0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DISABLE_SERVICE_WORKER: Flag.default(false),
    /** Keep anonymous answers of shared pages in memory (server/page-cache.ts); on by default. */
    PAGE_CACHE: Flag.default(true),
    /** How often the outbox worker looks for mail to send (the browser tests poll faster). */
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    /** Call network helpers (app/utils/ice-servers.server.ts); comma-separated stun:/turn: URLs. */
    ICE_STUN_URLS: IceUrls,
    ICE_TURN_URLS: IceUrls,
    /** coturn's `static-auth-secret` (use-auth-secret): short-lived credentials per participant. */
    ICE_TURN_SECRET: z.string().min(16).optional(),
    /** …or one fixed TURN user (coturn `user=`), when the server has no shared secret. */
    ICE_TURN_USERNAME: z.string().optional(),
    ICE_TURN_CREDENTIAL: z.string().optional(),
    /** How long a TURN credential from ICE_TURN_SECRET stays valid. */
    ICE_TURN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(600)
      .max(7 * 86_400)
      .default(12 * 3600),
    /**
     * Where uploaded files' bytes are kept (app/utils/files/, docs/decisions/0014-files.md): in
     * the database (the default: one backup holds everything, and every process sees every file),
     * in a local directory, or in an S3-compatible object store.
     */
    FILES_STORE: z.enum(['database', 'local', 's3']).default('database'),
    /** The directory of FILES_STORE=local; never one the web server serves. */
    FILES_DIR: z.string().default('./files'),
    /** The S3-compatible service (unset: Amazon S3 itself), e.g. https://minio.internal:9000. */
    FILES_S3_ENDPOINT: z.url().optional(),
    FILES_S3_REGION: z.string().default('us-east-1'),
    FILES_S3_BUCKET: z.string().optional(),
    /** Unset: the SDK's own sources (an instance role, ~/.aws). */
    FILES_S3_ACCESS_KEY_ID: z.string().optional(),
    FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Address buckets as https://host/bucket/key (MinIO, Ceph and most self-hosted stores). */
    FILES_S3_FORCE_PATH_STYLE: Flag.default(false),
    /** Put before every key, to share a bucket with other things, e.g. `maindoctor/`. */
    FILES_S3_PREFIX: z.string().default(''),
  })
  .refine(
    (env) =>
      env.ICE_TURN_URLS.length === 0 ||
      Boolean(env.ICE_TURN_SECRET) ||
      Boolean(env.ICE_TURN_USERNAME && env.ICE_TURN_CREDENTIAL),
    {
      path: ['ICE_TURN_URLS'],
      // eslint-disable-next-line i18n/no-ui-literals
      message: 'needs ICE_TURN_SECRET, or ICE_TURN_USERNAME and ICE_TURN_CREDENTIAL',
    },
  )

export type Env = z.infer<typeof EnvSchema> & { DEMO_MODE: boolean }

let cached: Env | undefined

/** Reads and validates the environment once; a bad value stops the server at start-up. */
export function getEnv(): Env {
  if (cached) return cached
  const parsed = EnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  }
  const env = parsed.data
  if (env.FILES_STORE === 's3' && !env.FILES_S3_BUCKET) {
    throw new Error('Invalid environment:\n  FILES_S3_BUCKET: FILES_STORE=s3 needs a bucket')
  }
  const providerProblems = messageProviderProblems(env)
  if (providerProblems.length > 0) {
    throw new Error(`Invalid environment:\n  ${providerProblems.join('\n  ')}`)
  }
  // Demo mode is on by default only with the embedded database: a real PostgreSQL means a real
  // deployment, where demo accounts and a readable mailbox would be a hazard.
  const demoMode = env.DEMO_MODE ?? !env.DATABASE_URL
  cached = { ...env, DEMO_MODE: demoMode }
  return cached
}

/** Which provider sends each kind of text message; null: the local outbox (/dev/sms). */
export function textProviders(env: Env): {
  sms: 'gateway' | 'msg91' | 'gupshup' | null
  whatsapp: 'gateway' | 'cloud' | null
} {
  const sms = env.SMS_PROVIDER ?? (env.SMS_GATEWAY_URL ? 'gateway' : null)
  const whatsapp = env.WHATSAPP_PROVIDER ?? (sms === 'gateway' ? 'gateway' : null)
  return { sms, whatsapp }
}

/** A chosen provider without what it needs to send. */
export function messageProviderProblems(env: z.infer<typeof EnvSchema>): string[] {
  const needs: Array<[boolean, string, string]> = [
    [env.SMS_PROVIDER === 'gateway', 'SMS_GATEWAY_URL', 'SMS_PROVIDER=gateway'],
    [env.WHATSAPP_PROVIDER === 'gateway', 'SMS_GATEWAY_URL', 'WHATSAPP_PROVIDER=gateway'],
    [env.SMS_PROVIDER === 'msg91', 'MSG91_AUTH_KEY', 'SMS_PROVIDER=msg91'],
    [env.SMS_PROVIDER === 'gupshup', 'GUPSHUP_USERID', 'SMS_PROVIDER=gupshup'],
    [env.SMS_PROVIDER === 'gupshup', 'GUPSHUP_PASSWORD', 'SMS_PROVIDER=gupshup'],
    [env.SMS_PROVIDER === 'gupshup', 'DLT_ENTITY_ID', 'SMS_PROVIDER=gupshup'],
    [env.WHATSAPP_PROVIDER === 'cloud', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PROVIDER=cloud'],
    [env.WHATSAPP_PROVIDER === 'cloud', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_PROVIDER=cloud'],
  ]
  return needs
    .filter(([chosen, name]) => chosen && !env[name as keyof typeof env])
    .map(([, name, choice]) => `${name}: ${choice} needs it`)
}

export function appUrl(): string {
  const env = getEnv()
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
}
