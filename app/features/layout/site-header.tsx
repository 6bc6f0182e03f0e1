// Header: brand, the main navigation, the language button, the account actions and, below the
// width where the navigation fits on one line, the open/close menu control. Narrow screens move
// the account actions into the menu panel too. Words come from the layout's messages (one language).
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useState } from 'react'
import type { LocaleCode } from '../../shared/i18n/locales'
import { useLayoutMessages } from '../../shared/copy/layout-messages'
import { t } from '../../shared/i18n/messages'
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
  const messages = useLayoutMessages()
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
    home('how-it-works', t(messages, 'nav_how_it_works')),
    home('rewards', t(messages, 'nav_rewards')),
    landing('cash', t(messages, 'nav_cash')),
    landing('giftCards', t(messages, 'nav_gift_cards')),
    landing('amazon', t(messages, 'nav_amazon')),
    landing('paypal', t(messages, 'nav_paypal')),
    landing('visa', t(messages, 'nav_visa')),
  ]
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {t(messages, 'site_skip_to_content')}
      </a>
      <div className="site-header__bar">
        <Link to="/{-$locale}" params={params} className="brand" aria-label={t(messages, 'site_home_link', { site: siteName })}>
          <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand__mark">
            <rect width="32" height="32" rx="9" />
            <path d="M10 22V10h7a5 5 0 0 1 0 10h-4" />
          </svg>
          <span className="brand__name">{siteName}</span>
        </Link>
        <nav className="site-nav" id={menuId} data-open={open} aria-label={t(messages, 'nav_label')}>
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
          <span className="visually-hidden">{open ? t(messages, 'header_menu_close') : t(messages, 'header_menu_open')}</span>
        </button>
      </div>
    </header>
  )
}
