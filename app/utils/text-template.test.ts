import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import {
  type CompiledText,
  dltTemplateText,
  fillRegisteredText,
  fillTemplate,
  matchesRegisteredText,
  templateParts,
  whatsappTemplateBody,
} from './text-template.ts'

const parts = (message: string) => templateParts(compileMessage(message) as CompiledText)

describe('text message templates', () => {
  const booked = parts('{site}: appointment {when} booked. Details: {url}')

  it('fills a message and lists its variables in the order the language places them', () => {
    expect(
      fillTemplate(booked, {
        url: 'https://x.in/m/1',
        when: '5 Dec, 10:40 am',
        site: 'MainDoctor',
      }),
    ).toEqual({
      text: 'MainDoctor: appointment 5 Dec, 10:40 am booked. Details: https://x.in/m/1',
      variables: ['MainDoctor', '5 Dec, 10:40 am', 'https://x.in/m/1'],
    })
    const hindi = parts('{site}: {when} अपॉइंटमेंट बुक: {url}')
    expect(fillTemplate(hindi, { site: 'MainDoctor', when: '5 दिस.', url: 'u' }).variables).toEqual(
      ['MainDoctor', '5 दिस.', 'u'],
    )
  })

  it('refuses a message with a missing value, a plural or a select', () => {
    expect(() => fillTemplate(booked, { site: 'MainDoctor', when: 'now' })).toThrow('{url}')
    expect(() => parts('{count, plural, one {# day} other {# days}}')).toThrow()
  })

  it('gives the text to register on DLT and the body of the WhatsApp template', () => {
    expect(dltTemplateText(booked)).toBe('{#var#}: appointment {#var#} booked. Details: {#var#}')
    expect(whatsappTemplateBody(booked)).toBe('{{1}}: appointment {{2}} booked. Details: {{3}}')
  })

  it('recognises the registered text with any DLT variable type, and nothing reworded', () => {
    expect(
      matchesRegisteredText(booked, '{#var#}: appointment {#var#} booked. Details: {#url#}'),
    ).toBe(true)
    expect(
      matchesRegisteredText(booked, '{#var#}: appointment {#var#} booked. Details {#var#}'),
    ).toBe(false)
    expect(matchesRegisteredText(booked, '{#var#}: appointment {#var#} booked.')).toBe(false)
  })

  it('fills the registered text with the variables, exactly what the operator compares', () => {
    expect(
      fillRegisteredText('{#var#}: appointment {#var#} booked. Details: {#url#}', [
        'MainDoctor',
        'today',
        'https://x.in',
      ]),
    ).toBe('MainDoctor: appointment today booked. Details: https://x.in')
    expect(() => fillRegisteredText('{#var#} and {#var#}', ['one'])).toThrow('2 variables')
  })
})
