// The process logger: levels, JSON and development lines, components that follow a later
// configuration, and redaction of everything written through it.
import { afterEach, describe, expect, it } from 'vitest'
import { configureLogging, logger } from './logger'
import { captureLogs } from './testing'

let restore: (() => void) | undefined
afterEach(() => restore?.())

describe('logger', () => {
  it('writes one JSON line per entry, with level name, time, component, fields and message', () => {
    const log = logger('mail')
    const captured = captureLogs('info')
    restore = captured.restore
    log.info({ kind: 'login' }, 'mail sent')
    log.debug('not at info')
    log.warn('outbox slow')
    expect(captured.lines).toHaveLength(2)
    expect(captured.lines.every((line) => line.endsWith('}\n') && !line.slice(0, -1).includes('\n'))).toBe(true)
    expect(captured.entries[0]).toMatchObject({ level: 'info', component: 'mail', kind: 'login', msg: 'mail sent' })
    expect(captured.entries[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(captured.entries[1]).toMatchObject({ level: 'warn', msg: 'outbox slow' })
  })

  it('serializes errors under err, with their stack, and scrubs them', () => {
    const captured = captureLogs()
    restore = captured.restore
    logger('api').error({ err: new Error('mail to ada@example.com failed') }, 'unhandled error')
    const err = captured.entries[0]?.err as { type: string; message: string; stack: string }
    expect(err.type).toBe('Error')
    expect(err.message).toBe('mail to [email] failed')
    expect(err.stack).toMatch(/^Error: mail to \[email\] failed\n\s+at /)
    expect(captured.lines.join('')).not.toContain('ada@example.com')
  })

  it('never writes tokens, cookies, authorization headers or addresses, wherever they are', () => {
    const captured = captureLogs()
    restore = captured.restore
    logger('api').info(
      {
        path: '/auth/signed/login?token=s3cr3t-t0ken&signature=abcdef0123',
        headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz', cookie: 'auth-token=c00kie' },
        email: 'bob@example.com',
        body: `{"email":"eve@example.org","password":"hunter2-hunter2"}`,
      },
      'sign-in for carol@example.net via http://site.test/reset-password?token=r3s3t&email=carol%40example.net',
    )
    const line = captured.lines.join('')
    for (const secret of [
      's3cr3t-t0ken',
      'abcdef0123',
      'abcdefghijklmnopqrstuvwxyz',
      'c00kie',
      'example.com',
      'example.org',
      'hunter2',
      'r3s3t',
      'example.net',
    ])
      expect(line, secret).not.toContain(secret)
    expect(captured.entries[0]?.path).toBe('/auth/signed/login?token=[redacted]&signature=[redacted]')
  })

  it('writes a readable line in development, the stack indented below it', () => {
    const lines: string[] = []
    restore = configureLogging({ level: 'debug', format: 'pretty' }, (line) => void lines.push(line))
    logger('realtime').debug({ port: 6001, host: '127.0.0.1' }, 'listening')
    logger('api').error({ err: new Error('boom') }, 'unhandled error')
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} DEBUG \[realtime\] listening port=6001 host=127\.0\.0\.1\n$/)
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} ERROR \[api\] unhandled error\n {4}Error: boom\n {8}at /)
  })

  it('is silent at level silent, and restores the previous logger', () => {
    const outer = captureLogs()
    const log = logger('retention')
    const inner = configureLogging({ level: 'silent', format: 'json' }, () => {
      throw new Error('nothing should be written')
    })
    log.fatal('dropped')
    inner()
    log.info('kept')
    outer.restore()
    expect(outer.entries.map((entry) => entry.msg)).toEqual(['kept'])
  })
})
