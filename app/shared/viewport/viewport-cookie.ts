// Keeps the `viewport` cookie (SPEC.md §3, §9) in step with the window: written on page load and
// after a resize settles (50 ms), only when the class changes. The next request renders for it.
import { browserCookie, COOKIES, readCookie } from '../cookies/cookies'
import { viewportClass } from './viewport'
import { setDocumentCookie } from '../cookies/document-cookie'

/** SPEC.md §9: the resize refresh delay. */
const RESIZE_DELAY_MS = 50

function record(): void {
  const current = viewportClass(window.innerWidth)
  if (readCookie(document.cookie, COOKIES.viewport.name) !== current)
    setDocumentCookie(browserCookie('viewport', current, window.location.protocol === 'https:'))
}

/** Starts tracking; returns a function that stops it. */
export function trackViewport(): () => void {
  record()
  let timer: ReturnType<typeof setTimeout> | undefined
  const onResize = () => {
    clearTimeout(timer)
    timer = setTimeout(record, RESIZE_DELAY_MS)
  }
  window.addEventListener('resize', onResize, { passive: true })
  return () => {
    clearTimeout(timer)
    window.removeEventListener('resize', onResize)
  }
}
