// @vitest-environment happy-dom
// The live feed's connection with the real laravel-echo and pusher-js (their browser build) over a
// scripted WebSocket: leaving the page at any moment of the handshake closes the socket without a
// message sent on it once it is closing, which the browser would log as an error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { followClaims } from './realtime-client'

// Node would load pusher-js's Node build, with a WebSocket of its own: load the browser's.
vi.mock('pusher-js', async () => {
  const browserBuild = 'pusher-js/dist/web/pusher.js'
  const web: unknown = await import(/* @vite-ignore */ browserBuild)
  const exported = (web as { default: unknown }).default
  return { default: (exported as { default?: unknown }).default ?? exported }
})

/** Messages sent on a socket that was no longer open (what the browser reports as an error). */
let lateSends: string[] = []
let sockets: ScriptedSocket[] = []

class ScriptedSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readyState = 0
  sent: string[] = []
  onopen?: () => void
  onmessage?: (event: { data: string }) => void
  onclose?: (event: { code: number; reason: string; wasClean: boolean }) => void
  onerror?: (event: unknown) => void
  constructor(readonly url: string) {
    sockets.push(this)
  }
  send(data: string) {
    if (this.readyState === 1) this.sent.push(data)
    else lateSends.push(data)
  }
  close() {
    if (this.readyState >= 2) return
    this.readyState = 2
    setTimeout(() => {
      this.readyState = 3
      this.onclose?.({ code: 1000, reason: '', wasClean: true })
    }, 5)
  }
  /** The server accepts the socket and says the connection is established. */
  establish() {
    this.readyState = 1
    this.onopen?.()
    const data = JSON.stringify({ socket_id: '1.1', activity_timeout: 120 })
    this.onmessage?.({ data: JSON.stringify({ event: 'pusher:connection_established', data }) })
  }
}

const settings = { key: 'app-key', host: 'localhost', port: 6001, tls: false }
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

async function follow() {
  const stop = followClaims(settings, () => {})
  await vi.waitFor(() => expect(sockets).toHaveLength(1))
  return { stop, socket: sockets[0]! }
}

/** The socket ends closed, and nothing was sent on it once it was closing. */
async function expectClosedCleanly(socket: ScriptedSocket) {
  await tick(20)
  expect(socket.readyState).toBe(3)
  expect(lateSends).toEqual([])
}

describe('followClaims', () => {
  beforeEach(() => {
    lateSends = []
    sockets = []
    vi.stubGlobal('WebSocket', ScriptedSocket)
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ available: true })))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('subscribes to the claims channel once connected and closes when stopped', async () => {
    const { stop, socket } = await follow()
    socket.establish()
    await tick()
    expect(socket.sent.map((data) => JSON.parse(data).event)).toEqual(['pusher:subscribe'])
    stop()
    await expectClosedCleanly(socket)
  })

  it('stopped in the task that establishes the connection, sends its subscription before closing', async () => {
    const { stop, socket } = await follow()
    socket.establish()
    stop()
    await expectClosedCleanly(socket)
  })

  it('stopped while connecting, closes once the connection has settled', async () => {
    const { stop, socket } = await follow()
    stop()
    await tick()
    socket.establish()
    await expectClosedCleanly(socket)
  })

  it('closes at once when the page is hidden', async () => {
    const { stop, socket } = await follow()
    socket.establish()
    await tick()
    window.dispatchEvent(new Event('pagehide'))
    expect(socket.readyState).toBe(2)
    stop()
    await tick(20)
    expect(lateSends).toEqual([])
  })
})
