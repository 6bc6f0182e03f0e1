// Footer: platform, legal and more link groups, configured social links (an icon each, named by
// its text; no section when none is configured, decision 027), rights and "product of".
import { Link } from '@tanstack/react-router'
import type { LocaleCode } from '../../shared/i18n/locales'
import { openConsentSettings } from '../../shared/consent/consent-banner'
import { useLayoutMessages } from '../../shared/copy/layout-messages'
import { t } from '../../shared/i18n/messages'
import type { SiteSettings } from '../../shared/site/site-settings.functions'
import { SocialIcon, type SocialNetwork } from './social-icons'

const SOCIAL = {
  facebook: 'footer_social_facebook',
  instagram: 'footer_social_instagram',
  telegram: 'footer_social_telegram',
  whatsapp: 'footer_social_whatsapp',
} as const satisfies Record<SocialNetwork, string>

export function SiteFooter({
  settings,
  locale,
}: {
  settings: Pick<SiteSettings, 'social' | 'siteName' | 'companyName'>
  locale: LocaleCode | undefined
}) {
  const messages = useLayoutMessages()
  const site = settings.siteName
  const params = { locale }
  const social = (Object.keys(SOCIAL) as SocialNetwork[]).flatMap((network) => {
    const href = settings.social[network]
    return href ? [{ network, href, label: t(messages, SOCIAL[network], { site }) }] : []
  })
  return (
    <footer className="site-footer" aria-label={t(messages, 'footer_label')}>
      <div className="site-footer__groups">
        <section aria-labelledby="footer-platform">
          <h2 id="footer-platform">{t(messages, 'footer_platform')}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}" params={params} hash="how-it-works">
                {t(messages, 'nav_how_it_works')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}" params={params} hash="rewards">
                {t(messages, 'nav_rewards')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/$landing" params={{ ...params, landing: 'cash' }}>
                {t(messages, 'nav_cash')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/$landing" params={{ ...params, landing: 'giftCards' }}>
                {t(messages, 'nav_gift_cards')}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t(messages, 'footer_legal')}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}/policy" params={params}>
                {t(messages, 'policy_title')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/terms" params={params}>
                {t(messages, 'terms_title')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/personal-information" params={params}>
                {t(messages, 'footer_do_not_sell')}
              </Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={(event) => openConsentSettings(event.currentTarget)}>
                {t(messages, 'footer_cookie_settings')}
              </button>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{t(messages, 'footer_more')}</h2>
          <ul>
            <li>
              <Link to="/{-$locale}/about" params={params}>
                {t(messages, 'about_title')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/contact" params={params}>
                {t(messages, 'contact_title')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/login" params={params}>
                {t(messages, 'login_title')}
              </Link>
            </li>
          </ul>
        </section>
        {social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t(messages, 'footer_social')}</h2>
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
        <p>{t(messages, 'footer_rights', { year: new Date().getFullYear(), site })}</p>
        <p>{t(messages, 'footer_product_of', { site, company: settings.companyName })}</p>
      </div>
    </footer>
  )
}
