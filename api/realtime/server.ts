// Pusher Channels protocol v7 websocket server on `ws`: handshake, heartbeats, broadcast and shutdown.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { ChannelRegistry } from './channels'
import { Client, Heartbeat, newSocketId } from './connection'
import { handleFrame, leaveChannel, publish, type HubContext } from './handlers'
import { ErrorCode, checkHandshake, encodeError, encodeEvent } from './protocol'

export type RealtimeServerOptions = {
  port: number
  host?: string
  app: { id: string; key: string; secret: string }
  /** Advertised to clients and used as the server's idle-ping interval. Default 120. */
  activityTimeoutSec?: number
  /** Largest accepted text frame; larger ones get pusher:error 4301. Default 16 KiB. */
  maxPayloadBytes?: number
  /** Overrides the idle interval before the server pings (tests). Default activityTimeoutSec * 1000. */
  idleTimeoutMs?: number
  /** How long a pinged client has to answer before close 4201. Default 30 000. */
  pongTimeoutMs?: number
  /** Where unexpected internal errors go. Default console.error. */
  onError?: (error: unknown) => void
}

export type RealtimeServer = {
  port: number
  broadcast(channels: string[], event: string, data: unknown, exceptSocketId?: string): void
  close(): Promise<void>
  stats(): { connections: number; channels: number }
}

const DEFAULT_MAX_PAYLOAD = 16 * 1024

export async function createRealtimeServer(opts: RealtimeServerOptions): Promise<RealtimeServer> {
  const activityTimeoutSec = opts.activityTimeoutSec ?? 120
  const idleMs = opts.idleTimeoutMs ?? activityTimeoutSec * 1000
  const pongMs = opts.pongTimeoutMs ?? 30_000
  const maxPayload = opts.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD
  const onError = opts.onError ?? ((error: unknown) => console.error('[realtime]', error))

  const clients = new Map<string, Client>()
  const ctx: HubContext = { app: opts.app, registry: new ChannelRegistry(), clients }

  // Plain HTTP requests get a tiny health answer so load balancers can probe the port.
  const http = createServer((req, res) => {
    const healthy = req.url === '/health' || req.url === '/'
    res.writeHead(healthy ? 200 : 426, { 'content-type': 'text/plain' })
    res.end(healthy ? 'ok' : 'Upgrade Required')
  })
  // ws's own limit is a hard backstop (it closes with 1009); frames between maxPayload and this
  // get a polite pusher:error instead so a well-meaning client is not disconnected.
  const wss = new WebSocketServer({ server: http, maxPayload: Math.max(maxPayload * 4, 64 * 1024) })

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    try {
      accept(ws, req)
    } catch (error) {
      onError(error)
      ws.terminate()
    }
  })
  wss.on('error', onError)

  function accept(ws: WebSocket, req: IncomingMessage): void {
    ws.on('error', (error) => onError(error))
    // Browsers cannot read HTTP rejections of an upgrade, so Pusher accepts the socket, sends
    // pusher:error and then closes with the same code; pusher-js reads either.
    const refusal = checkHandshake(req.url ?? '/', opts.app.key)
    if (refusal) {
      ws.send(encodeError(refusal.code, refusal.message))
      ws.close(refusal.code, refusal.message)
      return
    }

    const id = newSocketId((candidate) => clients.has(candidate))
    const heartbeat = new Heartbeat(
      idleMs,
      pongMs,
      () => client.send(encodeEvent('pusher:ping', {})),
      () => client.close(ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received'),
    )
    const client = new Client(id, ws, heartbeat)
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
    if (buffer.byteLength > maxPayload) {
      client.send(encodeError(ErrorCode.EVENT_REJECTED, `Message exceeds ${maxPayload} bytes`))
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
