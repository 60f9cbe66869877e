import { describe, expect, it } from 'vitest'
import { type Env, getEnv, messageProviderProblems, textProviders } from './env.server.ts'

const env = (extra: Partial<Env>): Env => ({ ...getEnv(), SMS_GATEWAY_URL: undefined, ...extra })

describe('the text message providers in the environment', () => {
  it('keeps the gateway for both channels when only SMS_GATEWAY_URL is set, and none without it', () => {
    expect(textProviders(env({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' }))).toEqual({
      sms: 'gateway',
      whatsapp: 'gateway',
    })
    expect(textProviders(env({}))).toEqual({ sms: null, whatsapp: null })
    expect(textProviders(env({ SMS_PROVIDER: 'gupshup', WHATSAPP_PROVIDER: 'cloud' }))).toEqual({
      sms: 'gupshup',
      whatsapp: 'cloud',
    })
  })

  it('refuses a chosen provider without its credentials, naming what is missing', () => {
    expect(messageProviderProblems(env({ SMS_PROVIDER: 'msg91' }))).toEqual([
      'MSG91_AUTH_KEY: SMS_PROVIDER=msg91 needs it',
    ])
    expect(
      messageProviderProblems(env({ SMS_PROVIDER: 'gupshup', GUPSHUP_USERID: '2000123456' })),
    ).toEqual([
      'GUPSHUP_PASSWORD: SMS_PROVIDER=gupshup needs it',
      'DLT_ENTITY_ID: SMS_PROVIDER=gupshup needs it',
    ])
    expect(
      messageProviderProblems(env({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 't' })),
    ).toEqual(['WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_PROVIDER=cloud needs it'])
    expect(messageProviderProblems(env({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' }))).toEqual([])
  })
})
