import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cachePage, pageBody, pageGzip, pageHeaders } from './cached-page'

const RENDERED = 'r3nd3r3dN0nc3+AAAA/BBBBC'
const html = (nonce: string, keptOnly = false) =>
  [
    '<!DOCTYPE html><html><head>',
    `<meta property="csp-nonce" content="${nonce}"/>`,
    `<link rel="stylesheet" href="/assets/styles.css" nonce="${nonce}"/>`,
    `<link rel="modulepreload" href="/assets/index.js" nonce="${nonce}"/>`,
    ...Array.from({ length: 40 }, (_, i) =>
      keptOnly
        ? `<link rel="alternate" hrefLang="x-${i}" href="https://example.test/${i}"/>`
        : `<link rel="alternate" hrefLang="x-${i}" href="https://example.test/${i}" nonce="${nonce}"/>`,
    ),
    keptOnly ? '<meta name="description" content="Surveys"/>' : `<meta name="description" content="Surveys" nonce="${nonce}"/>`,
    `</head><body><h1>Paid surveys</h1>${Array.from({ length: 400 }, (_, i) => `<p>Survey ${i * 7919} pays ${(i * 104729) % 997} points</p>`).join('')}`,
    `<script nonce="${nonce}">window.$_TSR={}</script><script type="module" async src="/assets/index.js" nonce="${nonce}"></script>`,
    '</body></html>',
  ].join('\n')

describe('cachePage', () => {
  const page = cachePage(
    200,
    [
      ['Content-Security-Policy', `script-src 'nonce-${RENDERED}' 'strict-dynamic'`],
      ['Date', 'x'],
    ],
    html(RENDERED),
    RENDERED,
  )

  it('serves the page with each response’s own nonce, as text and as gzip', () => {
    for (let i = 0; i < 50; i++) {
      const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')
      const text = Buffer.concat(pageBody(page, nonce)).toString()
      expect(text).toBe(html(nonce, true))
      expect(gunzipSync(Buffer.concat(pageGzip(page, nonce))).toString()).toBe(text)
      expect(pageHeaders(page, nonce)).toEqual([['Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`]])
    }
  })

  it('keeps the nonce only where the CSP reads it', () => {
    const text = Buffer.concat(pageBody(page, 'NEW')).toString()
    expect(text).toContain('<link rel="stylesheet" href="/assets/styles.css" nonce="NEW"/>')
    expect(text).toContain('<meta property="csp-nonce" content="NEW"/>')
    expect(text).not.toMatch(/<link rel="alternate"[^>]*nonce/)
    expect(text).not.toContain(RENDERED)
  })

  it('compresses nearly as well as the whole page in one go', () => {
    const joined = Buffer.concat(pageGzip(page, RENDERED)).length
    const whole = gzipSync(html(RENDERED, true), { level: 9 }).length
    expect(joined).toBeLessThan(whole * 1.1)
  })

  it('takes only a nonce as long as the one it was rendered with: references after it count on that', () => {
    expect(() => pageGzip(page, 'short')).toThrow(RangeError)
  })

  it('refuses a page it could not serve right', () => {
    expect(() => cachePage(200, [], `<p>\u0000</p><script nonce="${RENDERED}"></script>`, RENDERED)).toThrow(/NUL/)
  })
})
