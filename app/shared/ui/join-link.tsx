// The call to join: the registration dialog, which opens over the home page. From the home page
// itself the page stays where the visitor scrolled it, beneath the dialog, and closing the dialog
// finds it there; from any other page the home page opens at its top, as a new page does.
import { Link, useMatch } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export function JoinLink({ locale, className, children }: { locale: string | undefined; className: string; children: ReactNode }) {
  const overHomePage = useMatch({ from: '/{-$locale}/_home', shouldThrow: false, select: () => true }) ?? false
  return (
    <Link to="/{-$locale}/register" params={{ locale }} resetScroll={!overHomePage} className={className}>
      {children}
    </Link>
  )
}
