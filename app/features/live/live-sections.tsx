// What the home and landing pages place in their live slot: the minimum payout (when the API
// knows the country) and the live payouts list.
import { useSiteSettings } from '../../shared/i18n/use-site-locale'
import { LivePayouts } from './live-payouts'
import type { LiveSection } from './live.server'
import { MinimumPayoutSection } from './minimum-payout'

export function LiveSections({ section }: { section: LiveSection }) {
  const { realtime } = useSiteSettings()
  return (
    <>
      {section.minimum && <MinimumPayoutSection minimum={section.minimum} categories={section.copy.categories} />}
      <LivePayouts section={section} realtime={realtime} />
    </>
  )
}
