// Footer: platform, legal and more link groups, configured social links, rights and "product of".
import { Link } from '@tanstack/react-router'
import * as m from '../../paraglide/messages'
import type { LocaleCode } from '../../lib/locales'
import type { SiteSettings } from '../../ui/site-settings.functions'

const SOCIAL = [
  ['facebook', m.footer_social_facebook],
  ['instagram', m.footer_social_instagram],
  ['telegram', m.footer_social_telegram],
  ['whatsapp', m.footer_social_whatsapp],
] as const

export function SiteFooter({ settings, locale }: { settings: SiteSettings; locale: LocaleCode | undefined }) {
  const params = { locale }
  const site = settings.siteName
  const social = SOCIAL.flatMap(([network, label]) => {
    const href = settings.social[network]
    return href ? [{ network, href, label: label({ site }) }] : []
  })
  return (
    <footer className="site-footer" aria-label={m.footer_label()}>
      <div className="site-footer__groups">
        <section aria-labelledby="footer-platform">
          <h2 id="footer-platform">{m.footer_platform()}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}" params={params} hash="how-it-works">
                {m.nav_how_it_works()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}" params={params} hash="rewards">
                {m.nav_rewards()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/surveys-for-cash" params={params}>
                {m.nav_cash()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/surveys-for-gift-cards" params={params}>
                {m.nav_gift_cards()}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{m.footer_legal()}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}/policy" params={params}>
                {m.policy_title()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/terms" params={params}>
                {m.terms_title()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/personal-information" params={params}>
                {m.footer_do_not_sell()}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{m.footer_more()}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}/about" params={params}>
                {m.about_title()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/contact" params={params}>
                {m.contact_title()}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/login" params={params}>
                {m.login_title()}
              </Link>
            </li>
          </ul>
        </section>
        {social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{m.footer_social()}</h2>
            <ul className="social-links">
              {social.map(({ network, href, label }) => (
                <li key={network}>
                  <a href={href} rel="noopener noreferrer" target="_blank" data-network={network}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="site-footer__legal">
        <p>{m.footer_rights({ year: String(new Date().getFullYear()), site })}</p>
        <p>{m.footer_product_of({ site, company: settings.companyName })}</p>
      </div>
    </footer>
  )
}
