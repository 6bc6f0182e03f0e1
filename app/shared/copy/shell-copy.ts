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
import { shellOfMatches } from './shell-of-matches'

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

/** The shell of the deepest route whose loader data carries one, else the built-in English. */
const deepestShell = (loaderData: readonly unknown[]): ShellCopy => shellOfMatches(loaderData) ?? ENGLISH

export function useShellCopy(): ShellCopy {
  return useRouterState({
    select: (state) => deepestShell(state.matches.map((match) => match.loaderData)),
    structuralSharing: true,
  })
}
