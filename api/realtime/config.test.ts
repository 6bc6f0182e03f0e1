// Realtime configuration: development works with no settings and agrees with the API's defaults;
// production refuses missing or development credentials; every problem is named in one list.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { DEVELOPMENT_APP, loadRealtimeConfig } from './config'
import { DEFAULT_LIMITS } from './limits'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadRealtimeConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

const PRODUCTION = { NODE_ENV: 'production', PUSHER_APP_ID: 'app-1', PUSHER_APP_KEY: 'key-1', PUSHER_APP_SECRET: 'a-real-secret' }

describe('loadRealtimeConfig', () => {
  it('runs on loopback port 6001 with the development app and default limits when nothing is set', () => {
    expect(loadRealtimeConfig({})).toEqual({
      env: 'development',
      isProduction: false,
      port: 6001,
      host: '127.0.0.1',
      app: DEVELOPMENT_APP,
      trustProxy: 'loopback',
      limits: DEFAULT_LIMITS,
      log: { level: 'info', format: 'pretty' },
    })
  })

  it('logs JSON in production and at the LOG_LEVEL given, refusing unknown levels and formats', () => {
    expect(loadRealtimeConfig(PRODUCTION).log).toEqual({ level: 'info', format: 'json' })
    expect(loadRealtimeConfig({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }).log).toEqual({ level: 'debug', format: 'json' })
    expect(problemsOf({ LOG_LEVEL: 'verbose', LOG_FORMAT: 'xml' }).map((p) => p.split(':')[0])).toEqual(['LOG_LEVEL', 'LOG_FORMAT'])
  })

  it('uses the same development credentials as the API, so the two agree out of the box', () => {
    const api = loadConfig({}).pusher
    expect({ id: api.appId, key: api.key, secret: api.secret }).toEqual(loadRealtimeConfig({}).app)
    // And the API publishes where the realtime server listens.
    expect(loadConfig({ REALTIME_PORT: '6123' }).pusherApi).toEqual({ host: '127.0.0.1', port: 6123, scheme: 'http' })
  })

  it('reads every limit and the trusted proxies', () => {
    const config = loadRealtimeConfig({
      REALTIME_PORT: '7001',
      REALTIME_HOST: '::1',
      REALTIME_TRUST_PROXY: '10.0.0.0/8',
      REALTIME_MAX_CONNECTIONS: '500',
      REALTIME_MAX_CONNECTIONS_PER_IP: '5',
      REALTIME_MAX_CHANNELS_PER_CONNECTION: '20',
      REALTIME_SUBSCRIBE_RATE: '40',
      REALTIME_SUBSCRIBE_WINDOW_SEC: '30',
      REALTIME_CLIENT_EVENT_RATE: '4',
      REALTIME_CLIENT_EVENT_WINDOW_SEC: '2',
      REALTIME_MAX_MESSAGE_BYTES: '8192',
      REALTIME_MAX_EVENT_BYTES: '4096',
      REALTIME_MAX_REQUEST_BYTES: '65536',
    })
    expect([config.port, config.host, config.trustProxy]).toEqual([7001, '::1', [{ version: 4, base: 0x0a000000n, bits: 8 }]])
    expect(config.limits).toEqual({
      maxConnections: 500,
      maxConnectionsPerIp: 5,
      maxChannelsPerConnection: 20,
      subscribeRate: { count: 40, windowMs: 30_000 },
      clientEventRate: { count: 4, windowMs: 2000 },
      maxMessageBytes: 8192,
      maxEventBytes: 4096,
      maxRequestBytes: 65536,
    })
  })

  it('listens on all interfaces in production with real credentials', () => {
    const config = loadRealtimeConfig(PRODUCTION)
    expect([config.isProduction, config.host, config.app]).toEqual([
      true,
      '0.0.0.0',
      { id: 'app-1', key: 'key-1', secret: 'a-real-secret' },
    ])
  })

  it('refuses production without credentials, naming each one', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUSHER_APP_ID: must be set in production',
      'PUSHER_APP_KEY: must be set in production',
      'PUSHER_APP_SECRET: must be set in production',
    ])
    // Empty means unset.
    expect(problemsOf({ ...PRODUCTION, PUSHER_APP_SECRET: '' })).toEqual(['PUSHER_APP_SECRET: must be set in production'])
  })

  it('refuses the public development credentials in production, naming each one', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PUSHER_APP_ID: 'pollwise-app',
        PUSHER_APP_KEY: 'pollwise-key',
        PUSHER_APP_SECRET: 'pollwise-dev-secret',
      }),
    ).toEqual([
      'PUSHER_APP_ID: must be set in production (not the development default)',
      'PUSHER_APP_KEY: must be set in production (not the development default)',
      'PUSHER_APP_SECRET: must be set in production (not the development default)',
    ])
    expect(problemsOf({ ...PRODUCTION, PUSHER_APP_KEY: 'pollwise-key' })).toEqual([
      'PUSHER_APP_KEY: must be set in production (not the development default)',
    ])
  })

  it('lists malformed values together with the missing credentials', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PUSHER_APP_ID: 'app-1',
      PUSHER_APP_KEY: 'key-1',
      REALTIME_PORT: '70000',
      REALTIME_TRUST_PROXY: 'all',
      REALTIME_MAX_CONNECTIONS: '0',
      REALTIME_SUBSCRIBE_RATE: 'many',
    })
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'REALTIME_PORT',
      'REALTIME_TRUST_PROXY',
      'REALTIME_MAX_CONNECTIONS',
      'REALTIME_SUBSCRIBE_RATE',
      'PUSHER_APP_SECRET',
    ])
  })

  it('refuses a subscribe rate below the channels a reconnecting client resubscribes at once', () => {
    expect(problemsOf({ REALTIME_MAX_CHANNELS_PER_CONNECTION: '50', REALTIME_SUBSCRIBE_RATE: '20' })).toEqual([
      'REALTIME_SUBSCRIBE_RATE: must be at least REALTIME_MAX_CHANNELS_PER_CONNECTION (a reconnecting client resubscribes all at once)',
    ])
  })

  it('leaves development and tests alone without credentials', () => {
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([])
  })
})
