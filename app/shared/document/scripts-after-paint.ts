// The app's JavaScript starts loading once the server-rendered page has been painted (decision
// 025). TanStack Start puts a `modulepreload` link for every chunk in the head and the entry
// module at the end of the body, so the browser fetches — and may run and hydrate — about 130 KB
// of JavaScript before it paints a page that needs none of it to be seen. Here the server-side
// manifest loses those links and the entry's <script src>, and gets one inline script that adds
// them after the first contentful paint. Pure, so it is tested without a server.
import type { Manifest } from '@tanstack/react-router'

type ManifestRoute = Manifest['routes'][string]
type AssetLink = NonNullable<ManifestRoute['preloads']>[number]
type ManifestScript = NonNullable<ManifestRoute['scripts']>[number]

/** What the inline loader adds to the page once it has been painted. */
export interface DeferredScripts {
  /** Module entry points, each a `<script type="module">` at the end of the body; those not async run in order. */
  entries: { src: string; async: boolean }[]
  /** Modules to fetch alongside, as `<link rel="modulepreload">` in the head. */
  preloads: { href: string; crossOrigin?: string }[]
}

const isModuleEntry = (script: ManifestScript): script is ManifestScript & { attrs: { src: string } } =>
  script.attrs?.type === 'module' && typeof script.attrs.src === 'string' && script.children === undefined

const linkOf = (link: AssetLink): DeferredScripts['preloads'][number] =>
  typeof link === 'string' ? { href: link } : { href: link.href, ...(link.crossOrigin ? { crossOrigin: link.crossOrigin } : {}) }

/**
 * The manifest the server renders from: no route keeps its module preloads, and the root's module
 * entry becomes the inline loader, which fetches the entry and the preloads of `routeIds` (the
 * page's matched routes, in order). The manifest sent to the browser for hydration is a separate
 * object and keeps both, so the client renders the entry `<script>` the loader has added.
 */
export function deferScriptsUntilPainted(manifest: Manifest, rootRouteId: string, routeIds: readonly string[]): Manifest {
  const root = manifest.routes[rootRouteId]
  const entries = (root?.scripts ?? []).filter(isModuleEntry)
  if (!entries.length) return manifest
  const preloads: DeferredScripts['preloads'] = []
  for (const id of routeIds)
    for (const link of manifest.routes[id]?.preloads ?? []) {
      const preload = linkOf(link)
      if (!preloads.some((known) => known.href === preload.href)) preloads.push(preload)
    }
  const loader: ManifestScript = {
    attrs: {},
    children: afterPaintLoader({ entries: entries.map(({ attrs }) => ({ src: attrs.src, async: attrs.async !== false })), preloads }),
  }
  const routes: Manifest['routes'] = {}
  for (const [id, route] of Object.entries(manifest.routes)) {
    const { preloads: _dropped, ...rest } = route
    routes[id] =
      id === rootRouteId ? { ...rest, scripts: [...(route.scripts ?? []).filter((script) => !isModuleEntry(script)), loader] } : rest
  }
  return { ...manifest, routes }
}

/**
 * Source of the inline loader. It runs where the entry `<script>` was, removes itself, and adds
 * the preloads and the entries (with its own nonce, which the CSP asks of both) one frame after
 * the first contentful paint; at once on a page that is hidden, which paints nothing until shown.
 * Browsers without paint timing wait one frame.
 */
export function afterPaintLoader(scripts: DeferredScripts): string {
  // `<` cannot end the script early once escaped; URLs of built assets never hold one anyway.
  const data = JSON.stringify(scripts).replaceAll('<', '\\u003c')
  return `(() => {
  const { entries, preloads } = ${data}
  const self = document.currentScript
  const nonce = self.nonce
  self.remove()
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const { href, crossOrigin } of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      if (crossOrigin) link.crossOrigin = crossOrigin
      link.nonce = nonce
      document.head.append(link)
    }
    for (const { src, async } of entries) {
      const script = document.createElement('script')
      script.type = 'module'
      script.async = async
      script.src = src
      script.nonce = nonce
      document.body.append(script)
    }
  }
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start))
  if (document.visibilityState === 'hidden') start()
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      afterNextFrame()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else afterNextFrame()
})()`
}
