// A wait (a Retry-After) rounded as a person says it, shared by the site, which words it in the
// visitor's language (app/shared/i18n/wait-time.ts), and the reference API, whose 429 message says
// it in English: "in 15 minutes", never "in 898 seconds".

export type WaitAmount = { unit: 'minutes' | 'seconds'; count: number }

/**
 * Rounds a wait up, as a person would say it: the seconds themselves under ten, then the next
 * five seconds under a minute, then whole minutes (898 s: 15 minutes; 42 s: 45 seconds).
 * Rounding up never tells anyone to come back before the API lets them.
 */
export function waitAmount(retryAfterSec: number): WaitAmount {
  const seconds = Number.isFinite(retryAfterSec) ? Math.max(1, Math.ceil(retryAfterSec)) : 60
  if (seconds < 10) return { unit: 'seconds', count: seconds }
  const fives = Math.ceil(seconds / 5) * 5
  if (fives < 60) return { unit: 'seconds', count: fives }
  return { unit: 'minutes', count: Math.ceil(seconds / 60) }
}

/** The wait in English, for the API's own messages: "15 minutes", "1 minute", "40 seconds". */
export function waitInEnglish(retryAfterSec: number): string {
  const { unit, count } = waitAmount(retryAfterSec)
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`
}
