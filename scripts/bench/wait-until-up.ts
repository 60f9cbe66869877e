/** Waits up to three minutes (a fresh embedded database on a busy machine takes a while) for the server at `base` to answer its home page. */
export async function waitUntilUp(base: string) {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${base}/home`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The server did not start')
}
