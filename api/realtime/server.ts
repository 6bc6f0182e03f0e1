// Pusher Channels protocol v7 websocket server on `ws`, and Pusher's HTTP API on the same port:
// handshake, connection quotas, heartbeats, publishing, channel queries and shutdown.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { clientAddress, type TrustProxy } from '../../contract/client-ip'
import { logger } from '../log/logger'
import { rateLimited } from '../log/rate-limited'
import { ChannelRegistry } from './channels'
import { Client, Heartbeat, newSocketId } from './connection'
import { handleFrame, leaveChannel, publish } from './handlers'
import { handleHttpApi, type HttpApiContext } from './http-api'
import { ConnectionQuota, DEFAULT_LIMITS, RollingWindow, addressBucket, type RealtimeLimits, type Refusal } from './limits'
import { ErrorCode, checkHandshake, encodeError, encodeEvent } from './protocol'

const log = logger('realtime')

export type RealtimeServerOptions = {
  port: number
  host?: string
  app: { id: string; key: string; secret: string }
  /** Overrides of DEFAULT_LIMITS (limits.ts). */
  limits?: Partial<RealtimeLimits>
  /** Whose X-Forwarded-For to believe when counting connections per client address. Default loopback. */
  trustProxy?: TrustProxy
  /** Advertised to clients and used as the server's idle-ping interval. Default 120. */
  activityTimeoutSec?: number
  /** Overrides the idle interval before the server pings (tests). Default activityTimeoutSec * 1000. */
  idleTimeoutMs?: number
  /** How long a pinged client has to answer before close 4201. Default 30 000. */
  pongTimeoutMs?: number
  /** Milliseconds since the epoch; tests move it for the signature time window and rate windows. */
  now?: () => number
  /** Where unexpected internal errors go. Default: the process log, with the stack. */
  onError?: (error: unknown) => void
}

export type RealtimeServer = {
  port: number
  /** Publishes in process (tests); the API publishes over the HTTP API like any other publisher. */
  broadcast(channels: string[], event: string, data: unknown, exceptSocketId?: string): void
  close(): Promise<void>
  stats(): { connections: number; channels: number }
}

/** A refused socket that does not answer our close frame is dropped after this, not ws's 30 s. */
const REFUSED_CLOSE_GRACE_MS = 1000

function forwardedFor(req: IncomingMessage): string | null {
  const header = req.headers['x-forwarded-for']
  return Array.isArray(header) ? header.join(',') : (header ?? null)
}

export async function createRealtimeServer(opts: RealtimeServerOptions): Promise<RealtimeServer> {
  const activityTimeoutSec = opts.activityTimeoutSec ?? 120
  const idleMs = opts.idleTimeoutMs ?? activityTimeoutSec * 1000
  const pongMs = opts.pongTimeoutMs ?? 30_000
  const limits: RealtimeLimits = { ...DEFAULT_LIMITS, ...opts.limits }
  const trustProxy = opts.trustProxy ?? 'loopback'
  const now = opts.now ?? Date.now
  const onError = opts.onError ?? ((error: unknown) => log.error({ err: error }, 'internal error'))
  // A client can break the protocol as often as it likes (oversized frames, bad opcodes): one line
  // a minute of each kind (ws's code, of which there are a dozen), with the count, is what the log
  // gets of it.
  const clientFaults = rateLimited(log, { windowMs: 60_000, key: (level, msg, fields) => `${level} ${msg} ${String(fields.code)}` })
  /**
   * What `ws` reports on a connection: a frame it refused (over maxPayload, a bad opcode, an
   * unmasked frame), after which it closes the socket (1009, 1002), or a write to a client that
   * went away. The client's doing, not ours: a warning without a stack; `code` is ws's name for it.
   */
  const logClientFault = (error: Error & { code?: string }) =>
    clientFaults.warn({ code: error.code ?? null, reason: error.message }, 'websocket closed: the client broke the protocol')

  const clients = new Map<string, Client>()
  const quota = new ConnectionQuota(limits)
  const ctx: HttpApiContext = { app: opts.app, registry: new ChannelRegistry(), clients, limits, nowMs: now }

  const http = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/'
    if (path.startsWith('/apps/')) {
      handleHttpApi(ctx, req, res).catch((error: unknown) => {
        onError(error)
        if (res.headersSent) res.destroy()
        else res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error\n')
      })
      return
    }
    // Load balancers probe /health; /app/… without an upgrade is a websocket URL opened by hand.
    const [status, text] =
      path === '/health' || path === '/' ? [200, 'ok'] : path.startsWith('/app/') ? [426, 'Upgrade Required'] : [404, 'Not found']
    res.writeHead(status, { 'content-type': 'text/plain' })
    res.end(text)
  })
  // Slow or stalled HTTP API clients must not hold sockets for Node's default five minutes.
  http.headersTimeout = 10_000
  http.requestTimeout = 30_000
  // ws's own limit is a hard backstop (it closes with 1009); frames between maxMessageBytes and
  // this get a polite pusher:error instead so a well-meaning client is not disconnected.
  const wss = new WebSocketServer({ server: http, maxPayload: Math.max(limits.maxMessageBytes * 4, 64 * 1024) })

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    try {
      accept(ws, req)
    } catch (error) {
      onError(error)
      ws.terminate()
    }
  })
  wss.on('error', onError)

  /**
   * Browsers cannot read HTTP rejections of an upgrade, so Pusher accepts the socket, sends
   * pusher:error and then closes with the same code; pusher-js acts on the code (4000–4099: stop,
   * 4100–4199: back off and retry).
   */
  function refuse(ws: WebSocket, refusal: Refusal): void {
    ws.send(encodeError(refusal.code, refusal.message))
    ws.close(refusal.code, refusal.message)
    const timer = setTimeout(() => ws.terminate(), REFUSED_CLOSE_GRACE_MS).unref()
    ws.once('close', () => clearTimeout(timer))
  }

  function accept(ws: WebSocket, req: IncomingMessage): void {
    ws.on('error', logClientFault)
    const refusal = checkHandshake(req.url ?? '/', opts.app.key)
    if (refusal) {
      refuse(ws, refusal)
      return
    }
    // The peer, or behind a trusted proxy the address it forwarded (contract/client-ip.ts).
    const bucket = addressBucket(clientAddress(req.socket.remoteAddress ?? null, forwardedFor(req), trustProxy))
    const overQuota = quota.admit(bucket)
    if (overQuota) {
      refuse(ws, overQuota)
      return
    }

    const id = newSocketId((candidate) => clients.has(candidate))
    const heartbeat = new Heartbeat(
      idleMs,
      pongMs,
      () => client.send(encodeEvent('pusher:ping', {})),
      () => client.close(ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received'),
    )
    const client = new Client(id, ws, heartbeat, {
      subscribe: new RollingWindow(limits.subscribeRate, now),
      clientEvent: new RollingWindow(limits.clientEventRate, now),
    })
    clients.set(id, client)

    ws.on('message', (raw: RawData, isBinary: boolean) => {
      heartbeat.touch()
      try {
        onMessage(client, raw, isBinary)
      } catch (error) {
        onError(error)
      }
    })
    ws.on('pong', () => heartbeat.touch())
    ws.on('close', () => {
      heartbeat.stop()
      clients.delete(id)
      quota.release(bucket)
      for (const channel of [...client.channels]) leaveChannel(ctx, client, channel)
    })

    client.send(encodeEvent('pusher:connection_established', { socket_id: id, activity_timeout: activityTimeoutSec }))
    heartbeat.start()
  }

  function onMessage(client: Client, raw: RawData, isBinary: boolean): void {
    if (isBinary) {
      client.send(encodeError(ErrorCode.GENERIC_RECONNECT, 'Binary frames are not supported'))
      return
    }
    const buffer = Array.isArray(raw) ? Buffer.concat(raw) : raw instanceof ArrayBuffer ? Buffer.from(raw) : raw
    if (buffer.byteLength > limits.maxMessageBytes) {
      client.send(encodeError(ErrorCode.EVENT_REJECTED, `Message exceeds ${limits.maxMessageBytes} bytes`))
      return
    }
    handleFrame(ctx, client, buffer.toString('utf8'))
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    // Without a host Node listens on all interfaces (dual-stack where available).
    http.listen({ port: opts.port, host: opts.host }, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const port = (http.address() as AddressInfo).port

  let closing: Promise<void> | undefined
  return {
    port,
    broadcast(channels, event, data, exceptSocketId) {
      for (const channel of channels) {
        publish(ctx, channel, encodeEvent(event, data, channel), exceptSocketId)
      }
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const client of clients.values()) client.heartbeat.stop()
        // wss.clients also holds sockets refused at handshake that are still closing; terminate
        // skips ws's 30 s close-handshake timer so nothing outlives close().
        for (const ws of wss.clients) ws.terminate()
        wss.close()
        http.close(() => resolve())
        http.closeAllConnections()
      })
      return closing
    },
    stats() {
      return { connections: clients.size, channels: ctx.registry.channelCount }
    },
  }
}
