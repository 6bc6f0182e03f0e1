// A link's lifetime in words of the mail's language ("10 minutes", "24 hours", "2 days"), from the
// milliseconds its token lives, so that a mail states the lifetime the token really has. The
// templates place it where every count takes the form Intl gives (no case after a preposition).
import { tightCjkUnits } from '../../contract/typography'

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
  return tightCjkUnits(new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(count))
}
