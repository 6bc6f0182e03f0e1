// The page registry: every page each locale variant has (SPEC.md §2), by stable id, with its path
// below the locale prefix, its kind, whether search engines should index it, and the message that
// titles it. The copy server functions, the sitemap, robots.txt and the crawl tests derive from it.
import type * as Messages from '../../paraglide/messages'
import { LANDING_SLUGS } from './landing-pages'

export type PageKind = 'home' | 'content' | 'dialog' | 'redirect'

interface PageEntry {
  path: `/${string}`
  kind: PageKind
  indexable: boolean
  /** Message key of the page title; redirect pages render nothing. */
  titleKey: keyof typeof Messages | null
}

export const PAGES = {
  home: { path: '/', kind: 'home', indexable: true, titleKey: 'home_title' },
  // Sign-in steps shown over the home page: the same content, so never indexed on their own.
  social: { path: '/auth/social', kind: 'dialog', indexable: false, titleKey: 'social_title' },
  register: { path: '/register', kind: 'dialog', indexable: false, titleKey: 'register_title' },
  resetPassword: { path: '/reset-password', kind: 'dialog', indexable: false, titleKey: 'reset_password_title' },
  about: { path: '/about', kind: 'content', indexable: true, titleKey: 'about_title' },
  contact: { path: '/contact', kind: 'content', indexable: true, titleKey: 'contact_title' },
  login: { path: '/login', kind: 'content', indexable: true, titleKey: 'login_title' },
  personalInfo: { path: '/personal-information', kind: 'content', indexable: true, titleKey: 'personal_info_title' },
  policy: { path: '/policy', kind: 'content', indexable: true, titleKey: 'policy_title' },
  terms: { path: '/terms', kind: 'content', indexable: true, titleKey: 'terms_title' },
  cash: { path: `/${LANDING_SLUGS.cash}`, kind: 'content', indexable: true, titleKey: 'cash_title' },
  giftCards: { path: `/${LANDING_SLUGS.giftCards}`, kind: 'content', indexable: true, titleKey: 'gift_cards_title' },
  amazon: { path: `/${LANDING_SLUGS.amazon}`, kind: 'content', indexable: true, titleKey: 'amazon_title' },
  paypal: { path: `/${LANDING_SLUGS.paypal}`, kind: 'content', indexable: true, titleKey: 'paypal_title' },
  visa: { path: `/${LANDING_SLUGS.visa}`, kind: 'content', indexable: true, titleKey: 'visa_title' },
  qrCode: { path: '/redirect-by-qr-code', kind: 'redirect', indexable: false, titleKey: null },
  appStore: { path: '/redirect-to-app-store', kind: 'redirect', indexable: false, titleKey: null },
} as const satisfies Record<string, PageEntry>

export type PageId = keyof typeof PAGES
export type PageIdOfKind<K extends PageKind> = { [I in PageId]: (typeof PAGES)[I]['kind'] extends K ? I : never }[PageId]

export const PAGE_IDS = Object.keys(PAGES) as PageId[]

/** The ids of one or more kinds, as a non-empty tuple (what `z.enum` takes). */
export function pageIdsOfKind<K extends PageKind>(...kinds: K[]): [PageIdOfKind<K>, ...PageIdOfKind<K>[]] {
  const ids = PAGE_IDS.filter((id): id is PageIdOfKind<K> => (kinds as PageKind[]).includes(PAGES[id].kind))
  const [first, ...rest] = ids
  if (!first) throw new Error(`No pages of kind ${kinds.join(', ')}`)
  return [first, ...rest]
}

/** Pages that render a document (everything but the redirect pages). */
export const RENDERED_PAGE_IDS = pageIdsOfKind('home', 'content', 'dialog')
export const REDIRECT_PAGE_IDS = pageIdsOfKind('redirect')
export const INDEXABLE_PAGE_IDS = PAGE_IDS.filter((id) => PAGES[id].indexable)
