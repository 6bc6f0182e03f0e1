// The realtime status against a real local HTTP server: one probe per few seconds whatever the
// traffic, an answer from a server that is down kept as long as one from a server that is up.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSharedQueryClient } from '../cache/shared-queries.server'
import { REALTIME_STATUS_FRESH_MS, realtimeStatusQueryOptions } from './realtime-status.server'

let server: Server
let up: string
let down: string
let probes = 0

beforeAll(async () => {
  server = createServer((_req, res) => {
    probes += 1
    // Any status counts (Pusher Channels, Reverb and soketi answer their root differently).
    res.writeHead(404).end('Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  up = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  // A port that was just free: nothing listens there.
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`
  await new Promise((resolve) => closed.close(resolve))
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('the realtime status', () => {
  beforeEach(() => {
    probes = 0
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  it('counts any HTTP answer as up and probes once for concurrent callers', async () => {
    const queries = createSharedQueryClient()
    const answers = await Promise.all([1, 2, 3].map(() => queries.query(realtimeStatusQueryOptions(up))))
    expect(answers).toEqual([true, true, true])
    expect(probes).toBe(1)
  })

  it('keeps the answer for five seconds, then probes again', async () => {
    const queries = createSharedQueryClient()
    await queries.query(realtimeStatusQueryOptions(up))
    vi.setSystemTime(REALTIME_STATUS_FRESH_MS - 1)
    await queries.query(realtimeStatusQueryOptions(up))
    expect(probes).toBe(1)
    vi.setSystemTime(REALTIME_STATUS_FRESH_MS)
    expect(await queries.query(realtimeStatusQueryOptions(up))).toBe(true)
    expect(probes).toBe(2)
  })

  it('answers down for a refused connection and keeps that answer as long', async () => {
    const queries = createSharedQueryClient()
    const status = realtimeStatusQueryOptions(down)
    expect(await queries.query(status)).toBe(false)
    expect(queries.getQueryState(status.queryKey)?.dataUpdatedAt).toBe(0)
    vi.setSystemTime(REALTIME_STATUS_FRESH_MS - 1)
    expect(await queries.query(status)).toBe(false)
    expect(queries.getQueryState(status.queryKey)?.dataUpdatedAt).toBe(0)
    vi.setSystemTime(REALTIME_STATUS_FRESH_MS)
    expect(await queries.query(status)).toBe(false)
    expect(queries.getQueryState(status.queryKey)?.dataUpdatedAt).toBe(REALTIME_STATUS_FRESH_MS)
  })
})
