// A signed-in member's header actions: back to the member app, or sign out (then the page
// reloads as a visitor's).
import { useState } from 'react'
import { m } from '../../ui/messages'
import { useLayoutCopy } from '../../ui/layout-copy'
import { pushToast } from '../../ui/toasts'
import { useSiteLocale } from '../../ui/use-site-locale'
import { signOut } from './sign-out.functions'

export function MemberActions({ appUrl }: { appUrl: string }) {
  const locale = useSiteLocale()
  const copy = useLayoutCopy()
  const [busy, setBusy] = useState(false)
  const leave = async () => {
    setBusy(true)
    try {
      await signOut({ data: { locale: locale.code } })
      window.location.reload()
    } catch {
      setBusy(false)
      pushToast('error', m.toast_error_generic())
    }
  }
  return (
    <>
      <a href={appUrl} className="button button--primary">
        {copy.goToApp}
      </a>
      <button type="button" className="button button--ghost" onClick={() => void leave()} disabled={busy} aria-busy={busy}>
        {copy.signOut}
      </button>
    </>
  )
}
