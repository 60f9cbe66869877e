import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Env, getEnv } from '#app/utils/env.server.ts'
import type { MessageTemplates } from '#app/utils/message-templates.server.ts'
import { dltTemplateText } from '#app/utils/text-template.ts'
import { checkMessageTemplates, messageTemplateProblems } from './template-check.server.ts'
import { everyTextMessage } from './text-messages.server.ts'

/** Every kind registered in both languages, as an operator would after following the README. */
function completeTemplates(): MessageTemplates {
  const templates: MessageTemplates = { sms: {}, whatsapp: {} }
  let id = 1107170000000000000n
  for (const { kind, locale, whatsapp, parts } of everyTextMessage()) {
    id += 1n
    templates.sms[kind] = {
      ...templates.sms[kind],
      [locale]: {
        dltTemplateId: String(id),
        msg91TemplateId: `m${id}`,
        text: dltTemplateText(parts),
      },
    }
    if (whatsapp)
      templates.whatsapp[kind] = {
        ...templates.whatsapp[kind],
        [locale]: { name: kind.replace('.', '_'), language: locale },
      }
  }
  return templates
}

function without(templates: MessageTemplates, kind: string, locale: 'en' | 'hi') {
  const copy = structuredClone(templates)
  delete copy.sms[kind]![locale]
  return copy
}

let dir: string
let files = 0
async function templatesFile(templates: MessageTemplates): Promise<string> {
  const file = path.join(dir, `templates-${++files}.json`)
  await writeFile(file, JSON.stringify(templates))
  return file
}

const production = (extra: Partial<Env>): Env => ({
  ...getEnv(),
  NODE_ENV: 'production',
  SMS_GATEWAY_URL: undefined,
  ...extra,
})
const msg91 = production({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key' })

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'maindoctor-templates-'))
})

describe('the start-up check of the text message templates', () => {
  it('stops a production server whose SMS provider lacks a kind’s template, naming the kinds', async () => {
    const file = await templatesFile(
      without(without(completeTemplates(), 'appointment.booked', 'hi'), 'lab.released', 'en'),
    )
    const start = () => checkMessageTemplates({ ...msg91, MESSAGE_TEMPLATES_FILE: file })
    expect(start).toThrow(/sms appointment\.booked \(hi\): no DLT template/)
    expect(start).toThrow(/sms lab\.released \(en\): no DLT template/)
    expect(start).not.toThrow(/appointment\.booked \(en\)/)
  })

  it('starts when every kind has its template in both languages', async () => {
    const file = await templatesFile(completeTemplates())
    expect(() => checkMessageTemplates({ ...msg91, MESSAGE_TEMPLATES_FILE: file })).not.toThrow()
  })

  it('stops it when no templates file is given at all', () => {
    expect(() => checkMessageTemplates(msg91)).toThrow(/account\.sign-in-code \(en\)/)
  })

  it('names a registered text that is not the message (DLT would drop every such SMS)', () => {
    const templates = completeTemplates()
    templates.sms['prescription.issued']!.en!.text = '{#var#}: your prescription: {#var#}'
    expect(messageTemplateProblems(msg91, templates)).toEqual([
      'sms prescription.issued (en): the registered text is not the message "{#var#}: your prescription is ready: {#var#}"',
    ])
  })

  it('asks MSG91 for its own template ids, Gupshup only for the DLT ones', () => {
    const templates = completeTemplates()
    delete templates.sms['pharmacy.packed']!.hi!.msg91TemplateId
    expect(messageTemplateProblems(msg91, templates)).toEqual([
      'sms pharmacy.packed (hi): no msg91TemplateId',
    ])
    const gupshup = production({
      SMS_PROVIDER: 'gupshup',
      GUPSHUP_USERID: '2000000000',
      GUPSHUP_PASSWORD: 'secret',
      DLT_ENTITY_ID: '1101000000000000001',
    })
    expect(messageTemplateProblems(gupshup, templates)).toEqual([])
  })

  it('asks the WhatsApp Cloud API for the kinds that may go by WhatsApp only', () => {
    const templates = completeTemplates()
    delete templates.whatsapp['appointment.reminder']!.hi
    const cloud = { ...msg91, WHATSAPP_PROVIDER: 'cloud' as const }
    expect(messageTemplateProblems(cloud, templates)).toEqual([
      'whatsapp appointment.reminder (hi): no WhatsApp template',
    ])
    expect(messageTemplateProblems(msg91, templates)).toEqual([])
  })

  it('names a kind in the file that the app does not send (a typing mistake)', () => {
    const templates = completeTemplates()
    templates.sms['appointment.bookd'] = templates.sms['appointment.booked']!
    expect(messageTemplateProblems(msg91, templates)).toEqual([
      'sms appointment.bookd: no such kind of message',
    ])
  })

  it('asks nothing without a provider (the local outbox), and only warns outside production', () => {
    expect(messageTemplateProblems(production({}), { sms: {}, whatsapp: {} })).toEqual([])
    expect(() => checkMessageTemplates({ ...msg91, NODE_ENV: 'development' })).not.toThrow()
  })
})
