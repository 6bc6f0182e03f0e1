// A signed-in member's header actions: back to the member app, or sign out (then the page
// reloads as a visitor's).
import { useState } from 'react'
import { useLayoutCopy } from '../../shared/copy/layout-copy'
import { pushToast } from '../../shared/ui/toasts'
import { useSiteLocale } from '../../shared/i18n/use-site-locale'
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
      pushToast('error', copy.signOutFailed)
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
