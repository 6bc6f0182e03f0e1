import { describe, expect, it } from 'vitest'
import { acceptedEncodings, acceptsGzip, loggedPath, requestIdOf } from './http'

describe('content codings', () => {
  it('keeps what a client accepts, in its order, and leaves out what it refuses with q=0', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['gzip', 'deflate', 'br'])
    expect(acceptedEncodings('br;q=0, GZIP;q=0.8, identity')).toEqual(['gzip', 'identity'])
    expect(acceptedEncodings('gzip;q=0.000, *;q=0')).toEqual([])
    expect(acceptedEncodings('gzip;q=nonsense')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
  })

  it('sends gzip when gzip or any coding is accepted, never when gzip is refused', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('gzip;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe('requestIdOf', () => {
  it("keeps a proxy's plain token and makes a new id for anything else", () => {
    expect(requestIdOf('lb-7f3a9c2e-0001')).toBe('lb-7f3a9c2e-0001')
    for (const forged of ['short', 'x"}\n{"level":"fatal', 'a'.repeat(129), undefined, ['a1b2c3d4e5', 'f6g7h8i9j0']])
      expect(requestIdOf(forged)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })
})

describe('loggedPath', () => {
  it("writes the parameters' names and never their values", () => {
    expect(loggedPath('/en-us/login?token=secret123&email=a%40b.example')).toBe('/en-us/login?token&email')
    expect(loggedPath('/fr-fr')).toBe('/fr-fr')
    expect(loggedPath('/?')).toBe('/')
    expect(loggedPath(`/${'a'.repeat(400)}`)).toHaveLength(300)
  })
})
