/**
 * Waits up to three minutes (a fresh embedded database on a busy machine takes a while) for the
 * server at `base` to answer its home page. It asks every 25 ms, so that the start-up figure
 * (goal 7) is the server's own time, not the wait between two questions.
 */
export async function waitUntilUp(base: string) {
  const deadline = Date.now() + 3 * 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/home`)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('The server did not start')
}
