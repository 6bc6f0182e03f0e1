// A link's lifetime in words of a language ("10 minutes", "24 hours", "2 days"), from the
// milliseconds its token lives, so that a mail and the page that says a mail was sent state the
// lifetime the token really has. The messages place it where every count takes the form Intl
// gives (no case after a preposition).
import { numberLocale, tightCjkUnits } from './typography'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The largest whole unit, hours up to two days; never longer than the link really lives. */
export function lifetimeText(ms: number, language: string): string {
  const [unit, count] =
    ms >= 2 * DAY && ms % DAY === 0
      ? (['day', ms / DAY] as const)
      : ms >= HOUR && ms % HOUR === 0
        ? (['hour', ms / HOUR] as const)
        : (['minute', Math.max(1, Math.floor(ms / MINUTE))] as const)
  return tightCjkUnits(new Intl.NumberFormat(numberLocale(language), { style: 'unit', unit, unitDisplay: 'long' }).format(count))
}

/** How long each e-mailed link works (the API's tokens live exactly this long: api/security/tokens.ts TTL). */
export const LINK_LIFETIME_MS = {
  login: 10 * MINUTE,
  verify: 24 * HOUR,
  reset: 30 * MINUTE,
} as const
