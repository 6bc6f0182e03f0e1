// A signed-in member's header actions: back to the member app, or sign out. Signing out is a form
// posted to /api/sign-out (sign-out.server.ts), which brings the visitor back to this page as a
// visitor's: it works before and without JavaScript, and the page reloads either way.
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useLayoutMessages } from '../../shared/copy/layout-messages'
import { t } from '../../shared/i18n/messages'

export function MemberActions({ appUrl }: { appUrl: string }) {
  const messages = useLayoutMessages()
  const path = useRouterState({ select: (state) => state.location.pathname })
  const [busy, setBusy] = useState(false)
  return (
    <>
      <a href={appUrl} className="button button--primary">
        {t(messages, 'header_go_to_app')}
      </a>
      <form method="post" action="/api/sign-out" className="member-actions__sign-out" onSubmit={() => setBusy(true)}>
        <input type="hidden" name="return" value={path} />
        <button type="submit" className="button button--ghost" aria-busy={busy}>
          {t(messages, 'header_sign_out')}
        </button>
      </form>
    </>
  )
}
