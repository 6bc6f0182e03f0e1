// The home page: promo, how it works (three steps), rewards, the app download with its QR code,
// partners and the FAQ. The sign-in routes (auth/social, register, reset-password) render it
// underneath their dialog. The route passes the live sections (minimum payout, live payouts),
// placed between the rewards and the app promotion.
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { rewardCategories } from '../../../contract/vocabulary'
import { REWARD_MESSAGES } from '../../shared/copy/rewards'
import { t } from '../../shared/i18n/messages'
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import { Accordion } from '../../shared/ui/accordion'
import { AppArt, HeroArt, PartnerMark, RewardArt, StoreBadge } from './illustrations'
import type { HomeMessages, HomePageData } from './page-messages'
import { Hero, SectionHead, StepList } from './sections'

const POINTS = ['home_hero_point_free', 'home_hero_point_currency', 'home_hero_point_private'] as const
const FAQ = [
  ['faq_q1', 'faq_a1'],
  ['faq_q2', 'faq_a2'],
  ['faq_q3', 'faq_a3'],
  ['faq_q4', 'faq_a4'],
  ['faq_q5', 'faq_a5'],
  ['faq_q6', 'faq_a6'],
  ['faq_q7', 'faq_a7'],
  ['faq_q8', 'faq_a8'],
  ['faq_q9', 'faq_a9'],
] as const

export function HomePage({
  page: { messages, qr },
  locale,
  showQr = false,
  live,
}: {
  page: HomePageData
  locale: string | undefined
  showQr?: boolean
  live?: ReactNode
}) {
  const site = { site: useSiteSettings().siteName }
  return (
    <>
      <Hero
        id="home-heading"
        heading={t(messages, 'home_heading')}
        intro={t(messages, 'home_intro')}
        cta={t(messages, 'home_cta')}
        locale={locale}
        art={<HeroArt />}
      >
        <ul className="hero__points">
          {POINTS.map((point) => (
            <li key={point}>
              <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              {t(messages, point)}
            </li>
          ))}
        </ul>
      </Hero>

      <section id="how-it-works" className="section" aria-labelledby="how-heading">
        <SectionHead id="how-heading" heading={t(messages, 'home_how_heading')} text={t(messages, 'home_how_intro')} />
        <StepList messages={messages} />
      </section>

      <section id="rewards" className="section section--tinted" aria-labelledby="rewards-heading">
        <div className="section__inner">
          <SectionHead id="rewards-heading" heading={t(messages, 'home_rewards_heading')} text={t(messages, 'home_rewards_intro')} />
          <ul className="reward-grid">
            {rewardCategories.map((id) => (
              <li key={id} className="card reward-card">
                <RewardArt id={id} />
                <h3>{t(messages, REWARD_MESSAGES[id].name)}</h3>
                <p>{t(messages, REWARD_MESSAGES[id].text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {live}

      <AppPromotion messages={messages} qr={qr} locale={locale} showQr={showQr} />

      <section id="partners" className="section" aria-labelledby="partners-heading">
        <SectionHead id="partners-heading" heading={t(messages, 'home_partners_heading')} text={t(messages, 'home_partners_text')} />
        <ul className="partner-list">
          <li>
            <PartnerMark name="Amazon" glyph="cart" />
          </li>
          <li>
            <PartnerMark name="PayPal" glyph="wallet" />
          </li>
          <li>
            <PartnerMark name="Visa" glyph="card" />
          </li>
        </ul>
        <p className="partner-note">{t(messages, 'home_partners_note', site)}</p>
      </section>

      <section id="faq" className="section section--narrow" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="section__title-center">
          {t(messages, 'home_faq_heading')}
        </h2>
        <Accordion
          className="faq"
          initiallyOpen={['faq-1']}
          items={FAQ.map(([question, answer], index) => ({
            id: `faq-${index + 1}`,
            title: t(messages, question, site),
            content: <p>{t(messages, answer, site)}</p>,
          }))}
        />
      </section>
    </>
  )
}

function AppPromotion({
  messages,
  qr,
  locale,
  showQr,
}: {
  messages: HomeMessages
  qr: HomePageData['qr']
  locale: string | undefined
  showQr: boolean
}) {
  const site = { site: useSiteSettings().siteName }
  // Open when the visitor says so, else when the page was asked to show it.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? showQr
  const regionId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  const quiet = 4
  const side = qr.size + quiet * 2

  // Arriving from a redirect page (`?show_qr=1`): the section is open and brought into view.
  useEffect(() => {
    if (showQr) sectionRef.current?.scrollIntoView({ block: 'start' })
  }, [showQr])

  return (
    <section id="app" ref={sectionRef} className="section app-promo" aria-labelledby="app-heading">
      <div className="app-promo__inner">
        <div className="app-promo__text">
          <h2 id="app-heading">{t(messages, 'home_app_heading')}</h2>
          <p>{t(messages, 'home_app_text', site)}</p>
          <div className="store-badges">
            <Link to="/{-$locale}/redirect-to-app-store" params={{ locale }} reloadDocument className="store-link">
              <StoreBadge store="apple" small={t(messages, 'home_app_store_small')} />
            </Link>
            <Link to="/{-$locale}/redirect-to-app-store" params={{ locale }} reloadDocument className="store-link">
              <StoreBadge store="google" small={t(messages, 'home_play_store_small')} />
            </Link>
          </div>
          <button
            type="button"
            className="button button--ghost-light"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setChosen(!open)}
          >
            <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
              <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
            </svg>
            {open ? t(messages, 'home_app_qr_hide') : t(messages, 'home_app_qr_show')}
          </button>
        </div>
        {!open && <AppArt />}
        <div id={regionId} className="app-promo__qr" hidden={!open}>
          <figure className="qr-card">
            <svg
              className="qr-code"
              viewBox={`-${quiet} -${quiet} ${side} ${side}`}
              role="img"
              aria-label={t(messages, 'home_app_qr_label', site)}
              shapeRendering="crispEdges"
              data-url={qr.url}
            >
              <rect x={-quiet} y={-quiet} width={side} height={side} fill="#fff" />
              <path d={qr.path} fill="#17142b" />
            </svg>
            <figcaption>{t(messages, 'home_app_qr_caption', site)}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  )
}
