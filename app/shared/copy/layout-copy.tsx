// The layout strings of the page's language, provided by the locale route (layout-copy.server.ts
// explains why they do not come from paraglide in the browser).
import { createContext, type ReactNode, use } from 'react'
import type { LayoutCopy } from './layout-copy.server'

export type { LayoutCopy }

const LayoutCopyContext = createContext<LayoutCopy | null>(null)

export function LayoutCopyProvider({ copy, children }: { copy: LayoutCopy; children: ReactNode }) {
  return <LayoutCopyContext value={copy}>{children}</LayoutCopyContext>
}

export function useLayoutCopy(): LayoutCopy {
  const copy = use(LayoutCopyContext)
  if (!copy) throw new Error('useLayoutCopy outside the locale layout')
  return copy
}

/** Fills the `{name}` placeholders a layout string kept for values known only in the browser. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
