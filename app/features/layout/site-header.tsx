// Header: brand, the main navigation, the language button, the account actions and, below the
// width where the navigation fits on one line, the open/close menu control. Narrow screens move
// the account actions into the menu panel too. Strings come from the layout copy (one language).
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useState } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { useLayoutCopy } from '../../shared/copy/layout-copy'
import type { LandingPageId } from '../../shared/site/landing-pages'

export function SiteHeader({
  siteName,
  locale,
  tools,
  account,
}: {
  siteName: string
  locale: LocaleCode | undefined
  /** The localization control. */
  tools: ReactNode
  /** Sign-in or member actions. */
  account: ReactNode
}) {
  const copy = useLayoutCopy()
  // The menu is open on the page where it was opened: any navigation (a nav link, the account
  // actions) closes it. The header follows the location only while the menu is open: a closed
  // menu's header does not render again on each navigation.
  const router = useRouter()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = useRouterState({ select: (state) => openOn !== null && state.location.pathname === openOn })
  const setOpen = (value: boolean) => setOpenOn(value ? router.state.location.pathname : null)
  const menuId = useId()
  const params = { locale }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => setOpen(false)
  const home = (hash: string, label: string) => ({ to: '/{-$locale}', params, hash, label }) as const
  const landing = (page: LandingPageId, label: string) =>
    ({ to: '/{-$locale}/$landing', params: { ...params, landing: page }, label }) as const
  const links = [
    home('how-it-works', copy.nav.howItWorks),
    home('rewards', copy.nav.rewards),
    landing('cash', copy.nav.cash),
    landing('giftCards', copy.nav.giftCards),
    landing('amazon', copy.nav.amazon),
    landing('paypal', copy.nav.paypal),
    landing('visa', copy.nav.visa),
  ]
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {copy.skipToContent}
      </a>
      <div className="site-header__bar">
        <Link to="/{-$locale}" params={params} className="brand" aria-label={copy.homeLink}>
          <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand__mark">
            <rect width="32" height="32" rx="9" />
            <path d="M10 22V10h7a5 5 0 0 1 0 10h-4" />
          </svg>
          <span className="brand__name">{siteName}</span>
        </Link>
        <nav className="site-nav" id={menuId} data-open={open} aria-label={copy.nav.label}>
          <ul className="nav-list">
            {links.map((link) => (
              <li key={link.label}>
                <Link to={link.to} params={link.params} hash={'hash' in link ? link.hash : undefined} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="site-nav__account">{account}</div>
        </nav>
        <div className="site-header__actions">
          {tools}
          <div className="site-header__account">{account}</div>
        </div>
        <button type="button" className="menu-toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
          <span className="menu-toggle__icon" aria-hidden="true" data-open={open} />
          <span className="visually-hidden">{open ? copy.menuClose : copy.menuOpen}</span>
        </button>
      </div>
    </header>
  )
}
