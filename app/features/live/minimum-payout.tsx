// The minimum payout in the visitor's currency, and the reward categories of their country.
import { CATEGORY_ICONS } from './category-icons'
import type { LiveCopy, MinimumPayout } from './live.server'

export function MinimumPayoutSection({ minimum, categories }: { minimum: MinimumPayout; categories: LiveCopy['categories'] }) {
  return (
    <section id="minimum-payout" className="section minimum" aria-labelledby="minimum-heading">
      <div className="card minimum__card">
        <div className="minimum__text">
          <p className="minimum__label">{minimum.label}</p>
          <h2 id="minimum-heading">{minimum.heading}</h2>
          <p>{minimum.text}</p>
        </div>
        <div className="minimum__rewards">
          <h3>{minimum.rewardsHeading}</h3>
          <ul className="minimum__list">
            {minimum.categories.map((category) => (
              <li key={category}>
                <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
                  <path d={CATEGORY_ICONS[category]} />
                </svg>
                {categories[category]}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
