// A wait (an API's Retry-After) in the words a person uses: "in 15 minutes", "in 40 seconds",
// never "in 898 seconds". The wait is known only when the API answers, in the browser, where
// paraglide does not run (decision 024): the page sends the `wait_minutes` and `wait_seconds`
// messages with its other messages, and `t` picks the plural form of the page's language.
import { waitAmount } from '../../../contract/wait-time'
import { type Messages, t } from './messages'

export type WaitMessages = Messages<'wait_'>

/** "in 15 minutes" in the page's language, for a Retry-After in seconds. */
export function waitText(messages: WaitMessages, retryAfterSec: number): string {
  const { unit, count } = waitAmount(retryAfterSec)
  return unit === 'minutes' ? t(messages, 'wait_minutes', { count }) : t(messages, 'wait_seconds', { count })
}
