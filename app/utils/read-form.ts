// C0 control characters except tab, line feed and carriage return, and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/**
 * The submitted form with invisible control characters removed from every text value. Nobody
 * types them, PostgreSQL cannot store NUL at all, and removing them here keeps a pasted stray
 * byte from turning a valid form into a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  const submitted = await request.formData()
  const cleaned = new FormData()
  for (const [name, value] of submitted.entries()) {
    cleaned.append(name, typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '') : value)
  }
  return cleaned
}
