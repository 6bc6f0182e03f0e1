// The shell strings of the page being shown: from the deepest route whose loader data carries
// them (the locale layout, /access-denied). A page none of them owns is a 404 for an unknown
// prefix, or a failure before any loader ran: it is shown in the host's default language,
// English, whose few strings are built in (imported by name, so only these keys are bundled).
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
import type { ShellCopy } from './shell-copy.server'

export type { ShellCopy }

const ENGLISH: ShellCopy = {
  titleSeparator: site_title_separator,
  notFound: {
    badge: error_404_badge,
    title: error_404_title,
    description: error_404_description,
    path: error_404_path,
    homeLink: error_home_link,
  },
  error: { title: error_500_title, description: error_500_description, retry: error_retry },
  toasts: { region: toast_region, dismiss: toast_dismiss },
}

function shellOf(data: unknown): ShellCopy | null {
  if (typeof data !== 'object' || data === null || !('shell' in data)) return null
  const shell = data.shell
  return typeof shell === 'object' && shell !== null && 'titleSeparator' in shell ? (shell as ShellCopy) : null
}

/** The shell of the deepest route whose loader data carries one, else the built-in English. */
function deepestShell(loaderData: readonly unknown[]): ShellCopy {
  for (let i = loaderData.length - 1; i >= 0; i--) {
    const shell = shellOf(loaderData[i])
    if (shell) return shell
  }
  return ENGLISH
}

export function useShellCopy(): ShellCopy {
  return useRouterState({
    select: (state) => deepestShell(state.matches.map((match) => match.loaderData)),
    structuralSharing: true,
  })
}
