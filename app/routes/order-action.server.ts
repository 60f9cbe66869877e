import { data } from 'react-router'
import { type z } from '#app/utils/zod.ts'
import { translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type ReplyOptions, replyWithDomainError } from './form-reply.server.ts'

/**
 * The action of a staff order page (the laboratory's and the pharmacy's orders, the ambulance
 * board): every button posts the same form with its `intent`; one schema reads it; one domain
 * function takes the step; a refusal comes back as the page's reply — which form, its message,
 * the messages next to its fields, everything as typed — and a domain error goes through the one
 * form-reply helper (`replyWithDomainError`), so its status and its message are the same as on
 * every other form. Success ends in the page's redirect with a toast.
 */

/** What was posted: the button's intent and every text field as typed. */
export type Posted = { intent: string; values: Record<string, string> }

/** A refusal in the page's words: above the form, and next to its fields. */
export type Refusal = { error: string | null; fieldErrors: Record<string, string> }

/** Each field's first message from the schema, in words ("" and `intent` are no field's). */
export function schemaFieldErrors(locale: Locale, issues: readonly z.core.$ZodIssue[]) {
  const fieldErrors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !fieldErrors[field])
      fieldErrors[field] = translateRefOnServer(locale, issue.message)
  }
  return fieldErrors
}

/**
 * A refusal put into words in the reader's language (a reference becomes its message; words the
 * server already wrote stay as they are), for pages that show the server's words.
 */
export function refusalInWords(locale: Locale, refusal: Refusal): Refusal {
  return {
    error: refusal.error === null ? null : translateRefOnServer(locale, refusal.error),
    fieldErrors: Object.fromEntries(
      Object.entries(refusal.fieldErrors).map(([field, message]) => [
        field,
        translateRefOnServer(locale, message),
      ]),
    ),
  }
}

export async function orderAction<Action extends { intent: string }, Found, Reply>(
  request: Request,
  page: {
    schema: z.ZodType<Action>
    locale: Locale
    /**
     * What the page reads before the form is checked: the order (none is a 404, before anything
     * else is said about the form).
     */
    find?: () => Promise<Found | null>
    /** Fields left empty are left out before the schema reads them (optional fields). */
    dropEmpty?: boolean
    /** The refusal when the schema refuses the post. */
    invalid: (issues: readonly z.core.$ZodIssue[], posted: Posted) => Refusal
    /** The page's reply for a refusal. */
    reply: (refusal: Refusal, posted: Posted) => Reply
    /** Takes the step: a redirect, or a refusal of the page's own (with its status). */
    act: (
      action: Action,
      found: Found,
      posted: Posted,
    ) => Promise<Response | { status: number; reply: Reply }>
  },
) {
  const form = await readForm(request)
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const posted: Posted = { intent: values.intent ?? '', values }
  const found = page.find ? await page.find() : null
  if (page.find && found === null) throw data(null, { status: 404 })
  const parsed = page.schema.safeParse(
    page.dropEmpty
      ? Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
      : values,
  )
  if (!parsed.success)
    return data(page.reply(page.invalid(parsed.error.issues, posted), posted), { status: 400 })
  try {
    const done = await page.act(parsed.data, found as Found, posted)
    return done instanceof Response ? done : data(done.reply, { status: done.status })
  } catch (error) {
    // The page's reply stands in for Conform's: the helper's messages become its refusal.
    const submission = {
      reply: ({ formErrors, fieldErrors }: ReplyOptions = {}) =>
        page.reply(
          {
            error: formErrors?.[0] ?? null,
            fieldErrors: Object.fromEntries(
              Object.entries(fieldErrors ?? {}).map(([field, [message]]) => [field, message!]),
            ),
          },
          posted,
        ),
    }
    const answer = replyWithDomainError(submission, error, { locale: page.locale })
    return data(answer.data.result, answer.init ?? undefined)
  }
}
