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
