// One connected websocket: its socket id, joined channels, signed-in user, idle/pong timers and
// the rate windows of its subscribes and client events.
import { randomInt } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { RollingWindow } from './limits'

/** Pusher socket ids look like "123.456"; both parts random so ids are unguessable-ish and unique. */
export function newSocketId(taken: (id: string) => boolean): string {
  for (;;) {
    const id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`
    if (!taken(id)) return id
  }
}

/**
 * Pings the client after `idleMs` of silence and gives up after `pongMs` more. Timers are
 * unref'd so they never keep a process alive on their own, and stop() clears them.
 */
export class Heartbeat {
  private idleTimer: NodeJS.Timeout | undefined
  private pongTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly idleMs: number,
    private readonly pongMs: number,
    private readonly onIdle: () => void,
    private readonly onDead: () => void,
  ) {}

  start(): void {
    this.idleTimer = setTimeout(() => this.fire(), this.idleMs).unref()
  }

  /** Any frame from the client proves it is alive. */
  touch(): void {
    if (this.pongTimer) {
      clearTimeout(this.pongTimer)
      this.pongTimer = undefined
    }
    this.idleTimer?.refresh()
  }

  stop(): void {
    clearTimeout(this.idleTimer)
    clearTimeout(this.pongTimer)
    this.idleTimer = undefined
    this.pongTimer = undefined
  }

  private fire(): void {
    this.onIdle()
    this.pongTimer = setTimeout(() => this.onDead(), this.pongMs).unref()
  }
}

export class Client {
  readonly channels = new Set<string>()
  /** Set after a successful pusher:signin. */
  userId: string | undefined
  userInfo: unknown

  constructor(
    readonly id: string,
    private readonly ws: WebSocket,
    readonly heartbeat: Heartbeat,
    readonly rates: { subscribe: RollingWindow; clientEvent: RollingWindow },
  ) {}

  send(frame: string): void {
    // A socket may be closing while a broadcast is in flight; dropping the frame is correct then.
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame)
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason)
  }
}
