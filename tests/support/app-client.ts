import type { AppUnderTest, RawResponse } from './app-under-test.ts'

/**
 * A person's requests to an app under test, the way a browser without JavaScript sends them:
 * form posts from the site's own origin, the session cookie once signed in.
 */
export function appClient(app: AppUnderTest) {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

  /** Signs in with the password form; answers the session cookie (`name=value`). */
  async function signIn(email: string, password: string): Promise<string> {
    const response = await app.send({
      method: 'POST',
      path: '/login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
      body: form({ email, password }),
    })
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
    const session = cookies.find((cookie) => cookie.includes('session_token'))
    if (!session) throw new Error(`sign-in failed with ${response.status}`)
    return session.split(';')[0]!
  }

  const get = (path: string, cookie?: string): Promise<RawResponse> =>
    app.send({ method: 'GET', path, headers: cookie ? { Cookie: cookie } : {} })

  const post = (
    path: string,
    fields: Record<string, string>,
    cookie?: string,
  ): Promise<RawResponse> =>
    app.send({
      method: 'POST',
      path,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.baseUrl,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: form(fields),
    })

  return { signIn, get, post }
}
