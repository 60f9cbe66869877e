/** Express accepts a hop count, "loopback"-style names, or a list of addresses and subnets. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed.split(',').map((part) => part.trim())
}
