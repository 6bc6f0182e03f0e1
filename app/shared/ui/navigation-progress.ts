// A client navigation waiting on the server (a slow loader on a slow network) shows that it is
// under way: after 150 ms without the new page, a thin bar runs along the top of the window and
// screen readers hear that the page is loading (a polite live region, in the page before any
// navigation). Shorter waits show nothing, so the usual, instant navigations do not flicker.
// Plain DOM on the router's events, started once the page is idle (default-layout.tsx): no first
// paint needs it, and no React render follows a navigation for it.
import type { AnyRouter } from '@tanstack/react-router'

/** How long a navigation may take before it is shown as under way. */
export const PENDING_AFTER_MS = 150

/** Watches the router's navigations; returns a function that stops it and removes the region. */
export function watchNavigations(router: AnyRouter, label: string): () => void {
  const region = document.createElement('div')
  region.className = 'nav-progress'
  region.setAttribute('role', 'status')
  document.body.append(region)
  let timer: ReturnType<typeof setTimeout> | undefined
  const hide = () => {
    clearTimeout(timer)
    region.replaceChildren()
  }
  const show = () => {
    const bar = document.createElement('span')
    bar.className = 'nav-progress__bar'
    bar.setAttribute('aria-hidden', 'true')
    const text = document.createElement('span')
    text.className = 'visually-hidden'
    text.textContent = label
    region.replaceChildren(bar, text)
  }
  const stopStart = router.subscribe('onBeforeLoad', (event) => {
    if (!event.pathChanged && !event.hrefChanged) return
    hide()
    timer = setTimeout(show, PENDING_AFTER_MS)
  })
  const stopEnd = router.subscribe('onResolved', hide)
  return () => {
    stopStart()
    stopEnd()
    hide()
    region.remove()
  }
}
