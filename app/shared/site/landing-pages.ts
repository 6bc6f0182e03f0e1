// The landing pages by id and the slug of their path. One route serves them
// (`routes/{-$locale}/$landing.tsx`) and the page registry (pages.ts) takes their paths from here;
// kept apart from the registry, which the browser does not need.
export const LANDING_SLUGS = {
  cash: 'surveys-for-cash',
  giftCards: 'surveys-for-gift-cards',
  amazon: 'surveys-for-amazon-gift-card',
  paypal: 'surveys-for-paypal-gift-card',
  visa: 'surveys-for-visa-gift-card',
} as const

export type LandingPageId = keyof typeof LANDING_SLUGS

/** `surveys-for-cash` for `cash`: the route parameter of a landing page. */
export const landingSlug = (id: LandingPageId): string => LANDING_SLUGS[id]

/** The landing page a slug names, or null. */
export function landingPageOf(slug: string): LandingPageId | null {
  return (Object.keys(LANDING_SLUGS) as LandingPageId[]).find((id) => LANDING_SLUGS[id] === slug) ?? null
}
