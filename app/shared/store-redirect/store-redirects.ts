// The store redirects of the two redirect pages, by the names SPEC.md §2 gives their "route
// middleware" (DESIGN.md §6): `qr-code` for the printed QR code, `app-store` for download buttons.
// Each sends iOS to the App Store, Android to Google Play and everything else to the home page
// with the QR code shown. An unknown name throws SPEC §8's "Unknown route middleware".

export type Platform = 'ios' | 'android' | 'other'

export interface StoreTargets {
  appStoreUrl: string
  playStoreUrl: string
  /** Home page of the visitor's locale, same origin. */
  homePath: string
}

export interface StoreRedirect {
  location: string
  platform: Platform
  /** What is recorded in api/track. */
  event: 'qr_code_scan' | 'app_store_click'
}

export function platformOf(userAgent: string | null): Platform {
  const ua = userAgent ?? ''
  // iPadOS reports a Mac user agent; "Mobile" plus Macintosh is the iPad tell.
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && /Mobile\//.test(ua))) return 'ios'
  if (/Android/i.test(ua)) return 'android'
  return 'other'
}

function storeRedirect(event: StoreRedirect['event']) {
  return (userAgent: string | null, targets: StoreTargets): StoreRedirect => {
    const platform = platformOf(userAgent)
    const location =
      platform === 'ios' ? targets.appStoreUrl : platform === 'android' ? targets.playStoreUrl : `${targets.homePath}?show_qr=1`
    return { location, platform, event }
  }
}

export const STORE_REDIRECTS = {
  'qr-code': storeRedirect('qr_code_scan'),
  'app-store': storeRedirect('app_store_click'),
} as const

export type StoreRedirectName = keyof typeof STORE_REDIRECTS

export function storeRedirectNamed(name: string): (typeof STORE_REDIRECTS)[StoreRedirectName] {
  if (!Object.hasOwn(STORE_REDIRECTS, name)) throw new Error('Unknown route middleware')
  return STORE_REDIRECTS[name as StoreRedirectName]
}
