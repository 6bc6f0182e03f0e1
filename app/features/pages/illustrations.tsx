// Original illustrations of the marketing pages, drawn as inline SVG in the brand palette (colours
// come from CSS custom properties, see styles.css). All are decorative: aria-hidden, and the text
// beside them carries the meaning.
import type { ReactNode } from 'react'
import type { RewardCategory } from '../../../contract/vocabulary'

function Art({ className, viewBox, children }: { className: string; viewBox: string; children: ReactNode }) {
  return (
    <svg className={`art ${className}`} viewBox={viewBox} aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

/** A phone with a survey question, a progress bar and rewards floating out of it. */
export function HeroArt() {
  return (
    <Art className="art--hero" viewBox="0 0 420 360">
      <circle cx="220" cy="186" r="150" className="art-wash" />
      <circle cx="92" cy="84" r="14" className="art-dot" />
      <circle cx="372" cy="282" r="10" className="art-dot" />
      <rect x="140" y="40" width="168" height="300" rx="28" className="art-device" />
      <rect x="152" y="62" width="144" height="256" rx="16" className="art-screen" />
      <rect x="166" y="80" width="80" height="10" rx="5" className="art-ink" />
      <rect x="166" y="98" width="116" height="8" rx="4" className="art-soft" />
      <rect x="166" y="112" width="96" height="8" rx="4" className="art-soft" />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(0 ${row * 40})`}>
          <rect x="166" y="134" width="116" height="30" rx="10" className={row === 1 ? 'art-choice art-choice--on' : 'art-choice'} />
          <circle cx="182" cy="149" r="7" className={row === 1 ? 'art-check art-check--on' : 'art-check'} />
          {row === 1 && <path d="M178.5 149l2.6 2.6 4.6-5" className="art-tick" />}
          <rect x="196" y="145" width={row === 2 ? 50 : 66} height="8" rx="4" className="art-soft" />
        </g>
      ))}
      <rect x="166" y="262" width="116" height="8" rx="4" className="art-soft" />
      <rect x="166" y="262" width="78" height="8" rx="4" className="art-brand" />
      <rect x="186" y="282" width="76" height="24" rx="12" className="art-brand" />
      {/* A coin and a gift card leaving the screen */}
      <g transform="rotate(-12 92 220)">
        <rect x="40" y="188" width="110" height="70" rx="12" className="art-card" />
        <rect x="40" y="206" width="110" height="12" className="art-card-band" />
        <path d="M95 188v70" className="art-ribbon" />
        <path d="M95 206c-8-14-26-12-20 0M95 206c8-14 26-12 20 0" className="art-ribbon" />
      </g>
      <circle cx="344" cy="120" r="34" className="art-coin" />
      <circle cx="344" cy="120" r="24" className="art-coin-inner" />
      <path d="M344 104l4.7 9.6 10.6 1.5-7.7 7.4 1.8 10.5-9.4-5-9.4 5 1.8-10.5-7.7-7.4 10.6-1.5z" className="art-coin-star" />
      <path d="M320 196l8 8M340 188l2 12M304 210l12 2" className="art-spark" />
    </Art>
  )
}

const STEP_ART: ReactNode[] = [
  // 1. An account card with a person
  <>
    <rect x="14" y="22" width="92" height="64" rx="12" className="art-card-light" />
    <circle cx="42" cy="48" r="11" className="art-brand" />
    <path d="M26 74c2-10 9-15 16-15s14 5 16 15" className="art-brand-stroke" />
    <rect x="66" y="42" width="30" height="7" rx="3.5" className="art-soft" />
    <rect x="66" y="56" width="22" height="7" rx="3.5" className="art-soft" />
    <circle cx="98" cy="24" r="12" className="art-accent" />
    <path d="M93 24h10M98 19v10" className="art-tick" />
  </>,
  // 2. A checklist
  <>
    <rect x="24" y="12" width="72" height="84" rx="12" className="art-card-light" />
    {[0, 1, 2].map((row) => (
      <g key={row} transform={`translate(0 ${row * 22})`}>
        <rect x="36" y="28" width="12" height="12" rx="3" className={row < 2 ? 'art-brand' : 'art-check'} />
        {row < 2 && <path d="M39 34l2.4 2.4 4-4.5" className="art-tick" />}
        <rect x="54" y="30" width={row === 1 ? 24 : 30} height="8" rx="4" className="art-soft" />
      </g>
    ))}
  </>,
  // 3. A wallet receiving a coin
  <>
    <rect x="14" y="40" width="88" height="56" rx="12" className="art-brand" />
    <rect x="70" y="58" width="36" height="20" rx="8" className="art-card-light" />
    <circle cx="82" cy="68" r="4" className="art-brand" />
    <circle cx="50" cy="24" r="16" className="art-coin" />
    <path d="M50 15l2.9 5.9 6.5.9-4.7 4.6 1.1 6.4-5.8-3-5.8 3 1.1-6.4-4.7-4.6 6.5-.9z" className="art-coin-star" />
  </>,
]

export function StepArt({ index }: { index: number }) {
  return (
    <Art className="art--step" viewBox="0 0 120 108">
      {STEP_ART[index]}
    </Art>
  )
}

const REWARD_ART: Record<RewardCategory, ReactNode> = {
  transfers: (
    <>
      <path d="M20 40L60 18l40 22z" className="art-brand" />
      <rect x="22" y="44" width="76" height="6" rx="2" className="art-brand" />
      {[30, 48, 66, 84].map((x) => (
        <rect key={x} x={x - 4} y="54" width="8" height="26" rx="2" className="art-brand-soft" />
      ))}
      <rect x="18" y="84" width="84" height="8" rx="3" className="art-brand" />
      <circle cx="60" cy="32" r="5" className="art-coin" />
    </>
  ),
  gift_cards: (
    <>
      <rect x="14" y="28" width="92" height="58" rx="10" className="art-brand" />
      <rect x="14" y="44" width="92" height="10" className="art-accent" />
      <path d="M58 28v58" className="art-ribbon-light" />
      <path d="M58 44c-7-13-24-11-18 0M58 44c7-13 24-11 18 0" className="art-ribbon-light" />
      <rect x="70" y="70" width="26" height="7" rx="3.5" className="art-card-light" />
    </>
  ),
  prepaid_cards: (
    <>
      <rect x="22" y="20" width="84" height="54" rx="10" className="art-brand-soft" transform="rotate(-8 64 47)" />
      <rect x="14" y="34" width="86" height="56" rx="10" className="art-brand" />
      <rect x="24" y="48" width="18" height="13" rx="3" className="art-coin" />
      <rect x="24" y="72" width="44" height="6" rx="3" className="art-card-light" />
      <circle cx="80" cy="75" r="7" className="art-accent" />
      <circle cx="89" cy="75" r="7" className="art-coin" opacity="0.85" />
    </>
  ),
  charity: (
    <>
      <path d="M60 90S24 70 24 44a18 18 0 0 1 36-6 18 18 0 0 1 36 6c0 26-36 46-36 46z" className="art-accent" />
      <path d="M42 56h12l6-10 8 20 5-10h6" className="art-pulse" />
    </>
  ),
}

export function RewardArt({ id }: { id: RewardCategory }) {
  return (
    <Art className="art--reward" viewBox="0 0 120 108">
      {REWARD_ART[id]}
    </Art>
  )
}

/** Partner marks: the brand name set in the site's own type on a neutral tile, never a copied logo. */
export function PartnerMark({ name, glyph }: { name: string; glyph: 'cart' | 'wallet' | 'card' }) {
  const glyphs = {
    cart: <path d="M3 5h3l2.2 10h9.8l2-7H7.2M10 19.5h.01M17 19.5h.01" />,
    wallet: <path d="M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7l11-3v3M15 13h2" />,
    card: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  }
  return (
    <span className="partner-mark">
      <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
        {glyphs[glyph]}
      </svg>
      <span lang="en" translate="no">
        {name}
      </span>
    </span>
  )
}

/** A phone showing a new-survey notification and a balance, for the app promotion. */
export function AppArt() {
  return (
    <Art className="art--app" viewBox="0 0 260 280">
      <rect x="62" y="10" width="136" height="260" rx="24" className="art-device-light" />
      <rect x="72" y="30" width="116" height="224" rx="14" className="art-screen" />
      <rect x="84" y="46" width="56" height="8" rx="4" className="art-soft" />
      <rect x="84" y="66" width="92" height="52" rx="10" className="art-brand" />
      <rect x="94" y="78" width="40" height="8" rx="4" className="art-screen" />
      <rect x="94" y="94" width="64" height="12" rx="6" className="art-coin" />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(0 ${row * 36})`}>
          <rect x="84" y="132" width="92" height="28" rx="8" className="art-choice" />
          <circle cx="98" cy="146" r="6" className="art-brand-soft" />
          <rect x="110" y="142" width={row === 1 ? 40 : 54} height="8" rx="4" className="art-soft" />
        </g>
      ))}
      <g className="art-notification">
        <rect x="8" y="150" width="124" height="44" rx="12" className="art-screen art-shadow" />
        <circle cx="30" cy="172" r="11" className="art-accent" />
        <path d="M30 166v7M30 177v.5" className="art-tick" />
        <rect x="48" y="162" width="70" height="7" rx="3.5" className="art-ink" />
        <rect x="48" y="176" width="50" height="7" rx="3.5" className="art-soft" />
      </g>
      <circle cx="226" cy="60" r="22" className="art-coin" />
      <path d="M226 48l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.8-7-3.7-7 3.7 1.3-7.8-5.7-5.6 7.9-1.1z" className="art-coin-star" />
    </Art>
  )
}

/** An app-store badge: original artwork (a store glyph and the store's name), not the stores' logos. */
export function StoreBadge({ store, small }: { store: 'apple' | 'google'; small: string }) {
  return (
    <span className="store-badge">
      <svg viewBox="0 0 24 24" className="store-badge__glyph" aria-hidden="true" focusable="false">
        {store === 'apple' ? (
          <path d="M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM10.5 18h3M12 7v6M9.5 10.5L12 13l2.5-2.5" />
        ) : (
          <path d="M6 3.8v16.4a.8.8 0 0 0 1.2.7l13.4-8.2a.8.8 0 0 0 0-1.4L7.2 3.1A.8.8 0 0 0 6 3.8z" />
        )}
      </svg>
      <span className="store-badge__text">
        <span className="store-badge__small">{small}</span>
        <span className="store-badge__name" lang="en" translate="no">
          {store === 'apple' ? 'App Store' : 'Google Play'}
        </span>
      </span>
    </span>
  )
}
