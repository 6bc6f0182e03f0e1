// The viewport class (SPEC.md §3, §9): the browser reports its width class in the `viewport`
// cookie so that the server renders for it, and the API hears `web-mobile` from phones.
import type { UserPlatform } from '../../../contract/vocabulary'

/** Minimum widths in CSS pixels ("feature minWidth"), narrowest first. */
export const BREAKPOINTS = {
  mobile: 375,
  mobileMedium: 576,
  mobileWide: 768,
  tablet: 992,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const

export type ViewportClass = keyof typeof BREAKPOINTS

/** Assumed when the browser has not said (first request, crawlers, a malformed cookie). */
export const FALLBACK_VIEWPORT: ViewportClass = 'desktop'

const CLASSES = Object.keys(BREAKPOINTS) as ViewportClass[]

export function isViewportClass(value: unknown): value is ViewportClass {
  return typeof value === 'string' && (CLASSES as string[]).includes(value)
}

/** The widest class whose minimum the width reaches; narrower than every minimum is still `mobile`. */
export function viewportClass(width: number): ViewportClass {
  let result: ViewportClass = 'mobile'
  for (const name of CLASSES) if (width >= BREAKPOINTS[name]) result = name
  return result
}

/** The class a cookie value names, else the fallback. */
export function parseViewport(value: string | null | undefined): ViewportClass {
  return isViewportClass(value) ? value : FALLBACK_VIEWPORT
}

/** Phones (below the tablet breakpoint) are `web-mobile` to the API. */
export function platformFor(viewport: ViewportClass): UserPlatform {
  return BREAKPOINTS[viewport] < BREAKPOINTS.tablet ? 'web-mobile' : 'web'
}

export function isPhone(viewport: ViewportClass): boolean {
  return platformFor(viewport) === 'web-mobile'
}

/** What a request says about its device before the browser has reported a width. */
export interface DeviceHints {
  /** The `Sec-CH-UA-Mobile` client hint: `?1` on a phone, `?0` elsewhere (Chromium browsers). */
  chMobile: string | null | undefined
  userAgent: string | null | undefined
}

/** Requested from the browser with `Accept-CH`, and named in `Vary`, on every page. */
export const DEVICE_HINT_HEADER = 'Sec-CH-UA-Mobile'

// Tablets first: an iPad's user agent also says "Mobile". iPadOS reports a Mac user agent; "Mobile"
// beside Macintosh is the iPad tell (as in shared/store-redirect). Android without "Mobile" is a
// tablet (Chrome, Firefox say "Tablet"), as are the Kindle's Silk and the PlayBook.
const TABLET_UA = /iPad|Tablet|PlayBook|Silk\/|Kindle|Macintosh.*Mobile\/|Android(?!.*Mobi)/i
// "Mobi" is the documented phone marker of Chromium, Safari, Firefox and Opera (Mobile, Mobi);
// the others are older phones' own words.
const PHONE_UA = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i

/**
 * The class a first request is rendered for when no `viewport` cookie says better: a phone is
 * `mobile`, a tablet `tablet`, anything else the fallback. The client hint decides where the browser
 * sends it (`?1` is a phone; `?0` is not, whatever the user agent copies), else the user agent.
 * Three classes only, so that the render cache keys on the class, never on the user agent.
 */
export function deviceViewport(hints: DeviceHints): ViewportClass {
  const hint = hints.chMobile?.trim()
  if (hint === '?1') return 'mobile'
  const ua = (hints.userAgent ?? '').slice(0, 1024)
  if (TABLET_UA.test(ua)) return 'tablet'
  if (hint !== '?0' && PHONE_UA.test(ua)) return 'mobile'
  return FALLBACK_VIEWPORT
}

/** The class a request is rendered for: its `viewport` cookie when valid, else its device's. */
export function requestViewportClass(cookie: string | null | undefined, hints: DeviceHints): ViewportClass {
  return isViewportClass(cookie) ? cookie : deviceViewport(hints)
}
