// The messages that name and describe each reward category (contract/vocabulary.ts): the home
// page lists them, the live sections name a claim's and a country's.
import type { RewardCategory } from '../../../contract/vocabulary'

export const REWARD_MESSAGES = {
  transfers: { name: 'reward_transfers', text: 'reward_transfers_text' },
  gift_cards: { name: 'reward_gift_cards', text: 'reward_gift_cards_text' },
  prepaid_cards: { name: 'reward_prepaid_cards', text: 'reward_prepaid_cards_text' },
  charity: { name: 'reward_charity', text: 'reward_charity_text' },
} as const satisfies Record<RewardCategory, { name: string; text: string }>

/** The namespaces of the categories' names alone. */
export const REWARD_NAME_NAMESPACES = ['reward_transfers', 'reward_gift_cards', 'reward_prepaid_cards', 'reward_charity'] as const
