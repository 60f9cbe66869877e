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

/**
 * HTML with every occurrence of these texts marked `lang="en"`: data kept in English as it was
 * written (a room and clinic) inside a message in another language, for screen readers (WCAG
 * 3.1.2). The texts are matched as they appear escaped; tags are never touched.
 */
export function markEnglish(html: string, texts: readonly string[]): string {
  let marked = html
  for (const text of new Set(texts.filter((t) => t.trim() !== ''))) {
    const escaped = escapeHtml(text)
    marked = marked
      .split(/(<[^>]*>)/)
      .map((part) =>
        part.startsWith('<') ? part : part.replaceAll(escaped, `<span lang="en">${escaped}</span>`),
      )
      .join('')
  }
  return marked
}

/** Plain text as HTML paragraphs: blank lines separate paragraphs, single line breaks stay. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}
