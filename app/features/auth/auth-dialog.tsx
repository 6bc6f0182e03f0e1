// The auth dialog as an accessible modal over the home page: a native <dialog> opened with
// showModal (the page behind is inert, focus stays inside, Escape closes it), labelled by the
// step's heading, returning focus to where it was when it closes.
import { useEffect, useEffectEvent, useId, useRef } from 'react'
import { AuthPanel, type AuthPanelProps } from './auth-panel'

export function AuthDialog({ onClose, ...panel }: Omit<AuthPanelProps, 'titleId'> & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closed = useEffectEvent(() => onClose())

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    // Start where the visitor types: the step's first field (else the close button keeps focus).
    dialog.querySelector<HTMLElement>('.auth-panel input:not([type="hidden"]):not([hidden])')?.focus()
    const onClosed = () => {
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
    <dialog ref={ref} className="auth-dialog" aria-labelledby={titleId}>
      <button type="button" className="icon-button auth-dialog__close" onClick={() => ref.current?.close()}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{panel.copy.close}</span>
      </button>
      <AuthPanel {...panel} titleId={titleId} />
    </dialog>
  )
}
