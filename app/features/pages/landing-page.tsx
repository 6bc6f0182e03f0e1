// The five landing pages: a hero with the page's reward (and brand), its three benefits, the steps
// of how it works, the live sections the route passes in (`children`) and a closing call to join.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { RewardCategory } from '../../../contract/vocabulary'
import { t } from '../../shared/i18n/messages'
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import type { LandingPageId } from '../../shared/site/landing-pages'
import { PartnerMark, RewardArt } from './illustrations'
import type { ContentPageOf } from './page-messages'
import { Hero, StepList } from './sections'

/** Each landing page's words and art. */
const LANDINGS = {
  cash: {
    heading: 'cash_heading',
    intro: 'cash_intro',
    benefits: [
      ['cash_benefit1_title', 'cash_benefit1_text'],
      ['cash_benefit2_title', 'cash_benefit2_text'],
      ['cash_benefit3_title', 'cash_benefit3_text'],
    ],
    reward: 'transfers',
  },
  giftCards: {
    heading: 'gift_cards_heading',
    intro: 'gift_cards_intro',
    benefits: [
      ['gift_cards_benefit1_title', 'gift_cards_benefit1_text'],
      ['gift_cards_benefit2_title', 'gift_cards_benefit2_text'],
      ['gift_cards_benefit3_title', 'gift_cards_benefit3_text'],
    ],
    reward: 'gift_cards',
  },
  amazon: {
    heading: 'amazon_heading',
    intro: 'amazon_intro',
    benefits: [
      ['amazon_benefit1_title', 'amazon_benefit1_text'],
      ['amazon_benefit2_title', 'amazon_benefit2_text'],
      ['amazon_benefit3_title', 'amazon_benefit3_text'],
    ],
    reward: 'gift_cards',
    brand: { name: 'Amazon', glyph: 'cart' },
  },
  paypal: {
    heading: 'paypal_heading',
    intro: 'paypal_intro',
    benefits: [
      ['paypal_benefit1_title', 'paypal_benefit1_text'],
      ['paypal_benefit2_title', 'paypal_benefit2_text'],
      ['paypal_benefit3_title', 'paypal_benefit3_text'],
    ],
    reward: 'transfers',
    brand: { name: 'PayPal', glyph: 'wallet' },
  },
  visa: {
    heading: 'visa_heading',
    intro: 'visa_intro',
    benefits: [
      ['visa_benefit1_title', 'visa_benefit1_text'],
      ['visa_benefit2_title', 'visa_benefit2_text'],
      ['visa_benefit3_title', 'visa_benefit3_text'],
    ],
    reward: 'prepaid_cards',
    brand: { name: 'Visa', glyph: 'card' },
  },
} as const satisfies Record<
  LandingPageId,
  { reward: RewardCategory; brand?: { name: string; glyph: 'cart' | 'wallet' | 'card' } } & Record<string, unknown>
>

/** `children`: the live sections, between the steps and the closing call to action. */
export function LandingPage({
  landing: id,
  page: { messages },
  locale,
  children,
}: {
  landing: LandingPageId
  page: ContentPageOf<LandingPageId>
  locale: string | undefined
  children?: ReactNode
}) {
  const landing = LANDINGS[id]
  const params = { locale }
  const brand = 'brand' in landing ? landing.brand : undefined
  const heading = t(messages, landing.heading)
  const cta = t(messages, 'page_cta_join', { site: useSiteSettings().siteName })
  return (
    <article className="landing">
      <Hero
        id="landing-heading"
        heading={heading}
        intro={t(messages, landing.intro)}
        cta={cta}
        locale={locale}
        variant="landing"
        art={
          <div className="landing-art">
            {/* Above the fold, like the home page's hero: fetched with the document, in its first paint. */}
            <RewardArt id={landing.reward} eager />
            {brand && <PartnerMark name={brand.name} glyph={brand.glyph} />}
          </div>
        }
      />
      <section className="section" aria-label={heading}>
        <ul className="benefit-grid">
          {landing.benefits.map(([title, text]) => (
            <li key={title} className="card benefit">
              <svg viewBox="0 0 24 24" className="icon icon--large" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              <h2>{t(messages, title)}</h2>
              <p>{t(messages, text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--tinted" aria-labelledby="landing-steps">
        <div className="section__inner">
          <h2 id="landing-steps" className="section__title-center">
            {t(messages, 'landing_steps_heading')}
          </h2>
          <StepList messages={messages} />
        </div>
      </section>
      {children}
      <section className="section cta-band" aria-labelledby="landing-cta">
        <h2 id="landing-cta">{t(messages, 'landing_cta_heading')}</h2>
        <p>{t(messages, 'landing_cta_text')}</p>
        <Link to="/{-$locale}/register" params={params} className="button button--light button--large">
          {cta}
        </Link>
      </section>
    </article>
  )
}
