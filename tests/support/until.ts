/**
 * Waits until `condition` holds (checked every 10 ms, for at most `timeoutMs`), for what happens
 * a moment later: an announcement arriving, a connection coming back, a value being kept.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 3_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * What `read` answers once it is kept: the same object from two calls in a row (a value kept in
 * memory, once the database listens). `other` is one it must not be (the one kept before a
 * change).
 */
export async function keptValue<T>(read: () => Promise<T>, other?: T): Promise<T> {
  let value: T | undefined
  await until(async () => {
    const first = await read()
    value = first
    return first !== other && (await read()) === first
  }, 'a kept value')
  return value as T
}
