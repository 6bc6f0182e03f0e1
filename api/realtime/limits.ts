// What one realtime server allows: connections in total and per client address, channels and
// subscribe rate per connection, client-event rate, and the sizes of frames, events and HTTP bodies.
// Also the small bookkeeping pieces that enforce them (a rolling-window counter, a connection quota).
import { parseIp } from '../../contract/client-ip'
import { ErrorCode } from './protocol'

export type Rate = { count: number; windowMs: number }

export type RealtimeLimits = {
  /** Sockets the whole server holds; one more is refused with 4100 (over capacity, retry later). */
  maxConnections: number
  /** Sockets one client address holds (IPv6: one /64); one more is refused with 4004 (over quota). */
  maxConnectionsPerIp: number
  /** Channels one socket is subscribed to at once. */
  maxChannelsPerConnection: number
  /** pusher:subscribe frames one socket may send per rolling window, malformed and unauthorised ones included. */
  subscribeRate: Rate
  /** client-* events one socket may send per rolling window (Pusher's documented default: 10/s). */
  clientEventRate: Rate
  /** Largest websocket text frame answered normally; larger ones get pusher:error 4301. */
  maxMessageBytes: number
  /** Largest `data` of an event published through the HTTP API (Pusher: 10 KB, else 413). */
  maxEventBytes: number
  /** Largest HTTP API request body (else 413). */
  maxRequestBytes: number
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  maxConnections: 10_000,
  maxConnectionsPerIp: 100,
  maxChannelsPerConnection: 100,
  // A reconnecting pusher-js resubscribes every channel at once, so one window must hold a full
  // set of channels.
  subscribeRate: { count: 100, windowMs: 10_000 },
  clientEventRate: { count: 10, windowMs: 1_000 },
  maxMessageBytes: 16 * 1024,
  maxEventBytes: 10 * 1024,
  maxRequestBytes: 1024 * 1024,
}

/**
 * At most `count` accepted takes in any `windowMs`. Keeps the times of the last `count` accepted
 * takes in a ring, so the check is exact and O(1). Refused takes are not recorded: a client that
 * slows down gets through again as soon as its oldest accepted take leaves the window.
 */
export class RollingWindow {
  private readonly stamps: Float64Array
  private next = 0

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number,
  ) {
    this.stamps = new Float64Array(Math.max(1, rate.count)).fill(-Infinity)
  }

  take(): boolean {
    const at = this.now()
    if (at - (this.stamps[this.next] ?? -Infinity) < this.rate.windowMs) return false
    this.stamps[this.next] = at
    this.next = (this.next + 1) % this.stamps.length
    return true
  }
}

/**
 * The key connections are counted under for the per-address quota. IPv4 (and IPv4-mapped IPv6)
 * per address; IPv6 per /64, because one host is routinely given a whole /64 and could otherwise
 * open a quota's worth of sockets from every address in it.
 */
export function addressBucket(address: string | null): string {
  const ip = address === null ? null : parseIp(address)
  if (!ip) return `raw:${address ?? 'unknown'}`
  return ip.version === 4 ? `v4:${ip.value.toString(16)}` : `v6:${(ip.value >> 64n).toString(16)}/64`
}

export type Refusal = { code: number; message: string }

/** Counts open sockets in total and per address bucket; admit() reserves a slot or says why not. */
export class ConnectionQuota {
  private total = 0
  private readonly perBucket = new Map<string, number>()

  constructor(private readonly limits: Pick<RealtimeLimits, 'maxConnections' | 'maxConnectionsPerIp'>) {}

  admit(bucket: string): Refusal | null {
    if (this.total >= this.limits.maxConnections) {
      return { code: ErrorCode.OVER_CAPACITY, message: 'Over capacity: the server holds its maximum of connections' }
    }
    const held = this.perBucket.get(bucket) ?? 0
    if (held >= this.limits.maxConnectionsPerIp) {
      return { code: ErrorCode.OVER_CONNECTION_QUOTA, message: 'Over connection quota: too many connections from this address' }
    }
    this.total++
    this.perBucket.set(bucket, held + 1)
    return null
  }

  release(bucket: string): void {
    const held = this.perBucket.get(bucket)
    if (held === undefined) return
    this.total--
    // Drop empty buckets so a scan of many addresses leaves no memory behind.
    if (held <= 1) this.perBucket.delete(bucket)
    else this.perBucket.set(bucket, held - 1)
  }

  get size(): number {
    return this.total
  }
}
