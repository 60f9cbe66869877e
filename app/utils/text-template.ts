/**
 * Text messages as registered templates: an SMS in India is delivered only when its text is a
 * DLT-registered template with its variables filled, and WhatsApp sends a business-started message
 * only from an approved template with its body parameters. Our catalogue message is that template:
 * each `{name}` placeholder is one variable, counted in the order the language places them.
 */

/** A catalogue message compiled by Lingui: a string, or literal parts and `[name]` placeholders. */
export type CompiledText = string | ReadonlyArray<string | readonly unknown[]>

export type TemplatePart = { literal: string } | { variable: string }

/** The message's literal parts and placeholders in order; a plural or select is refused. */
export function templateParts(compiled: CompiledText): TemplatePart[] {
  if (typeof compiled === 'string') return compiled ? [{ literal: compiled }] : []
  const parts: TemplatePart[] = []
  for (const token of compiled) {
    if (typeof token === 'string') {
      const last = parts.at(-1)
      if (last && 'literal' in last) last.literal += token
      else parts.push({ literal: token })
    } else {
      const [name, type] = token
      // A plural or a select makes several texts, which no single registered template matches.
      if (typeof name !== 'string' || type !== undefined)
        throw new Error(
          `A text message can only hold plain {name} placeholders, not ${String(type)}`,
        )
      parts.push({ variable: name })
    }
  }
  return parts
}

export type TemplateValues = Record<string, string | number>

/** The text and its variables' values, in order (a value appears as often as its placeholder). */
export function fillTemplate(
  parts: readonly TemplatePart[],
  values: TemplateValues,
): { text: string; variables: string[] } {
  const variables: string[] = []
  let text = ''
  for (const part of parts) {
    if ('literal' in part) {
      text += part.literal
      continue
    }
    const value = values[part.variable]
    if (value === undefined) throw new Error(`No value for the text message's {${part.variable}}`)
    variables.push(String(value))
    text += String(value)
  }
  return { text, variables }
}

/** The text to register on the DLT portal: every variable as `{#var#}`. */
export function dltTemplateText(parts: readonly TemplatePart[]): string {
  return parts.map((part) => ('literal' in part ? part.literal : '{#var#}')).join('')
}

/** The body to register as a WhatsApp template: variables as {{1}}, {{2}}… in order. */
export function whatsappTemplateBody(parts: readonly TemplatePart[]): string {
  let count = 0
  return parts.map((part) => ('literal' in part ? part.literal : `{{${++count}}}`)).join('')
}

// A DLT variable of any type the portals offer: {#var#}, {#url#}, {#numeric#}, {#cbn#}…
const DLT_VARIABLE = /\{#[a-z]+#\}/gi

/** The literal pieces between a registered DLT text's variables. */
function registeredPieces(registered: string): string[] {
  return registered.split(DLT_VARIABLE)
}

/**
 * Whether a registered DLT text is this message: the same words around the same number of
 * variables (of any type). Operators match the text sent against it character by character.
 */
export function matchesRegisteredText(parts: readonly TemplatePart[], registered: string) {
  const pieces: string[] = ['']
  for (const part of parts) {
    if ('literal' in part) pieces[pieces.length - 1] += part.literal
    else pieces.push('')
  }
  const theirs = registeredPieces(registered)
  return theirs.length === pieces.length && theirs.every((piece, i) => piece === pieces[i])
}

/** A registered DLT text with its variables filled in order: the exact text the operator checks. */
export function fillRegisteredText(registered: string, variables: readonly string[]): string {
  const pieces = registeredPieces(registered)
  if (pieces.length !== variables.length + 1)
    throw new Error(
      `The registered text has ${pieces.length - 1} variables, the message ${variables.length}`,
    )
  return pieces.map((piece, i) => (i === 0 ? piece : variables[i - 1] + piece)).join('')
}
