/**
 * The page a list's address asks for: a whole number from 1 to `max`. Anything else ("1.5",
 * "-3", "abc") is page 1: a page number goes into the query's offset, which takes whole numbers.
 */
export function pageNumber(params: URLSearchParams, max = 1000): number {
  const value = params.get('page') ?? ''
  return /^\d{1,6}$/.test(value) ? Math.min(max, Math.max(1, Number(value))) : 1
}
