// What the home and landing pages place in their live slot: the minimum payout (when the API
// knows the country) and the live payouts list, worded from the page's record.
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import { LivePayouts } from './live-payouts'
import type { LiveMessages } from './live-messages'
import type { LiveSection } from './live.server'
import { MinimumPayoutSection } from './minimum-payout'

export function LiveSections({ section, messages }: { section: LiveSection; messages: LiveMessages }) {
  const { realtime } = useSiteSettings()
  return (
    <>
      {section.minimum && <MinimumPayoutSection minimum={section.minimum} messages={messages} />}
      <LivePayouts section={section} messages={messages} realtime={realtime} />
    </>
  )
}
