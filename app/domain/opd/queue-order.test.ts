import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CONSULTATION_MINUTES,
  minutesPerPatient,
  orderQueue,
  queuePlace,
  type QueueEntry,
} from './queue-order.ts'

const at = (hhmm: string) => new Date(`2026-12-07T${hhmm}:00Z`)

const walkIn = (id: string, token: number, arrived: string): QueueEntry => ({
  id,
  token,
  kind: 'walk_in',
  bookedFor: null,
  arrivedAt: at(arrived),
  returnedAt: null,
})

const booked = (id: string, token: number, bookedFor: string, arrived: string): QueueEntry => ({
  id,
  token,
  kind: 'booked',
  bookedFor: at(bookedFor),
  arrivedAt: at(arrived),
  returnedAt: null,
})

const ids = (entries: QueueEntry[]) => entries.map((e) => e.id)

describe('the OPD order rule', () => {
  it('calls walk-ins in token order', () => {
    const queue = [walkIn('c', 3, '09:20'), walkIn('a', 1, '09:00'), walkIn('b', 2, '09:10')]
    expect(ids(orderQueue(queue))).toEqual(['a', 'b', 'c'])
  })

  it('seats a booked patient who came on time at their booked time, walk-ins filling between', () => {
    const queue = [
      walkIn('w1', 1, '09:00'),
      booked('b10', 2, '10:00', '09:05'),
      walkIn('w2', 3, '09:30'),
      walkIn('w3', 4, '10:05'),
    ]
    expect(ids(orderQueue(queue))).toEqual(['w1', 'w2', 'b10', 'w3'])
  })

  it('puts a booked patient before a walk-in who arrived after their time', () => {
    const queue = [walkIn('w', 1, '09:01'), booked('b', 2, '09:00', '09:10')]
    expect(ids(orderQueue(queue))).toEqual(['b', 'w'])
  })

  it('gives the booked patient the tie at the same minute', () => {
    const queue = [walkIn('w', 1, '09:00'), booked('b', 2, '09:00', '08:50')]
    expect(ids(orderQueue(queue))).toEqual(['b', 'w'])
  })

  it('queues a booked patient more than 15 minutes late by their arrival', () => {
    const queue = [
      booked('late', 1, '09:00', '09:16'),
      walkIn('w1', 2, '09:05'),
      walkIn('w2', 3, '09:20'),
    ]
    expect(ids(orderQueue(queue))).toEqual(['w1', 'late', 'w2'])
    // 15 minutes late is still on time.
    expect(ids(orderQueue([booked('b', 1, '09:00', '09:15'), walkIn('w', 2, '09:05')]))).toEqual([
      'b',
      'w',
    ])
  })

  it('queues a skipped patient who came back from the moment they came back', () => {
    const back = { ...walkIn('back', 1, '09:00'), returnedAt: at('09:40') }
    const queue = [back, walkIn('w2', 2, '09:10'), walkIn('w3', 3, '09:50')]
    expect(ids(orderQueue(queue))).toEqual(['w2', 'back', 'w3'])
  })
})

describe('the place in the queue and the wait', () => {
  const queue = [walkIn('a', 1, '09:00'), walkIn('b', 2, '09:10'), walkIn('c', 3, '09:20')]

  it('counts those ahead and the patient in the room', () => {
    expect(queuePlace(queue, 'c', { someoneInRoom: true, minutesPerPatient: 10 })).toEqual({
      ahead: 2,
      waitMinutes: 30,
    })
    expect(queuePlace(queue, 'a', { someoneInRoom: false, minutesPerPatient: 10 })).toEqual({
      ahead: 0,
      waitMinutes: 0,
    })
    expect(queuePlace(queue, 'x', { someoneInRoom: false, minutesPerPatient: 10 })).toBeNull()
  })

  it('uses the slot length until three were seen, then the measured average', () => {
    const seen = (minutes: number) => ({ calledAt: at('09:00'), doneAt: at(`09:${minutes}`) })
    expect(minutesPerPatient([], 15)).toBe(15)
    expect(minutesPerPatient([], null)).toBe(DEFAULT_CONSULTATION_MINUTES)
    expect(minutesPerPatient([seen(20), seen(10)], 15)).toBe(15)
    expect(minutesPerPatient([seen(20), seen(10), seen(12)], 15)).toBe(14)
  })
})
