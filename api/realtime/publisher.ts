// The API's Broadcaster: publishes through the official `pusher` SDK over Pusher's HTTP API, so the
// same settings reach this project's realtime server, Pusher Channels, Laravel Reverb or soketi.
// Fire-and-forget: a publish never throws or rejects, and each failure is one short log line.
import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import Pusher from 'pusher'
import type { Broadcaster } from '../claims'
import type { Config } from '../config'
import { logger } from '../log/logger'

const publisherLog = logger('api')

export type PublisherOptions = {
  appId: string
  key: string
  secret: string
  host: string
  port: number
  scheme: 'http' | 'https'
  /** A realtime server that accepts the connection but never answers must not pile up requests. Default 5000. */
  timeoutMs?: number
  /** Where failures go, one line each. Default: the process log, as a warning. */
  log?: (line: string) => void
}

export type Publisher = Broadcaster & {
  /** Resolves once the request has finished, successfully or not; never rejects. */
  broadcast(channels: string[], event: string, data: unknown): Promise<void>
}

/** Pusher's limit of channels per published event; longer lists go out in several requests. */
const MAX_CHANNELS_PER_EVENT = 100

type SystemError = Error & { code?: string; type?: string }

/** One line: the HTTP status and Pusher's explanation, or the network error code. Never the signed URL. */
export function describePublishFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Pusher.RequestError) {
    if (error.status !== undefined) {
      const explanation = error.body?.trim().split('\n')[0]?.slice(0, 200)
      return `HTTP ${error.status}${explanation ? ` (${explanation})` : ''}`
    }
    const cause = error.error as SystemError | undefined
    if (cause?.name === 'AbortError') return `no answer within ${timeoutMs} ms`
    return cause?.code ?? cause?.message.replace(/https?:\/\/\S+/g, '<url>') ?? error.message
  }
  return error instanceof Error ? error.message : String(error)
}

export function createPusherPublisher(opts: PublisherOptions): Publisher {
  const timeoutMs = opts.timeoutMs ?? 5000
  const log = opts.log ?? ((line: string) => publisherLog.warn(line))
  const pusher = new Pusher({
    appId: opts.appId,
    key: opts.key,
    secret: opts.secret,
    host: opts.host,
    port: String(opts.port),
    useTLS: opts.scheme === 'https',
    timeout: timeoutMs,
    // A fresh connection per publish. Node's default agent keeps sockets alive, and a publish that
    // reuses one the realtime server has just closed (a restart, its idle timeout) fails with
    // ECONNRESET although the server is up. Claims are far too rare for the handshake to matter.
    agent: opts.scheme === 'https' ? new HttpsAgent({ keepAlive: false }) : new HttpAgent({ keepAlive: false }),
  })
  const target = `${opts.scheme}://${opts.host}:${opts.port}`

  return {
    async broadcast(channels, event, data) {
      for (let i = 0; i < channels.length; i += MAX_CHANNELS_PER_EVENT) {
        const batch = channels.slice(i, i + MAX_CHANNELS_PER_EVENT)
        try {
          // trigger() also throws synchronously (invalid channel name); await covers both.
          await pusher.trigger(batch, event, data)
        } catch (error) {
          const names = batch.length > 3 ? `${batch.slice(0, 3).join(',')} and ${batch.length - 3} more` : batch.join(',')
          log(`[api] realtime publish of ${event} to ${names} via ${target} failed: ${describePublishFailure(error, timeoutMs)}`)
        }
      }
    },
  }
}

/** The publisher the API's configuration describes (PUSHER_APP_*, PUSHER_HOST/PORT/SCHEME). */
export function publisherFor(
  config: Pick<Config, 'pusher' | 'pusherApi'>,
  extra: Pick<PublisherOptions, 'log' | 'timeoutMs'> = {},
): Publisher {
  const { appId, key, secret } = config.pusher
  return createPusherPublisher({ appId, key, secret, ...config.pusherApi, ...extra })
}
