// The layout's messages (header, navigation, footer, consent banner, localization modal, account
// buttons, and the shell's: shell-messages.ts) in the page's language, sent by the locale route's
// loader (layout-namespaces.ts) and provided to the layout's components (messages.ts explains why
// they are not paraglide's in the browser). Values the browser knows (site and company names, the
// year, a language's name) are filled where the messages are read.
import { createContext, type ReactNode, use } from 'react'
import type { LayoutMessages } from './layout-namespaces'

export type { LayoutMessages }

const LayoutMessagesContext = createContext<LayoutMessages | null>(null)

export function LayoutMessagesProvider({ messages, children }: { messages: LayoutMessages; children: ReactNode }) {
  return <LayoutMessagesContext value={messages}>{children}</LayoutMessagesContext>
}

export function useLayoutMessages(): LayoutMessages {
  const messages = use(LayoutMessagesContext)
  if (!messages) throw new Error('useLayoutMessages outside the locale layout')
  return messages
}
