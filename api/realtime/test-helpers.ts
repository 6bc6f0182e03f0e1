// Shared helpers for realtime tests: server start-up (always 127.0.0.1, port 0), a raw `ws`
// client with a frame queue, signed HTTP API requests, and condition waits (no fixed sleeps).
import Pusher, { type Channel, type Options } from 'pusher-js'
import { afterEach } from 'vitest'
import { WebSocket } from 'ws'
import { signRequest } from './request-signature'
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './server'
import { signChannelAuth, signUserAuth } from './signature'

export const testApp = { id: 'app-1', key: 'test-key', secret: 'test-secret' }

export function startServer(overrides: Partial<RealtimeServerOptions> = {}): Promise<RealtimeServer> {
  return createRealtimeServer({ port: 0, host: '127.0.0.1', app: testApp, ...overrides })
}

/**
 * Tracks what a test file's tests open (servers, pusher-js clients, raw sockets) and closes it
 * after each test, even after a failure. Push clients into the returned lists; start servers
 * with `server()`.
 */
export function trackOpened() {
  const servers: RealtimeServer[] = []
  const pushers: Pusher[] = []
  const raws: RawClient[] = []
  afterEach(async () => {
    for (const pusher of pushers) pusher.disconnect()
    await Promise.all(raws.map((raw) => raw.close()))
    await Promise.all(servers.map((server) => server.close()))
    servers.length = 0
    pushers.length = 0
    raws.length = 0
  })
  async function server(overrides: Partial<RealtimeServerOptions> = {}): Promise<RealtimeServer> {
    const started = await startServer(overrides)
    servers.push(started)
    return started
  }
  return { server, pushers, raws }
}

export type ReceivedFrame = { event: string; channel?: string; data?: unknown; user_id?: string }

/** A bare websocket client that queues every frame so tests can await them in order. */
export class RawClient {
  readonly ws: WebSocket
  readonly closed: Promise<{ code: number; reason: string }>
  private readonly queue: ReceivedFrame[] = []
  private waiter: ((frame: ReceivedFrame) => void) | undefined

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers })
    this.ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ReceivedFrame
      if (this.waiter) {
        const resolve = this.waiter
        this.waiter = undefined
        resolve(frame)
      } else {
        this.queue.push(frame)
      }
    })
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
  }

  static async connect(
    port: number,
    path = `/app/${testApp.key}?protocol=7&client=js&version=8.6.0&flash=false`,
    headers: Record<string, string> = {},
  ) {
    return new RawClient(`ws://127.0.0.1:${port}${path}`, headers)
  }

  /** Connects and consumes pusher:connection_established; returns the client and its socket id. */
  static async established(port: number, headers: Record<string, string> = {}): Promise<{ client: RawClient; socketId: string }> {
    const client = await RawClient.connect(port, undefined, headers)
    const frame = await client.next()
    if (frame.event !== 'pusher:connection_established') throw new Error(`expected connection_established, got ${frame.event}`)
    return { client, socketId: (dataOf(frame) as { socket_id: string }).socket_id }
  }

  next(timeoutMs = 2000): Promise<ReceivedFrame> {
    const queued = this.queue.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A frame arriving later must be queued, not handed to this abandoned wait.
        this.waiter = undefined
        reject(new Error('timed out waiting for a frame'))
      }, timeoutMs)
      this.waiter = (frame) => {
        clearTimeout(timer)
        resolve(frame)
      }
    })
  }

  /** Skips frames until one of this event arrives. */
  async nextOf(event: string, timeoutMs = 2000): Promise<ReceivedFrame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const frame = await this.next(Math.max(1, deadline - Date.now()))
      if (frame.event === event) return frame
    }
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.terminate()
    await this.closed
  }
}

/** Parses the JSON string Pusher puts in `data`. */
export function dataOf(frame: ReceivedFrame): unknown {
  return typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data
}

/** Polls until `check` is true: tests wait for a condition, never for a fixed time. */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export type ApiAnswer = { status: number; text: string; json: unknown }

/**
 * A signed Pusher HTTP API request built by hand, for what the official SDK will not send
 * (stale timestamps, tampered bodies, oversized lists). `sign` overrides parts of the signing.
 */
export async function apiRequest(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  opts: {
    body?: string
    params?: Record<string, string>
    sign?: { key?: string; secret?: string; timestampSec?: number; body?: string }
  } = {},
): Promise<ApiAnswer> {
  const query = signRequest({
    key: opts.sign?.key ?? testApp.key,
    secret: opts.sign?.secret ?? testApp.secret,
    method,
    path,
    body: opts.sign?.body ?? opts.body,
    params: opts.params,
    timestampSec: opts.sign?.timestampSec ?? Math.floor(Date.now() / 1000),
  })
  const res = await fetch(`http://127.0.0.1:${port}${path}?${query}`, {
    method,
    body: opts.body,
    headers: opts.body === undefined ? {} : { 'content-type': 'application/json' },
  })
  const text = await res.text()
  let json: unknown = undefined
  try {
    json = JSON.parse(text)
  } catch {
    // Errors are plain text.
  }
  return { status: res.status, text, json }
}

export type PusherJsOptions = {
  key?: string
  /** Presence identity to sign into channel_data and sign-in user data. */
  user?: { id: string; info?: unknown }
  /** Signs with a wrong secret to simulate a forged auth. */
  forge?: boolean
  extra?: Partial<Options>
}

/** The real pusher-js (Node build) against a local server, authorising channels in process. */
export function pusherJs(port: number, opts: PusherJsOptions = {}): Pusher {
  const secret = opts.forge ? 'not-the-secret' : testApp.secret
  return new Pusher(opts.key ?? testApp.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const channelData =
          channelName.startsWith('presence-') && opts.user
            ? JSON.stringify({ user_id: opts.user.id, user_info: opts.user.info })
            : undefined
        callback(null, signChannelAuth({ key: testApp.key, secret, socketId, channel: channelName, channelData }))
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        const userData = JSON.stringify({ id: opts.user?.id ?? 'anon', user_info: opts.user?.info })
        callback(null, signUserAuth({ key: testApp.key, secret, socketId, userData }))
      },
    },
    ...opts.extra,
  })
}

export function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve) => {
    if (pusher.connection.state === 'connected') resolve(pusher.connection.socket_id)
    else pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id))
  })
}

export function once<T = unknown>(channel: Pick<Channel, 'bind' | 'unbind'>, event: string): Promise<T> {
  return new Promise((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler)
      resolve(data)
    }
    channel.bind(event, handler)
  })
}

/** Subscribes and waits for pusher:subscription_succeeded. */
export function joined(pusher: Pusher, name: string): Promise<Channel> {
  const channel = pusher.subscribe(name)
  return once(channel, 'pusher:subscription_succeeded').then(() => channel)
}
