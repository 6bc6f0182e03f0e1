// Each server render reads its manifest through this wrapper, which defers the app's scripts until
// the page has been painted (scripts-after-paint.ts, decision 025). Only the rendered HTML changes:
// the manifest dehydrated for the browser is built apart and keeps the entry and its preloads.
import { type AnyRouter, type Manifest, rootRouteId } from '@tanstack/react-router'
import { deferScriptsUntilPainted } from './scripts-after-paint'

export function renderScriptsAfterPaint(router: AnyRouter): void {
  const ssr = router.ssr
  if (!ssr) return
  let source: Manifest | undefined
  let deferred: Manifest | undefined
  router.ssr = {
    get manifest() {
      const manifest = ssr.manifest
      if (manifest && manifest !== source) {
        source = manifest
        deferred = deferScriptsUntilPainted(
          manifest,
          rootRouteId,
          router.state.matches.map((match) => match.routeId),
        )
      }
      return manifest && deferred
    },
  }
}
