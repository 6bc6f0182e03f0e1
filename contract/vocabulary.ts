// Words both sides use with the same meaning: sign-in providers, platforms, reward categories and
// loyalty tiers (SPEC.md §1, §7, §9).

export const socialProviders = ['google', 'facebook', 'apple'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** Values of the X-User-Platform header. */
export const userPlatforms = ['web', 'web-mobile'] as const
export type UserPlatform = (typeof userPlatforms)[number]

export const rewardCategories = ['transfers', 'gift_cards', 'prepaid_cards', 'charity'] as const
export type RewardCategory = (typeof rewardCategories)[number]

export const loyaltyTiers = ['bronze', 'silver', 'gold', 'diamond'] as const
export type LoyaltyTier = (typeof loyaltyTiers)[number]
