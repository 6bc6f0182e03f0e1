// Finds the shell strings among a page's route matches: the deepest route whose loader data carries
// them (the locale layout, /access-denied). Kept apart from shell-copy.ts, whose English fallback
// the route `head` options (shared/seo/page-head.ts) do not need in their bundle.
import { site_title_separator } from '../../../messages/en.json'
import type { ShellCopy } from './shell-copy.server'

function shellOf(data: unknown): ShellCopy | null {
  if (typeof data !== 'object' || data === null || !('shell' in data)) return null
  const shell = data.shell
  return typeof shell === 'object' && shell !== null && 'titleSeparator' in shell ? (shell as ShellCopy) : null
}

/** The shell of the deepest route whose loader data carries one (loader data of the root first). */
export function shellOfMatches(loaderData: readonly unknown[]): ShellCopy | null {
  for (let i = loaderData.length - 1; i >= 0; i--) {
    const shell = shellOf(loaderData[i])
    if (shell) return shell
  }
  return null
}

/** The title separator of the page whose matches' loader data is given (for route `head` options). */
export const titleSeparatorOf = (loaderData: readonly unknown[]): string =>
  shellOfMatches(loaderData)?.titleSeparator ?? site_title_separator
