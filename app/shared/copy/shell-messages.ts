// The document shell's messages — title separator, the 404 and error layouts, the toast region —
// from the deepest route whose loader data carries them (the locale layout, /access-denied, the
// root for an unknown prefix's 404). A page none of them owns is a failure before any loader ran:
// it is shown in the host's default language, English, whose few messages are built in (imported
// by name, so only these keys are bundled).
import { useRouterState } from '@tanstack/react-router'
import {
  error_404_badge,
  error_404_description,
  error_404_path,
  error_404_title,
  error_500_description,
  error_500_title,
  error_home_link,
  error_retry,
  site_title_separator,
  toast_dismiss,
  toast_region,
} from '../../../messages/en.json'
import type { ShellMessages } from './layout-namespaces'

export const ENGLISH_SHELL: ShellMessages = {
  $locale: 'en',
  site_title_separator,
  error_404_badge,
  error_404_description,
  error_404_path,
  error_404_title,
  error_500_description,
  error_500_title,
  error_home_link,
  error_retry,
  toast_dismiss,
  toast_region,
}

/** The loader data's record, if it holds the shell's messages. */
function shellOf(data: unknown): ShellMessages | null {
  if (typeof data !== 'object' || data === null || !('messages' in data)) return null
  const messages = data.messages
  return typeof messages === 'object' && messages !== null && 'error_404_title' in messages ? (messages as ShellMessages) : null
}

/** The shell of the deepest route whose loader data carries one, else the built-in English. */
function deepestShell(loaderData: readonly unknown[]): ShellMessages {
  for (let i = loaderData.length - 1; i >= 0; i--) {
    const shell = shellOf(loaderData[i])
    if (shell) return shell
  }
  return ENGLISH_SHELL
}

export function useShellMessages(): ShellMessages {
  return useRouterState({
    select: (state) => deepestShell(state.matches.map((match) => match.loaderData)),
    structuralSharing: true,
  })
}
