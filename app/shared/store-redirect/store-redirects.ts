// Named route middleware of the redirect pages (DESIGN.md §6), in one typed registry: `qr-code`
// for the printed QR code, `app-store` for download buttons. Each sends iOS to the App Store,
// Android to Google Play and everything else to the home page with the QR code shown.

export type Platform = 'ios' | 'android' | 'other'

export interface StoreTargets {
  appStoreUrl: string
  playStoreUrl: string
  /** Home page of the visitor's locale, same origin. */
  homePath: string
}

export interface RouteMiddlewareResult {
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

function storeRedirect(event: RouteMiddlewareResult['event']) {
  return (userAgent: string | null, targets: StoreTargets): RouteMiddlewareResult => {
    const platform = platformOf(userAgent)
    const location =
      platform === 'ios' ? targets.appStoreUrl : platform === 'android' ? targets.playStoreUrl : `${targets.homePath}?show_qr=1`
    return { location, platform, event }
  }
}

export const ROUTE_MIDDLEWARE = {
  'qr-code': storeRedirect('qr_code_scan'),
  'app-store': storeRedirect('app_store_click'),
} as const

export type RouteMiddlewareName = keyof typeof ROUTE_MIDDLEWARE

export function getRouteMiddleware(name: string): (typeof ROUTE_MIDDLEWARE)[RouteMiddlewareName] {
  if (!Object.hasOwn(ROUTE_MIDDLEWARE, name)) throw new Error('Unknown route middleware')
  return ROUTE_MIDDLEWARE[name as RouteMiddlewareName]
}
