// The pages every locale variant has (SPEC.md §2), by stable id: their path below the locale
// prefix. Used by the sitemap, the crawl tests and the locale switcher.

export const PAGES = {
  home: '/',
  social: '/auth/social',
  register: '/register',
  resetPassword: '/reset-password',
  about: '/about',
  contact: '/contact',
  login: '/login',
  personalInfo: '/personal-information',
  policy: '/policy',
  terms: '/terms',
  cash: '/surveys-for-cash',
  giftCards: '/surveys-for-gift-cards',
  amazon: '/surveys-for-amazon-gift-card',
  paypal: '/surveys-for-paypal-gift-card',
  visa: '/surveys-for-visa-gift-card',
} as const

export type PageId = keyof typeof PAGES
export const PAGE_IDS = Object.keys(PAGES) as PageId[]

/** Pages that only redirect; they exist under every prefix too but are never indexed. */
export const REDIRECT_PAGES = ['/redirect-by-qr-code', '/redirect-to-app-store'] as const

/** Pages worth listing in the sitemap (dialog routes duplicate the home page). */
export const INDEXABLE_PAGES: PageId[] = PAGE_IDS.filter((id) => !['social', 'register', 'resetPassword'].includes(id))
