// Header: brand, the open/close menu control, the main navigation and the language button.
import { Link, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useState } from 'react'
import * as m from '../../paraglide/messages'
import type { LocaleCode } from '../../lib/locales'

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
  // The menu is open on the page where it was opened: any navigation (a nav link, the account
  // actions) closes it.
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const menuId = useId()
  const params = { locale }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => setOpen(false)
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {m.site_skip_to_content()}
      </a>
      <div className="site-header__bar">
        <Link to="/{-$locale}" params={params} className="brand" aria-label={m.site_home_link({ site: siteName })}>
          <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand__mark">
            <rect width="32" height="32" rx="9" />
            <path d="M10 22V10h7a5 5 0 0 1 0 10h-4" />
          </svg>
          <span className="brand__name">{siteName}</span>
        </Link>
        <button type="button" className="menu-toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
          <span className="menu-toggle__icon" aria-hidden="true" data-open={open} />
          <span className="visually-hidden">{open ? m.header_menu_close() : m.header_menu_open()}</span>
        </button>
        <div className="site-header__menu" id={menuId} data-open={open}>
          <nav aria-label={m.nav_label()}>
            <ul className="nav-list">
              <li>
                <Link to="/{-$locale}" params={params} hash="how-it-works" onClick={close}>
                  {m.nav_how_it_works()}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}" params={params} hash="rewards" onClick={close}>
                  {m.nav_rewards()}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/surveys-for-cash" params={params} onClick={close}>
                  {m.nav_cash()}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/surveys-for-gift-cards" params={params} onClick={close}>
                  {m.nav_gift_cards()}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/surveys-for-amazon-gift-card" params={params} onClick={close}>
                  {m.nav_amazon()}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/surveys-for-paypal-gift-card" params={params} onClick={close}>
                  {m.nav_paypal()}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/surveys-for-visa-gift-card" params={params} onClick={close}>
                  {m.nav_visa()}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="site-header__actions">
            {tools}
            {account}
          </div>
        </div>
      </div>
    </header>
  )
}
