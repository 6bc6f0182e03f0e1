// A client that goes away mid-request, over a real socket on @hono/node-server: the API writes
// one short line (status 499, no stack) and nothing through the console; a real failure on a
// live connection still has its stack.
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureLogs, type LogEntry } from '../log/testing'
import { createTestApi } from '../testing'
import { CLIENT_CLOSED_REQUEST, errorResponse } from './errors'
import type { NodeBindings } from './request-context'

let server: ServerType
let port: number
let logs: ReturnType<typeof captureLogs>
let consoleCalls: unknown[][]

beforeEach(async () => {
  logs = captureLogs('trace')
  consoleCalls = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleCalls.push([method, ...args]))
  server = serve({ fetch: createTestApi().app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterEach(async () => {
  logs.restore()
  vi.restoreAllMocks()
  await new Promise((resolve) => server.close(resolve))
})

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends a request head and the start of its body over a raw socket, and leaves it open. */
async function halfRequest(head: string[], bodyStart: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.on('error', () => {})
  socket.write(
    `${['POST /auth/check HTTP/1.1', 'Host: api.test', 'Content-Type: application/json', ...head].join('\r\n')}\r\n\r\n${bodyStart}`,
  )
  // Let the handler start reading the body before the client leaves.
  await pause(100)
  return socket
}

async function onlyLine(): Promise<LogEntry> {
  await until(() => logs.entries.length > 0)
  // Whatever else the server would say about it has had time to arrive.
  await pause(200)
  expect(logs.entries).toHaveLength(1)
  expect(consoleCalls).toEqual([])
  return logs.entries[0]!
}

const EXPECTED = {
  level: 'info',
  component: 'api',
  msg: 'client closed the connection mid-request',
  method: 'POST',
  path: '/auth/check',
  status: CLIENT_CLOSED_REQUEST,
}

describe('a client that goes away mid-request', () => {
  it('is one short line when the socket closes in the middle of a Content-Length body', async () => {
    ;(await halfRequest(['Content-Length: 100'], '{"email":')).destroy()
    const line = await onlyLine()
    expect(line).toMatchObject(EXPECTED)
    expect(line.err).toBeUndefined()
    expect(JSON.stringify(line)).not.toMatch(/\bat\s|stack/)
  })

  it('is one short line when a chunked body stops and the socket closes', async () => {
    ;(await halfRequest(['Transfer-Encoding: chunked'], '9\r\n{"email":\r\n')).destroy()
    expect(await onlyLine()).toMatchObject(EXPECTED)
  })

  it('is one short line when the client half-closes before the body is complete', async () => {
    ;(await halfRequest(['Content-Length: 100'], '{"email":')).end()
    expect(await onlyLine()).toMatchObject(EXPECTED)
  })

  it('leaves complete requests on the same server alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/auth/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    })
    expect(res.status).toBe(200)
    await pause(100)
    expect(logs.entries).toEqual([])
    expect(consoleCalls).toEqual([])
  })
})

describe('clientWentAway', () => {
  /** An app whose only route throws `error`, asked as if its connection were already gone. */
  async function statusAfter(error: Error, incoming: NodeBindings['incoming']): Promise<number> {
    const app = new Hono()
    app.onError((e, c) => errorResponse(c, e))
    app.post('/', () => {
      throw error
    })
    return (await app.request('/', { method: 'POST' }, { incoming })).status
  }

  it('takes a broken read on a closed connection for the client leaving', async () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    expect(await statusAfter(reset, { destroyed: true, errored: reset })).toBe(CLIENT_CLOSED_REQUEST)
    expect(await statusAfter(new Error('Client connection prematurely closed.'), { destroyed: true })).toBe(CLIENT_CLOSED_REQUEST)
    expect(logs.entries).toEqual([])
  })

  it('keeps any other failure a 500 with its stack, even once the connection is gone', async () => {
    expect(await statusAfter(new Error('bug'), { destroyed: true })).toBe(500)
    // A reset from elsewhere (the mail server, say) while the client is still connected.
    expect(await statusAfter(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), { destroyed: false })).toBe(500)
    expect(logs.entries.map((entry) => [entry.msg, typeof (entry.err as { stack?: unknown }).stack])).toEqual([
      ['unhandled error', 'string'],
      ['unhandled error', 'string'],
    ])
  })
})
