/** Escapes text for HTML e-mail bodies: anything a person typed is text, never markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * A translated message as HTML: the words escaped, then its numbered tags ("<0>…</0>") turned
 * into the given elements.
 */
export function richHtml(
  text: string,
  tags: ReadonlyArray<readonly [open: string, close: string]>,
) {
  let html = escapeHtml(text)
  tags.forEach(([open, close], index) => {
    html = html.replace(`&lt;${index}&gt;`, open).replace(`&lt;/${index}&gt;`, close)
  })
  return html
}

/** Plain text as HTML paragraphs: blank lines separate paragraphs, single line breaks stay. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}
