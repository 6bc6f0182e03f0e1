// The auth dialog as an accessible modal over the home page: a native <dialog> opened with
// showModal (the page behind is inert, focus stays inside, Escape closes it), labelled by the
// step's heading, returning focus to where it was when it closes. The server renders it open, so
// that it shows (and works: every step is a form) before the page's code runs or without it; its
// close control is then a link to the home page. Once the code runs, the open dialog becomes
// modal and the close control a button.
import { Link } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useId, useRef } from 'react'
import { t } from '../../shared/i18n/messages'
import { useLocaleParam } from '../../shared/i18n/use-site-locale'
import { useHydrated } from '../../shared/ui/use-hydrated'
import { AuthPanel, type AuthPanelProps } from './auth-panel'

export function AuthDialog({ onClose, ...panel }: Omit<AuthPanelProps, 'titleId'> & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closed = useEffectEvent(() => onClose())
  const locale = useLocaleParam()
  const hydrated = useHydrated()
  const closeLabel = (
    <>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{t(panel.auth.messages, 'auth_dialog_close')}</span>
    </>
  )

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const focused =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    // Where the visitor was typing before the page's code ran, if in the dialog; else what opened it.
    const typing = focused && dialog.contains(focused) ? focused : null
    const opener = typing ? null : focused
    // Rendered open by the server (not modal): made modal now. The close this takes is not the visitor's.
    if (dialog.open && !dialog.matches(':modal')) dialog.close()
    if (!dialog.open) dialog.showModal()
    // Start where the visitor types: the field they were in, else the step's first field (else the close button keeps focus).
    ;(typing ?? dialog.querySelector<HTMLElement>('.auth-panel input:not([type="hidden"]):not([hidden])'))?.focus()
    const onClosed = () => {
      if (dialog.open) return
      closed()
      if (opener?.isConnected) opener.focus()
    }
    dialog.addEventListener('close', onClosed)
    return () => {
      dialog.removeEventListener('close', onClosed)
      if (dialog.open) dialog.close()
    }
  }, [])

  return (
    <dialog ref={ref} open className="auth-dialog" aria-labelledby={titleId}>
      {hydrated ? (
        <button type="button" className="icon-button auth-dialog__close" onClick={() => ref.current?.close()}>
          {closeLabel}
        </button>
      ) : (
        // Before the page's code runs, closing is going to the home page.
        <Link to="/{-$locale}" params={{ locale }} className="icon-button auth-dialog__close">
          {closeLabel}
        </Link>
      )}
      <AuthPanel {...panel} titleId={titleId} />
    </dialog>
  )
}
