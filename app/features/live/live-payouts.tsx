// Live payouts: the claims the server rendered, then new ones as they are broadcast. The list is
// bounded; arrivals are announced in a polite live region at most once per ANNOUNCE_GAP_MS (as a
// count, not one announcement per claim); new rows slide in unless the visitor prefers reduced
// motion (CSS). Realtime starts once the browser is idle after hydration, and its failure leaves
// the list as it is.
import { useEffect, useRef, useState } from 'react'
import type { Claim } from '../../../contract/claims'
import type { LoyaltyTier } from '../../../contract/vocabulary'
import { REWARD_MESSAGES } from '../../shared/copy/rewards'
import { t } from '../../shared/i18n/messages'
import { relativeTime } from '../../shared/i18n/relative-time'
import { whenIdle } from '../../shared/ui/when-idle'
import { type LiveEntry, toLiveEntry, withArrival } from './live-entry'
import { type LiveMessages, TIER_MESSAGES } from './live-messages'
import type { LiveSection } from './live.server'
import type { RealtimeSettings } from './realtime-client'
import { CATEGORY_ICONS } from './category-icons'

/** The shortest gap between two announcements. */
export const ANNOUNCE_GAP_MS = 20_000
/** How often relative times are refreshed. */
const TICK_MS = 30_000

export function LivePayouts({ section, messages, realtime }: { section: LiveSection; messages: LiveMessages; realtime: RealtimeSettings }) {
  const { language, limit } = section
  const [entries, setEntries] = useState<LiveEntry[]>(section.claims)
  // Null until hydrated: the first render uses the server's texts, so both renders match.
  const [now, setNow] = useState<number | null>(null)
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set())
  const [announcement, setAnnouncement] = useState('')
  const pending = useRef(0)
  const seen = useRef(new Set(section.claims.map((entry) => entry.id)))
  const lastAnnounced = useRef(0)
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const first = setTimeout(() => setNow(Date.now()), 0)
    const tick = setInterval(() => setNow(Date.now()), TICK_MS)
    let stop: (() => void) | undefined
    let closed = false
    const announce = () => {
      announceTimer.current = undefined
      lastAnnounced.current = Date.now()
      setAnnouncement(t(messages, 'live_announce', { count: pending.current }))
      pending.current = 0
    }
    const arrive = (claim: Claim) => {
      // A claim broadcast twice (a retried publish) is shown and announced once.
      if (seen.current.has(claim.id)) return
      seen.current.add(claim.id)
      const at = Date.now()
      setNow(at)
      setEntries((list) => withArrival(list, toLiveEntry(claim, language, at), limit))
      setFresh((ids) => new Set(ids).add(claim.id))
      pending.current += 1
      if (announceTimer.current === undefined)
        announceTimer.current = setTimeout(announce, Math.max(0, lastAnnounced.current + ANNOUNCE_GAP_MS - at))
    }
    const cancelIdle = whenIdle(() => {
      import('./realtime-client')
        .then(({ followClaims }) => {
          if (!closed) stop = followClaims(realtime, arrive)
        })
        // No realtime client (offline, a stale chunk): the list simply stays as it is.
        .catch(() => undefined)
    })
    return () => {
      closed = true
      cancelIdle()
      clearTimeout(first)
      clearInterval(tick)
      clearTimeout(announceTimer.current)
      stop?.()
    }
  }, [messages, language, limit, realtime])

  return (
    <section id="live-payouts" className="section live" aria-labelledby="live-heading">
      <div className="section__head">
        <h2 id="live-heading">
          {t(messages, 'live_heading')}{' '}
          <span className="live__badge">
            <span className="live__dot" aria-hidden="true" />
            {t(messages, 'live_badge')}
          </span>
        </h2>
        <p>{t(messages, 'live_intro')}</p>
      </div>
      {entries.length === 0 ? (
        <p className="live__empty">{t(messages, 'live_empty')}</p>
      ) : (
        <ol className="live__list" aria-labelledby="live-heading">
          {entries.map((entry) => (
            <li key={entry.id} className={`live__item${fresh.has(entry.id) ? ' live__item--new' : ''}`}>
              <span className="live__avatar" aria-hidden="true">
                {[...entry.name][0]?.toUpperCase()}
              </span>
              <span className="live__who">
                <span className="live__name">{entry.name}</span>
                <TierBadge tier={entry.tier} label={t(messages, TIER_MESSAGES[entry.tier])} prefix={t(messages, 'live_tier_label')} />
              </span>
              <span className="live__what">
                <span className="live__amount">{entry.amountText}</span>
                <span className="live__method">
                  <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
                    <path d={CATEGORY_ICONS[entry.category]} />
                  </svg>
                  <span className="visually-hidden">{t(messages, REWARD_MESSAGES[entry.category].name)}: </span>
                  {entry.brand}
                </span>
              </span>
              <time className="live__time" dateTime={new Date(entry.createdAt).toISOString()}>
                {now === null ? entry.timeText : relativeTime(entry.createdAt, now, language)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  )
}

/** Shapes differ per tier (circle, square, star, gem) and the name is written out: never colour alone. */
const TIER_SHAPES: Record<LoyaltyTier, string> = {
  bronze: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z',
  silver: 'M5 5h14v14H5z',
  gold: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  diamond: 'M7 4h10l4 5-9 11L3 9z',
}

function TierBadge({ tier, label, prefix }: { tier: LoyaltyTier; label: string; prefix: string }) {
  return (
    <span className={`tier tier--${tier}`}>
      <svg viewBox="0 0 24 24" className="tier__icon" aria-hidden="true" focusable="false">
        <path d={TIER_SHAPES[tier]} />
      </svg>
      <span className="visually-hidden">{prefix}: </span>
      {label}
    </span>
  )
}
