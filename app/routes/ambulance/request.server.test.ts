import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { loadBoard } from '#app/domain/ambulance/dispatch.server.ts'
import { findTracking } from '#app/domain/ambulance/requests.server.ts'
import { testMobile } from '#tests/support/ambulance.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { action } from './request.tsx'

/** The request form as a browser posts it, from `clientIp`. */
async function post(clientIp: string, fields: Record<string, string>) {
  const request = new Request('http://localhost/ambulance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ requestKey: randomUUID(), ...fields }).toString(),
  })
  try {
    return await action({ request, params: {}, context: { clientIp } } as never)
  } catch (thrown) {
    return thrown
  }
}

/** The tracking token of a redirect to the tracking page, or null for any other answer. */
function trackingToken(answer: unknown): string | null {
  if (!(answer instanceof Response) || answer.status !== 303) return null
  return (
    /^\/ambulance\/track\/([\w-]+)\?sent=1$/.exec(answer.headers.get('Location') ?? '')?.[1] ?? null
  )
}

describeOnEachDatabase('the ambulance request form and its limits', () => {
  it('past the per-address limit a request is still stored, flagged for the dispatcher, and the caller gets the tracking page', async () => {
    // A whole village behind one operator address (carrier-grade NAT), each with their own phone.
    const village = '198.51.100.20'
    const tokens: string[] = []
    for (let i = 0; i < 22; i++) {
      const answer = await post(village, { phone: testMobile(), village: `Shared no. ${i}` })
      const token = trackingToken(answer)
      expect(token, `request ${i + 1} from one address gets its tracking page`).not.toBeNull()
      tokens.push(token!)
    }
    const last = await findTracking(tokens.at(-1)!)
    expect(last).toMatchObject({ status: 'received', village: 'Shared no. 21' })

    const board = await loadBoard()
    const flagOf = (village: string) =>
      board.waiting.find((r) => r.village === village)?.busyAddress
    expect(flagOf('Shared no. 0')).toBe(false)
    expect(flagOf('Shared no. 19')).toBe(false)
    expect(flagOf('Shared no. 20')).toBe(true)
    expect(flagOf('Shared no. 21')).toBe(true)
  })

  it('one mobile past its own limit is still told to call, with everything typed kept', async () => {
    const phone = testMobile()
    const answers = []
    for (let i = 0; i < 6; i++) {
      answers.push(await post(`203.0.113.${i + 1}`, { phone, village: `Rampur ${i}` }))
    }
    expect(answers.slice(0, 5).map(trackingToken).every(Boolean)).toBe(true)
    const limited = answers[5] as { data: { limited: boolean; result: { initialValue: object } } }
    expect((answers[5] as { init: { status: number } }).init.status).toBe(429)
    expect(limited.data.limited).toBe(true)
    expect(limited.data.result.initialValue).toMatchObject({ phone, village: 'Rampur 5' })
  })
})
