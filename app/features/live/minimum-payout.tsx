// The minimum payout in the visitor's currency, and the reward categories of their country.
import { REWARD_MESSAGES } from '../../shared/copy/rewards'
import { t } from '../../shared/i18n/messages'
import { CATEGORY_ICONS } from './category-icons'
import type { LiveMessages } from './live-messages'
import type { MinimumPayout } from './live.server'

export function MinimumPayoutSection({ minimum, messages }: { minimum: MinimumPayout; messages: LiveMessages }) {
  const { code, country, amount } = minimum
  return (
    <section id="minimum-payout" className="section minimum" aria-labelledby="minimum-heading">
      <div className="card minimum__card">
        <div className="minimum__text">
          <p className="minimum__label">{t(messages, 'live_minimum_label')}</p>
          <h2 id="minimum-heading">{t(messages, 'live_minimum_heading', { amount })}</h2>
          <p>{t(messages, 'live_minimum_text', { code, country, amount })}</p>
        </div>
        <div className="minimum__rewards">
          <h3>{t(messages, 'live_minimum_rewards', { code, country })}</h3>
          <ul className="minimum__list">
            {minimum.categories.map((category) => (
              <li key={category}>
                <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
                  <path d={CATEGORY_ICONS[category]} />
                </svg>
                {t(messages, REWARD_MESSAGES[category].name)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
