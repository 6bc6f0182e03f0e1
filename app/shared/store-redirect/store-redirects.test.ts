import { describe, expect, it } from 'vitest'
import { storeRedirectNamed, platformOf } from './store-redirects'

const targets = { appStoreUrl: 'https://apps.example/ios', playStoreUrl: 'https://play.example/android', homePath: '/fr-fr' }
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'

describe('platformOf', () => {
  it('recognises iOS (including iPadOS), Android and the rest', () => {
    expect(platformOf(IPHONE)).toBe('ios')
    expect(platformOf(IPAD)).toBe('ios')
    expect(platformOf(ANDROID)).toBe('android')
    expect(platformOf(DESKTOP)).toBe('other')
    expect(platformOf(null)).toBe('other')
  })
})

describe('route middleware registry', () => {
  it('sends each platform to its store, others home with the QR code', () => {
    const qr = storeRedirectNamed('qr-code')
    expect(qr(IPHONE, targets)).toEqual({ location: 'https://apps.example/ios', platform: 'ios', event: 'qr_code_scan' })
    expect(qr(ANDROID, targets).location).toBe('https://play.example/android')
    expect(storeRedirectNamed('app-store')(DESKTOP, targets)).toEqual({
      location: '/fr-fr?show_qr=1',
      platform: 'other',
      event: 'app_store_click',
    })
  })
  it('throws for an unknown name, including inherited properties', () => {
    expect(() => storeRedirectNamed('nope')).toThrow('Unknown route middleware')
    expect(() => storeRedirectNamed('toString')).toThrow('Unknown route middleware')
  })
})
