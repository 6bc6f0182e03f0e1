// The header's account actions: "Sign in" and "Join now" for visitors, "Go to the app" and
// "Sign out" for members. The routes compose them into the layout's header.
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as m from '../../paraglide/messages'
import { pushToast } from '../../ui/toasts'
import { useLocaleParam, useSiteLocale, useSiteSettings } from '../../ui/use-site-locale'
import { signOut } from './auth.functions'

export function AccountActions() {
  const settings = useSiteSettings()
  const locale = useSiteLocale()
  const params = { locale: useLocaleParam() }
  const [busy, setBusy] = useState(false)

  if (settings.authorized) {
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
        <a href={settings.appUrl} className="button button--primary">
          {m.header_go_to_app()}
        </a>
        <button type="button" className="button button--ghost" onClick={() => void leave()} disabled={busy} aria-busy={busy}>
          {m.header_sign_out()}
        </button>
      </>
    )
  }
  return (
    <>
      <Link to="/{-$locale}/login" params={params} className="button button--ghost">
        {m.header_sign_in()}
      </Link>
      <Link to="/{-$locale}/register" params={params} className="button button--primary">
        {m.header_join()}
      </Link>
    </>
  )
}
