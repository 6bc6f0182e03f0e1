// A signed-in member's header actions: back to the member app, or sign out (then the page
// reloads as a visitor's).
import { useState } from 'react'
import * as m from '../../paraglide/messages'
import { pushToast } from '../../ui/toasts'
import { useSiteLocale } from '../../ui/use-site-locale'
import { signOut } from './sign-out.functions'

export function MemberActions({ appUrl }: { appUrl: string }) {
  const locale = useSiteLocale()
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
        {m.header_go_to_app()}
      </a>
      <button type="button" className="button button--ghost" onClick={() => void leave()} disabled={busy} aria-busy={busy}>
        {m.header_sign_out()}
      </button>
    </>
  )
}
