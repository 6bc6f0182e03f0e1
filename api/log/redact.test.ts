// Nothing secret or personal leaves in a log line: tokens, signatures, cookies, authorization
// headers and e-mail addresses, under their keys or inside any string; long strings are cut.
import { describe, expect, it } from 'vitest'
import { cap, EMAIL_REDACTED, REDACTED, scrub, scrubText } from './redact'

describe('scrubText', () => {
  it('redacts sensitive query and form values, keeping the rest of the URL', () => {
    expect(scrubText('/auth/signed/login?token=abc123&expires=1700000000&signature=f00d')).toBe(
      `/auth/signed/login?token=${REDACTED}&expires=1700000000&signature=${REDACTED}`,
    )
    expect(scrubText('https://site.test/reset-password?token=t0k&email=ada%40example.com')).toBe(
      `https://site.test/reset-password?token=${REDACTED}&email=${REDACTED}`,
    )
    expect(scrubText('code=4/0Adeu5&state=xyz&provider=google')).toBe(`code=${REDACTED}&state=${REDACTED}&provider=google`)
    expect(scrubText('GET /dev/mail.json?to=bob@example.com')).toBe(`GET /dev/mail.json?to=${REDACTED}`)
  })

  it('redacts the same inside a percent-encoded URL', () => {
    const signed = encodeURIComponent('http://api.test/auth/signed/login?token=abc123&expires=9&signature=f00d')
    const out = scrubText(`http://site.test/login?signed_url=${signed}`)
    expect(out).toBe(`http://site.test/login?signed_url=${REDACTED}`)
    const nested = scrubText(`next=${signed}`)
    expect(nested).not.toMatch(/abc123|f00d/)
    expect(nested).toContain('expires%3D9')
  })

  it('redacts bare and encoded e-mail addresses, bearer tokens, JWTs and URL credentials', () => {
    expect(scrubText('mail to ada.lovelace+x@example.co.uk failed: 550')).toBe(`mail to ${EMAIL_REDACTED} failed: 550`)
    expect(scrubText('<bob@example.com>, "eve@example.org"')).toBe(`<${EMAIL_REDACTED}>, "${EMAIL_REDACTED}"`)
    expect(scrubText('/users/ada%40example.com/profile')).toBe(`/users/${EMAIL_REDACTED}/profile`)
    expect(scrubText('Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345')).toBe(`Authorization: Bearer ${REDACTED}`)
    expect(scrubText('id eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl end')).toBe(`id ${REDACTED} end`)
    expect(scrubText('connect smtps://user:p4ss@mail.example.com:465 failed')).toBe(
      `connect smtps://${REDACTED}@mail.example.com:465 failed`,
    )
  })

  it('redacts secret keys of a JSON text', () => {
    expect(scrubText('body {"email": "a@b.example", "password":"p\\"w", "token":"t", "name":"Ada"}')).toBe(
      `body {"email":"${REDACTED}", "password":"${REDACTED}", "token":"${REDACTED}", "name":"Ada"}`,
    )
  })

  it('leaves ordinary text alone', () => {
    for (const text of [
      'POST /auth/check 422',
      'Error: aborted',
      'at node_modules/@hono/node-server/dist/index.mjs:12:3',
      'encoding=utf-8',
    ])
      expect(scrubText(text)).toBe(text)
  })

  it('caps before it searches, and says how much was cut', () => {
    expect(cap('x'.repeat(300), 256)).toBe(`${'x'.repeat(256)}…(44 more)`)
    expect(scrubText('a'.repeat(5000)).length).toBeLessThan(1100)
    // A long run without an @ is scanned in linear time.
    const started = performance.now()
    scrubText('a'.repeat(100_000), 100_000)
    scrubText('%'.repeat(100_000), 100_000)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('scrub', () => {
  it('redacts secret keys at any depth, whatever the case or dashes', () => {
    const out = scrub({
      req: { headers: { Authorization: 'Bearer x', Cookie: 'auth-token=abc', 'Set-Cookie': ['a=b'], 'user-agent': 'curl/8' } },
      body: { email: 'ada@example.com', password: 'hunter2', confirm_password: 'hunter2', id_token: 'x.y.z', name: 'Ada' },
      token: null,
    })
    expect(out).toEqual({
      req: { headers: { Authorization: REDACTED, Cookie: REDACTED, 'Set-Cookie': REDACTED, 'user-agent': 'curl/8' } },
      body: { email: EMAIL_REDACTED, password: REDACTED, confirm_password: REDACTED, id_token: REDACTED, name: 'Ada' },
      token: null,
    })
  })

  it('caps paths, bodies, arrays, key counts and depth', () => {
    const out = scrub({
      path: `/${'p'.repeat(1000)}`,
      body: 'b'.repeat(2000),
      list: Array.from({ length: 60 }, (_, i) => i),
      many: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i])),
      deep: { a: { b: { c: { d: { e: { f: 'too deep' } } } } } },
    }) as Record<string, unknown>
    expect(String(out.path)).toHaveLength(256 + '…(745 more)'.length)
    expect(String(out.body)).toMatch(/^b{512}…\(1488 more\)$/)
    expect(out.list).toHaveLength(51)
    expect(Object.keys(out.many as object)).toHaveLength(51)
    expect(JSON.stringify(out.deep)).not.toContain('too deep')
  })
})
