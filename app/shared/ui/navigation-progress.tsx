// A client navigation waiting on the server (a slow loader on a slow network) shows that it is under
// way: after 150 ms without the new page, a thin bar runs along the top of the window and screen
// readers hear that the page is loading (a polite live region). Shorter waits show nothing, so the
// usual, instant navigations do not flicker.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** How long a navigation may take before it is shown as under way. */
export const PENDING_AFTER_MS = 150

export function NavigationProgress({ label }: { label: string }) {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setLate(true), PENDING_AFTER_MS)
    return () => {
      clearTimeout(timer)
      setLate(false)
    }
  }, [pending])
  const shown = pending && late
  return (
    <div className="nav-progress" role="status">
      {shown && (
        <>
          <span className="nav-progress__bar" aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </div>
  )
}
