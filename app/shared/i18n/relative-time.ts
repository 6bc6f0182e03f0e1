// "2 minutes ago" in the page's language, for live payouts: `Intl.RelativeTimeFormat` with the
// largest whole unit, and "now" for the first minute; Japanese without ICU's space ("5分前").
import { numberLocale, tightCjkUnits } from '../../../contract/typography'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

const formats = new Map<string, Intl.RelativeTimeFormat>()

export function relativeTime(thenMs: number, nowMs: number, language: string): string {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.RelativeTimeFormat(numberLocale(language), { numeric: 'auto' })
    formats.set(language, format)
  }
  // A clock slightly ahead of the viewer's still reads "now", never "in 3 seconds".
  const seconds = Math.max(0, Math.round((nowMs - thenMs) / 1000))
  for (const [unit, size] of UNITS) if (seconds >= size) return tightCjkUnits(format.format(-Math.floor(seconds / size), unit))
  return format.format(0, 'second')
}
