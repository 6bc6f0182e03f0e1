// Original illustrations of the marketing pages. The pictures are static SVG files in
// public/art/ (the brand palette inside each file), drawn by the browser as images: they cost no
// JavaScript and are cached. All are decorative (empty alt); the text beside them carries the
// meaning. Store badges and partner marks hold words, so they are markup.
import type { RewardCategory } from '../../../contract/vocabulary'

const ART = {
  hero: [420, 360],
  app: [260, 280],
  'step-1': [120, 108],
  'step-2': [120, 108],
  'step-3': [120, 108],
  'reward-transfers': [120, 108],
  'reward-gift-cards': [120, 108],
  'reward-prepaid-cards': [120, 108],
  'reward-charity': [120, 108],
} as const
export type ArtName = keyof typeof ART

export function Art({ name, className, eager = false }: { name: ArtName; className: string; eager?: boolean }) {
  const [width, height] = ART[name]
  return (
    <img
      className={`art ${className}`}
      src={`/art/${name}.svg`}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}

export const HeroArt = () => <Art name="hero" className="art--hero" eager />
export const AppArt = () => <Art name="app" className="art--app" />
export const StepArt = ({ index }: { index: number }) => <Art name={`step-${(index % 3) + 1}` as ArtName} className="art--step" />
export const RewardArt = ({ id, eager = false }: { id: RewardCategory; eager?: boolean }) => (
  <Art name={`reward-${id.replace('_', '-')}` as ArtName} className="art--reward" eager={eager} />
)

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
