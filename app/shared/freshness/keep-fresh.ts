// Keeps open tabs on the newest build (SPEC.md §4, decision 014): the tab asks builds/latest.json
// every few minutes and whenever it becomes visible again; when a newer build is out it reloads
// at a safe moment — at once if nothing typed would be lost and no dialog is open, otherwise on
// the next navigation (as a full page load) or at a later check. A chunk that fails to load
// because it is gone (a file of an older build, which the server answers with a 404 after a
// deploy) reloads the page once, guarded for 10 seconds by a session marker so that a real outage
// cannot loop — but never while the browser is offline, for a chunk that failed on the way (a
// lost connection: the reload would land on the browser's offline page), or once the visitor has
// typed something (it would be lost): the call that needed the chunk then fails and says why
// (shared/forms/server-calls.ts). All of it is silent, and starts once the page is idle. An interval and a
// visibility listener rather than TanStack Query's refetchInterval and focus refetch: its client
// would add 8.8 KB gzip to every page's first JavaScript (decision 019).
import type { AnyRouter } from '@tanstack/react-router'
import {
  chunkUrlOf,
  type ControlState,
  hasTypedText,
  isNewBuild,
  latestBuildId,
  POLL_INTERVAL_MS,
  shouldReloadForStaleChunk,
} from './freshness-rules'

const MARKER = 'pollwise:chunk-reload'

// Controls the visitor changed in this page (React mirrors a controlled value into its default,
// so the DOM alone cannot tell typed text from text the page put there).
const edited = new WeakSet<EventTarget>()

/**
 * Whether any control holds something the visitor entered: changed in this page (`edited`) or,
 * with `kept`, also text a field already held when the page ran (kept from a form posted before
 * it), which the `edited` set cannot know of.
 */
function typedSomewhere({ kept = false } = {}): boolean {
  const controls = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')]
  const holds = (control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
    !(control instanceof HTMLSelectElement) &&
    !control.readOnly &&
    !control.hidden &&
    (!(control instanceof HTMLInputElement) || control.type !== 'checkbox' || control.checked)
  return hasTypedText(
    controls.map((control): ControlState => ({
      type: control instanceof HTMLInputElement ? control.type : control instanceof HTMLTextAreaElement ? 'textarea' : 'select',
      value: control.value,
      edited: edited.has(control) || (kept && holds(control)),
    })),
  )
}

/** Reloads for a chunk the server no longer has; a chunk that failed on the way is left to its caller. */
async function reloadIfGone(url: string): Promise<void> {
  try {
    if ((await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404) reloadForStaleChunk()
  } catch {
    // The connection, not the build: nothing to reload for.
  }
}

function dialogOpen(): boolean {
  return document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null
}

async function fetchLatest(): Promise<string | null> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' })
    return response.ok ? latestBuildId(await response.json()) : null
  } catch {
    return null
  }
}

/**
 * Reloads for a failed chunk unless it did so less than 10 seconds ago, the browser is offline or
 * something typed would be lost; says whether it did.
 */
export function reloadForStaleChunk(): boolean {
  if (!navigator.onLine || typedSomewhere({ kept: true })) return false
  let marker: string | null = null
  try {
    marker = sessionStorage.getItem(MARKER)
  } catch {
    // Storage refused (privacy settings): the in-memory flag still prevents a loop in this page.
  }
  const now = Date.now()
  if (reloadedForChunk || !shouldReloadForStaleChunk(now, marker)) return false
  reloadedForChunk = true
  try {
    sessionStorage.setItem(MARKER, String(now))
  } catch {
    // see above
  }
  window.location.reload()
  return true
}
let reloadedForChunk = false

/** Starts watching; returns a function that stops it. */
export function startBuildFreshness(router: AnyRouter, current: string = __BUILD_ID__): () => void {
  let stale = false
  const onInput = (event: Event) => {
    if (event.target) edited.add(event.target)
  }
  document.addEventListener('input', onInput, true)
  document.addEventListener('change', onInput, true)
  const reloadIfSafe = () => {
    if (stale && !typedSomewhere() && !dialogOpen()) window.location.reload()
  }
  const check = async () => {
    if (!stale) stale = isNewBuild(current, await fetchLatest())
    reloadIfSafe()
  }
  const timer = setInterval(() => void check(), POLL_INTERVAL_MS)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  document.addEventListener('visibilitychange', onVisible)
  // The next navigation becomes a full page load of its target.
  const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
    if (stale && event.hrefChanged) window.location.assign(event.toLocation.href)
  })
  const onPreloadError = (event: Event) => {
    const url = chunkUrlOf((event as Event & { payload?: unknown }).payload, window.location.href)
    if (url) void reloadIfGone(url)
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  // Started (once the page is idle): end-to-end tests wait for it, as they do for data-hydrated.
  document.documentElement.dataset.fresh = 'watching'
  return () => {
    clearInterval(timer)
    document.removeEventListener('input', onInput, true)
    document.removeEventListener('change', onInput, true)
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('vite:preloadError', onPreloadError)
    unsubscribe()
  }
}
