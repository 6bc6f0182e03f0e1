// Footer: platform, legal and more link groups, configured social links (an icon each, named by
// its text; no section when none is configured, decision 027), rights and "product of".
import { Link } from '@tanstack/react-router'
import type { LocaleCode } from '../../shared/i18n/locales'
import { openConsentSettings } from '../../shared/consent/consent-banner'
import { fillTemplate, useLayoutCopy } from '../../shared/copy/layout-copy'
import type { SiteSettings } from '../../shared/site/site-settings.functions'
import { SocialIcon, type SocialNetwork } from './social-icons'

const SOCIAL = ['facebook', 'instagram', 'telegram', 'whatsapp'] as const satisfies readonly SocialNetwork[]

export function SiteFooter({ settings, locale }: { settings: Pick<SiteSettings, 'social'>; locale: LocaleCode | undefined }) {
  const copy = useLayoutCopy().footer
  const nav = useLayoutCopy().nav
  const params = { locale }
  const social = SOCIAL.flatMap((network) => {
    const href = settings.social[network]
    return href ? [{ network, href, label: copy.socialNetworks[network] }] : []
  })
  return (
    <footer className="site-footer" aria-label={copy.label}>
      <div className="site-footer__groups">
        <section aria-labelledby="footer-platform">
          <h2 id="footer-platform">{copy.platform}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}" params={params} hash="how-it-works">
                {nav.howItWorks}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}" params={params} hash="rewards">
                {nav.rewards}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/$landing" params={{ ...params, landing: 'cash' }}>
                {nav.cash}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/$landing" params={{ ...params, landing: 'giftCards' }}>
                {nav.giftCards}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{copy.legal}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}/policy" params={params}>
                {copy.policy}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/terms" params={params}>
                {copy.terms}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/personal-information" params={params}>
                {copy.doNotSell}
              </Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={(event) => openConsentSettings(event.currentTarget)}>
                {copy.cookieSettings}
              </button>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{copy.more}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}/about" params={params}>
                {copy.about}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/contact" params={params}>
                {copy.contact}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/login" params={params}>
                {copy.login}
              </Link>
            </li>
          </ul>
        </section>
        {social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{copy.social}</h2>
            <ul className="social-links">
              {social.map(({ network, href, label }) => (
                <li key={network}>
                  <a href={href} rel="noopener noreferrer" target="_blank" data-network={network}>
                    <SocialIcon network={network} />
                    <span className="visually-hidden">{label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="site-footer__legal">
        <p>{fillTemplate(copy.rights, { year: String(new Date().getFullYear()) })}</p>
        <p>{copy.productOf}</p>
      </div>
    </footer>
  )
}
