// Shared helpers for realtime tests: server start-up, a raw `ws` client with a frame queue, and waits.
import { WebSocket } from 'ws'
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './server'

export const testApp = { id: 'app-1', key: 'test-key', secret: 'test-secret' }

export function startServer(overrides: Partial<RealtimeServerOptions> = {}): Promise<RealtimeServer> {
  return createRealtimeServer({ port: 0, host: '127.0.0.1', app: testApp, ...overrides })
}

export type ReceivedFrame = { event: string; channel?: string; data?: unknown; user_id?: string }

/** A bare websocket client that queues every frame so tests can await them in order. */
export class RawClient {
  readonly ws: WebSocket
  readonly closed: Promise<{ code: number; reason: string }>
  private readonly queue: ReceivedFrame[] = []
  private waiter: ((frame: ReceivedFrame) => void) | undefined

  constructor(url: string) {
    this.ws = new WebSocket(url)
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

  static async connect(port: number, path = `/app/${testApp.key}?protocol=7&client=js&version=8.6.0&flash=false`) {
    return new RawClient(`ws://127.0.0.1:${port}${path}`)
  }

  next(timeoutMs = 2000): Promise<ReceivedFrame> {
    const queued = this.queue.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a frame')), timeoutMs)
      this.waiter = (frame) => {
        clearTimeout(timer)
        resolve(frame)
      }
    })
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

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Polls until `check` is true; keeps tests free of fixed sleeps where a condition exists. */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(10)
  }
}
