import { describe, expect, it } from 'vitest'
import { labelledIndexes, niceStep, valueAxis, xPositions, yOf } from './result-chart-scale.ts'

const box = { left: 40, right: 390, top: 10, bottom: 170 }

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1)
    expect(niceStep(1.3)).toBe(2)
    expect(niceStep(2.2)).toBe(2.5)
    expect(niceStep(37)).toBe(50)
    expect(niceStep(100)).toBe(100)
    expect(niceStep(0.03)).toBeCloseTo(0.05)
  })
})

describe('valueAxis', () => {
  it('holds every value and the whole band, from round number to round number', () => {
    const axis = valueAxis([11.2, 12.4, 13.1], { low: 13, high: 17 })
    expect(axis.min).toBeLessThanOrEqual(11.2)
    expect(axis.max).toBeGreaterThanOrEqual(17)
    expect(axis.ticks[0]).toBe(axis.min)
    expect(axis.ticks.at(-1)).toBe(axis.max)
    expect(axis.ticks.length).toBeGreaterThanOrEqual(3)
    expect(axis.ticks.length).toBeLessThanOrEqual(7)
    expect(axis).toEqual({ min: 10, max: 18, ticks: [10, 12, 14, 16, 18] })
  })
  it('holds a value far above a one-sided band, and does not go below zero', () => {
    const axis = valueAxis([5.8, 9.6], { high: 5.6 })
    expect(axis.min).toBe(0)
    expect(axis.max).toBeGreaterThanOrEqual(9.6)
  })
  it('copes with one value and no band', () => {
    const axis = valueAxis([100], null)
    expect(axis.min).toBeLessThan(100)
    expect(axis.max).toBeGreaterThan(100)
    expect(valueAxis([], null)).toEqual({ min: 0, max: 1, ticks: [0, 0.5, 1] })
  })
})

describe('positions', () => {
  it('puts larger values higher and the axis ends at the box edges', () => {
    const axis = { min: 10, max: 18, ticks: [] }
    expect(yOf(10, axis, box)).toBe(170)
    expect(yOf(18, axis, box)).toBe(10)
    expect(yOf(14, axis, box)).toBe(90)
  })
  it('places results by date, a long gap looking long', () => {
    const xs = xPositions(
      ['2026-01-01T00:00:00Z', '2026-01-11T00:00:00Z', '2026-03-12T00:00:00Z'],
      box,
    )
    expect(xs[0]).toBe(40)
    expect(xs[2]).toBe(390)
    expect(xs[1]).toBeCloseTo(40 + 350 / 7)
    expect(xPositions(['2026-01-01T00:00:00Z'], box)).toEqual([215])
    expect(xPositions(['2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'], box)).toEqual([40, 390])
  })
  it('labels the first and last dates, and the middle one only with room', () => {
    expect(labelledIndexes([40, 215, 390], 80)).toEqual([0, 1, 2])
    expect(labelledIndexes([40, 60, 390], 80)).toEqual([0, 2])
    expect(labelledIndexes([40, 45], 80)).toEqual([1])
    expect(labelledIndexes([215], 80)).toEqual([0])
  })
})
