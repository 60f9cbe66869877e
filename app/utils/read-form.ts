// C0 control characters except tab, line feed and carriage return, and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * The submitted form with invisible control characters removed from every text value. Nobody
 * types them, PostgreSQL cannot store NUL at all, and removing them here keeps a pasted stray
 * byte from turning a valid form into a server error.
 *
 * A body that is not a form at all is the sender's mistake, not ours: it is answered 415 (not a
 * form) or 400 (a form that cannot be read), thrown as a Response, never a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  let submitted: FormData
  try {
    submitted = await request.formData()
  } catch {
    throw unreadableForm(request)
  }
  const cleaned = new FormData()
  for (const [name, value] of submitted.entries()) {
    cleaned.append(name, typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '') : value)
  }
  return cleaned
}

function unreadableForm(request: Request): Response {
  const mediaType =
    (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const isForm = FORM_TYPES.includes(mediaType)
  const message = isForm
    ? 'The form arrived damaged. Please go back, reload the page and send it again.'
    : 'This address accepts only forms sent from our own pages.'
  return new Response(message, {
    status: isForm ? 400 : 415,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
