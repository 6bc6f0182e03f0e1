// The messages each page of this feature sends with its loader data (pages.server.ts), by
// namespace, and what else it needs that only the server knows. Components read the records by
// message id (shared/i18n/messages.ts).
import type { Messages } from '../../shared/i18n/messages'
import { REQUEST_FORM_NAMESPACES } from '../../shared/forms/request-form'
import type { LandingPageId } from '../../shared/site/landing-pages'
import type { PageHead } from '../../shared/seo/head'
import type { LegalDocument } from './legal-documents.server'
import type { QrCode } from './qr-code.server'

/** The home page's body: the home layout sends it for the home page and the dialogs over it. */
export const HOME_NAMESPACES = ['home_', 'reward_', 'faq_'] as const
export type HomeMessages = Messages<(typeof HOME_NAMESPACES)[number]>

/** Each landing page's own messages. */
export const LANDING_PREFIXES = {
  cash: 'cash_',
  giftCards: 'gift_cards_',
  amazon: 'amazon_',
  paypal: 'paypal_',
  visa: 'visa_',
} as const satisfies Record<LandingPageId, string>
/** What every landing page says: the steps of the home page, the closing call to join. */
export const LANDING_NAMESPACES = ['landing_', 'home_how_step1_', 'home_how_step2_', 'home_how_step3_', 'page_cta_join'] as const
/** A landing page's record: the shared messages, and those of its own landing page (the route's) among the five. */
export type LandingMessages = Messages<(typeof LANDING_NAMESPACES)[number]> & Partial<Messages<(typeof LANDING_PREFIXES)[LandingPageId]>>

export const ABOUT_NAMESPACES = ['about_', 'page_cta_join'] as const
export const CONTACT_NAMESPACES = ['contact_', ...REQUEST_FORM_NAMESPACES] as const
export const PERSONAL_INFO_NAMESPACES = ['personal_info_', ...REQUEST_FORM_NAMESPACES] as const
export const LOGIN_NAMESPACES = ['login_', 'page_cta_join'] as const
export const POLICY_NAMESPACES = ['policy_heading', 'legal_toc'] as const
export const TERMS_NAMESPACES = ['terms_heading', 'legal_toc'] as const

type Of<N extends readonly string[]> = N[number]

/** A content page's loader data beside its head, by page (every landing page has the same shape). */
export type ContentPages = Record<LandingPageId, { messages: LandingMessages }> & {
  about: { messages: Messages<Of<typeof ABOUT_NAMESPACES>> }
  /** `supportEmail`: where the page's sentence and the form's failure send the visitor. */
  contact: { messages: Messages<Of<typeof CONTACT_NAMESPACES>>; supportEmail: string }
  personalInfo: { messages: Messages<Of<typeof PERSONAL_INFO_NAMESPACES>>; privacyEmail: string }
  login: { messages: Messages<Of<typeof LOGIN_NAMESPACES>> }
  policy: { messages: Messages<Of<typeof POLICY_NAMESPACES>>; document: LegalDocument }
  terms: { messages: Messages<Of<typeof TERMS_NAMESPACES>>; document: LegalDocument }
}
export type ContentPageOf<P extends keyof ContentPages> = { head: PageHead } & ContentPages[P]

/** The home page's body: its messages, and the app's QR code drawn on the server. */
export interface HomePageData {
  messages: HomeMessages
  qr: QrCode
}
