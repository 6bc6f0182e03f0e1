// The live sections' messages, which the pages that show them send in their record: the
// sections' own, and the names of the reward categories a claim or a country has.
import type { LoyaltyTier } from '../../../contract/vocabulary'
import { REWARD_NAME_NAMESPACES } from '../../shared/copy/rewards'
import type { Messages } from '../../shared/i18n/messages'

export const LIVE_NAMESPACES = ['live_', ...REWARD_NAME_NAMESPACES] as const
export type LiveMessages = Messages<(typeof LIVE_NAMESPACES)[number]>

export const TIER_MESSAGES = {
  bronze: 'live_tier_bronze',
  silver: 'live_tier_silver',
  gold: 'live_tier_gold',
  diamond: 'live_tier_diamond',
} as const satisfies Record<LoyaltyTier, keyof LiveMessages>
