import { describe, expect, it } from 'vitest'
import { Backoff, stopInOrder } from './lifecycle'
import { routeClassOf } from './metrics'

describe('Backoff', () => {
  it('doubles from the minimum to the maximum while a process keeps dying, and starts over after a healthy run', () => {
    const backoff = new Backoff({ minMs: 250, maxMs: 2_000, stableAfterMs: 30_000 })
    expect([100, 100, 100, 100, 100, 100].map((lived) => backoff.next(lived))).toEqual([250, 500, 1_000, 2_000, 2_000, 2_000])
    expect(backoff.next(30_000)).toBe(250)
    expect(backoff.next(10)).toBe(500)
  })
})

describe('stopInOrder', () => {
  it('runs each step once the one before has finished, and is clean only when every step was', async () => {
    const order: string[] = []
    const step = (name: string, clean: boolean, ms: number) => async () => {
      order.push(`${name} start`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      order.push(`${name} end`)
      return clean
    }
    expect(await stopInOrder([step('site', true, 20), step('api', false, 5), step('realtime', true, 1)])).toBe(false)
    expect(order).toEqual(['site start', 'site end', 'api start', 'api end', 'realtime start', 'realtime end'])
  })
})

describe('routeClassOf', () => {
  it('names a request by what it is for, in a handful of values', () => {
    expect(
      [
        '/healthz',
        '/readyz',
        '/_serverFn/abc',
        '/api/first-visit',
        '/broadcasting/auth',
        '/assets/main-x1.js',
        '/robots.txt',
        '/fr-fr',
        '/',
      ].map(routeClassOf),
    ).toEqual(['health', 'health', 'server_fn', 'api', 'api', 'asset', 'asset', 'page', 'page'])
  })
})
