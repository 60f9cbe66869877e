/**
 * "Ram Prasad Verma" → "R. P. V.": all a public verification page shows of a patient — enough to
 * compare with the paper, not to know who it is.
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]!.toLocaleUpperCase('en-IN')}.`)
    .join(' ')
}
