// Whether the page's code runs: false while the server renders and while React hydrates what it
// rendered, true from then on (and at once for what a client navigation renders). For controls
// that are a link or a form without JavaScript and a button with it; no effect, no extra render
// on a client navigation.
import { useSyncExternalStore } from 'react'

const never = () => () => undefined

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
