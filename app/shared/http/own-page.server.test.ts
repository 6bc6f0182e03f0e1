import { describe, expect, it } from 'vitest'
import { fromOwnPage } from './own-page.server'

const ORIGINS = ['https://www.pollwise.com', 'https://au.pollwise.com']
const request = (headers: Record<string, string>) => new Request('http://internal/_serverFn/abc', { method: 'POST', headers })

describe('fromOwnPage', () => {
  it("takes a page of either host's own", () => {
    expect(fromOwnPage(request({ origin: 'https://www.pollwise.com', 'sec-fetch-site': 'same-origin' }), ORIGINS)).toBe(true)
    expect(fromOwnPage(request({ origin: 'https://au.pollwise.com' }), ORIGINS)).toBe(true)
    expect(fromOwnPage(request({ 'sec-fetch-site': 'same-origin', host: 'www.pollwise.com' }), ORIGINS)).toBe(true)
    expect(fromOwnPage(request({ referer: 'https://au.pollwise.com/en-au/login' }), ORIGINS)).toBe(true)
  })

  it('refuses a DNS-rebound page, whose Host, Origin and Sec-Fetch-Site all agree with each other', () => {
    const rebound = { host: 'evil.example', origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' }
    expect(fromOwnPage(request(rebound), ORIGINS)).toBe(false)
    expect(fromOwnPage(request({ host: 'evil.example', 'sec-fetch-site': 'same-origin' }), ORIGINS)).toBe(false)
  })

  it('refuses another site, a forged referrer and a request that says nothing', () => {
    expect(fromOwnPage(request({ origin: 'https://evil.example', host: 'www.pollwise.com' }), ORIGINS)).toBe(false)
    expect(fromOwnPage(request({ 'sec-fetch-site': 'cross-site', host: 'www.pollwise.com' }), ORIGINS)).toBe(false)
    expect(fromOwnPage(request({ referer: 'https://www.pollwise.com.evil.example/' }), ORIGINS)).toBe(false)
    expect(fromOwnPage(request({ referer: 'not a url' }), ORIGINS)).toBe(false)
    expect(fromOwnPage(request({ host: 'www.pollwise.com' }), ORIGINS)).toBe(false)
  })
})
