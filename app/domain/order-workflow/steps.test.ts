import { describe, expect, it } from 'vitest'
import { mayTake, openMoves, type OrderStep } from './steps.ts'

type Status = 'new' | 'packed' | 'sent' | 'cancelled'
type Order = { status: Status; delivery: boolean }

const SENT: OrderStep<Status, Order> = {
  moves: (order) => (order.delivery ? [{ from: ['packed'], to: 'sent' }] : []),
  audit: null,
}
const CANCELLED: OrderStep<Status, Order> = {
  moves: [
    { from: ['new', 'packed'], to: 'cancelled' },
    { from: ['new'], to: null },
  ],
  audit: null,
}

describe('steps and their moves', () => {
  it('opens only the moves from the order’s status, as the order allows', () => {
    expect(openMoves(SENT, { status: 'packed', delivery: true })).toEqual([
      { from: ['packed'], to: 'sent' },
    ])
    expect(openMoves(SENT, { status: 'packed', delivery: false })).toEqual([])
    expect(openMoves(CANCELLED, { status: 'new', delivery: false })).toHaveLength(2)
  })

  it('refuses a step from another status than the page showed, or to a move it does not make', () => {
    const order: Order = { status: 'packed', delivery: true }
    expect(mayTake(CANCELLED, order)).toBe(true)
    expect(mayTake(CANCELLED, order, { seen: 'packed' })).toBe(true)
    expect(mayTake(CANCELLED, order, { seen: 'new' })).toBe(false)
    expect(mayTake(CANCELLED, order, { to: null })).toBe(false)
    expect(mayTake(CANCELLED, { status: 'new', delivery: true }, { to: null })).toBe(true)
    expect(mayTake(SENT, { status: 'sent', delivery: true })).toBe(false)
  })
})
