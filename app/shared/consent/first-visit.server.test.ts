// What a first visit sends the API (docs/decisions/110): campaign parameters only, whatever the
// query cookie holds (one written before the rule kept whole queries), the landing path without a
// form's fields, and the referrer's origin and path.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const cookies = vi.hoisted(() => new Map<string, string>())
const calls = vi.hoisted(() => [] as { path: string; body: Record<string, unknown> }[])
vi.mock('@tanstack/react-start/server', () => ({ getCookie: (name: string) => cookies.get(name) }))
vi.mock('../site/config.server', () => ({
  getConfig: () => ({
    campaignParams: ['partner'],
    mainOrigin: 'http://localhost:3000',
    auOrigin: 'http://au.localhost:3000',
    extraOrigins: [],
  }),
}))
vi.mock('../api/api.server', () => ({
  api: () => ({
    call: (endpoint: { path: string }, _caller: unknown, input: { body: Record<string, unknown> }) => {
      calls.push({ path: endpoint.path, body: input.body })
      return Promise.resolve({ ok: true, data: { message: 'Stored.' } })
    },
  }),
  currentCaller: () => ({}),
  requestViewport: () => 'desktop',
}))

const { recordFirstVisit } = await import('./first-visit.server')

const post = (body: unknown, host = 'localhost:3000') =>
  recordFirstVisit(
    new Request(`http://${host}/api/first-visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', host },
      body: JSON.stringify(body),
    }),
  )

beforeEach(() => {
  cookies.clear()
  calls.length = 0
  cookies.set('m_id', '0b6f1f4e-2c1d-4d4e-9a7e-3b2f0c9d8e7f')
})

describe('recordFirstVisit', () => {
  it('sends the API campaign data only', async () => {
    cookies.set('query', '?utm_source=news&gclid=abc&name=Alice&message=bank 12345&partner=acme')
    const answer = await post({
      locale: 'en-us',
      path: '/en-us/?utm_medium=cpc&email=alice@example.com',
      referrer: 'http://localhost:3000/en-us/contact?name=Alice&email=alice%40example.com#form',
    })
    expect(await answer.json()).toEqual({ recorded: true })
    expect(calls).toEqual([
      {
        path: 'auth/store-meta',
        body: { m_id: expect.any(String), data: { locale: 'en-us', landing_path: '/en-us/?utm_medium=cpc', viewport: 'desktop' } },
      },
      {
        path: 'auth/store-meta/attribution',
        body: {
          m_id: expect.any(String),
          source: 'news',
          query: '?utm_source=news&gclid=abc&partner=acme',
          referrer: 'http://localhost:3000/en-us/contact',
        },
      },
    ])
  })

  it("refuses a page that is not the site's own, also one that a rebound DNS name makes same-origin", async () => {
    const answer = await post({ locale: 'en-us', path: '/en-us/', referrer: '' }, 'evil.example')
    expect(answer.status).toBe(403)
    expect(calls).toEqual([])
  })

  it('sends no query at all when the cookie holds no campaign', async () => {
    cookies.set('query', '?name=Alice&message=hello')
    await post({ locale: 'en-us', path: '/en-us/', referrer: '' })
    expect(calls[1]?.body).toEqual({ m_id: expect.any(String) })
  })
})
