// The home page: promo, how it works (three steps), rewards, the app download with its QR code,
// partners and the FAQ. The sign-in routes (auth/social, register, reset-password) render it
// underneath their dialog. The route passes the live sections (minimum payout, live payouts),
// placed between the rewards and the app promotion.
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Accordion } from '../../shared/ui/accordion'
import { AppArt, HeroArt, PartnerMark, RewardArt, StoreBadge } from './illustrations'
import { Hero, SectionHead, StepList } from './sections'
import type { HomePageCopy } from './page-copy.server'

export function HomePage({
  copy,
  locale,
  showQr = false,
  live,
}: {
  copy: HomePageCopy
  locale: string | undefined
  showQr?: boolean
  live?: ReactNode
}) {
  return (
    <>
      <Hero id="home-heading" heading={copy.heading} intro={copy.intro} cta={copy.cta} locale={locale} art={<HeroArt />}>
        <ul className="hero__points">
          {copy.points.map((point) => (
            <li key={point}>
              <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
      </Hero>

      <section id="how-it-works" className="section" aria-labelledby="how-heading">
        <SectionHead id="how-heading" heading={copy.how.heading} text={copy.how.intro} />
        <StepList steps={copy.how.steps} />
      </section>

      <section id="rewards" className="section section--tinted" aria-labelledby="rewards-heading">
        <div className="section__inner">
          <SectionHead id="rewards-heading" heading={copy.rewards.heading} text={copy.rewards.intro} />
          <ul className="reward-grid">
            {copy.rewards.items.map((item) => (
              <li key={item.id} className="card reward-card">
                <RewardArt id={item.id} />
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {live}

      <AppPromotion copy={copy.app} locale={locale} showQr={showQr} />

      <section id="partners" className="section" aria-labelledby="partners-heading">
        <SectionHead id="partners-heading" heading={copy.partners.heading} text={copy.partners.text} />
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
        <p className="partner-note">{copy.partners.note}</p>
      </section>

      <section id="faq" className="section section--narrow" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="section__title-center">
          {copy.faq.heading}
        </h2>
        <Accordion
          className="faq"
          initiallyOpen={['faq-1']}
          items={copy.faq.items.map((item, index) => ({ id: `faq-${index + 1}`, title: item.question, content: <p>{item.answer}</p> }))}
        />
      </section>
    </>
  )
}

function AppPromotion({ copy, locale, showQr }: { copy: HomePageCopy['app']; locale: string | undefined; showQr: boolean }) {
  // Open when the visitor says so, else when the page was asked to show it.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? showQr
  const regionId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  const quiet = 4
  const side = copy.qr.size + quiet * 2

  // Arriving from a redirect page (`?show_qr=1`): the section is open and brought into view.
  useEffect(() => {
    if (showQr) sectionRef.current?.scrollIntoView({ block: 'start' })
  }, [showQr])

  return (
    <section id="app" ref={sectionRef} className="section app-promo" aria-labelledby="app-heading">
      <div className="app-promo__inner">
        <div className="app-promo__text">
          <h2 id="app-heading">{copy.heading}</h2>
          <p>{copy.text}</p>
          <div className="store-badges">
            <Link to="/{-$locale}/redirect-to-app-store" params={{ locale }} reloadDocument className="store-link">
              <StoreBadge store="apple" small={copy.appStoreSmall} />
            </Link>
            <Link to="/{-$locale}/redirect-to-app-store" params={{ locale }} reloadDocument className="store-link">
              <StoreBadge store="google" small={copy.playStoreSmall} />
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
            {open ? copy.qrHide : copy.qrShow}
          </button>
        </div>
        {!open && <AppArt />}
        <div id={regionId} className="app-promo__qr" hidden={!open}>
          <figure className="qr-card">
            <svg
              className="qr-code"
              viewBox={`-${quiet} -${quiet} ${side} ${side}`}
              role="img"
              aria-label={copy.qrLabel}
              shapeRendering="crispEdges"
              data-url={copy.qr.url}
            >
              <rect x={-quiet} y={-quiet} width={side} height={side} fill="#fff" />
              <path d={copy.qr.path} fill="#17142b" />
            </svg>
            <figcaption>{copy.qrCaption}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  )
}
