/** Waits up to a minute for the server at `base` to answer its home page. */
export async function waitUntilUp(base: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/home`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The server did not start')
}
