import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, deviceViewport, FALLBACK_VIEWPORT, parseViewport, platformFor, requestViewportClass, viewportClass } from './viewport'

describe('viewportClass', () => {
  it.each([
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobile'],
    [575, 'mobile'],
    [576, 'mobileMedium'],
    [767, 'mobileMedium'],
    [768, 'mobileWide'],
    [991, 'mobileWide'],
    [992, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktopMedium'],
    [1599, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(viewportClass(width)).toBe(expected)
  })

  it('reaches every breakpoint exactly at its minimum width', () => {
    for (const [name, width] of Object.entries(BREAKPOINTS)) expect(viewportClass(width)).toBe(name)
  })
})

describe('parseViewport', () => {
  it('accepts the class names and falls back to desktop', () => {
    expect(parseViewport('tablet')).toBe('tablet')
    expect(FALLBACK_VIEWPORT).toBe('desktop')
    for (const bad of [null, undefined, '', 'Tablet', 'phone', 'toString', '__proto__']) expect(parseViewport(bad)).toBe('desktop')
  })
})

describe('platformFor', () => {
  it('is web-mobile below the tablet breakpoint and web from it', () => {
    expect(platformFor('mobile')).toBe('web-mobile')
    expect(platformFor('mobileMedium')).toBe('web-mobile')
    expect(platformFor('mobileWide')).toBe('web-mobile')
    expect(platformFor('tablet')).toBe('web')
    expect(platformFor('desktop')).toBe('web')
    expect(platformFor('desktopWide')).toBe('web')
  })
})

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxTablet: 'Mozilla/5.0 (Android 15; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const

describe('deviceViewport (a first request, before the browser reports its width)', () => {
  it('renders phones as phones from their user agent', () => {
    for (const name of [
      'iPhone',
      'iPhoneChrome',
      'androidChrome',
      'androidFirefox',
      'samsung',
      'operaMini',
      'googlebotSmartphone',
    ] as const)
      expect(deviceViewport({ chMobile: null, userAgent: UA[name] }), name).toBe('mobile')
  })

  it('tells tablets apart, iPads included', () => {
    for (const name of ['iPad', 'iPadAsMac', 'androidTablet', 'firefoxTablet'] as const)
      expect(deviceViewport({ chMobile: undefined, userAgent: UA[name] }), name).toBe('tablet')
  })

  it('keeps everything else on the fallback, an absent or empty user agent included', () => {
    for (const name of ['macSafari', 'windowsChrome', 'linuxFirefox', 'googlebot'] as const)
      expect(deviceViewport({ chMobile: null, userAgent: UA[name] }), name).toBe(FALLBACK_VIEWPORT)
    expect(deviceViewport({ chMobile: null, userAgent: null })).toBe('desktop')
    expect(deviceViewport({ chMobile: '', userAgent: '' })).toBe('desktop')
  })

  it('believes the client hint first: ?1 is a phone, ?0 is not, whatever the user agent says', () => {
    expect(deviceViewport({ chMobile: '?1', userAgent: UA.windowsChrome })).toBe('mobile')
    expect(deviceViewport({ chMobile: ' ?1 ', userAgent: null })).toBe('mobile')
    // Chrome's "desktop site" on a phone, or an emulator: the hint says no phone.
    expect(deviceViewport({ chMobile: '?0', userAgent: UA.androidChrome })).toBe('desktop')
    // An Android tablet's Chrome sends ?0 and a user agent without "Mobile".
    expect(deviceViewport({ chMobile: '?0', userAgent: UA.androidTablet })).toBe('tablet')
    // Anything else in the hint is no hint.
    expect(deviceViewport({ chMobile: 'yes', userAgent: UA.iPhone })).toBe('mobile')
  })

  it('answers quickly for a hostile user agent', () => {
    const started = performance.now()
    expect(deviceViewport({ chMobile: null, userAgent: 'Android '.repeat(100_000) })).toBe('tablet')
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('gives phones web-mobile and tablets and desktops web (SPEC §7)', () => {
    expect(platformFor(deviceViewport({ chMobile: null, userAgent: UA.iPhone }))).toBe('web-mobile')
    expect(platformFor(deviceViewport({ chMobile: null, userAgent: UA.iPad }))).toBe('web')
    expect(platformFor(deviceViewport({ chMobile: null, userAgent: UA.windowsChrome }))).toBe('web')
  })
})

describe('requestViewportClass', () => {
  it('prefers the cookie the browser wrote, and derives the class without one', () => {
    expect(requestViewportClass('desktopWide', { chMobile: '?1', userAgent: UA.iPhone })).toBe('desktopWide')
    expect(requestViewportClass(null, { chMobile: null, userAgent: UA.iPhone })).toBe('mobile')
    expect(requestViewportClass('huge', { chMobile: '?1', userAgent: null })).toBe('mobile')
    expect(requestViewportClass(undefined, { chMobile: null, userAgent: null })).toBe('desktop')
  })
})
