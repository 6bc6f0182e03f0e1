// The toasts' live region: present from the first render so that screen readers announce what is
// added to it (politely, once each), with a dismiss button per toast.
import { useSyncExternalStore } from 'react'
import { useShellMessages } from '../copy/shell-messages'
import { t } from '../i18n/messages'
import { dismissToast, getToasts, subscribeToasts } from './toasts'

const none: ReturnType<typeof getToasts> = []

export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => none)
  const messages = useShellMessages()
  return (
    <section className="toasts" aria-label={t(messages, 'toast_region')}>
      <div role="status" aria-live="polite" aria-relevant="additions text">
        <ol className="toasts__list">
          {toasts.map((toast) => (
            <li key={toast.id} className={`toast toast--${toast.tone}`}>
              <p className="toast__text">{toast.text}</p>
              <button type="button" className="icon-button toast__dismiss" onClick={() => dismissToast(toast.id)}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t(messages, 'toast_dismiss')}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
