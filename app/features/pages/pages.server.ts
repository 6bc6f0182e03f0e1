// A page's loader data, built on the server in the page's language: its head (title from the page
// registry, description, structured data) and the record of the messages it shows
// (page-messages.ts), with what only the server knows beside it — the e-mail addresses of the
// config, the app's QR code, a legal document rendered from Markdown. The words themselves are
// the message files', read by their ids where they are shown.
import type { LocaleEntry } from '../../shared/i18n/locales'
import { messagesOf } from '../../shared/i18n/messages.server'
import { PAGES, type PageIdOfKind } from '../../shared/site/pages'
import { absoluteUrl } from '../../shared/site/site-urls'
import * as m from '../../paraglide/messages'
import type { SiteConfig } from '../../shared/site/config.server'
import { pageHeadOf } from '../../shared/seo/page-head.server'
import type { LandingPageId } from '../../shared/site/landing-pages'
import { legalDocument, type LegalConfig } from './legal-documents.server'
import { qrCodeOf } from './qr-code.server'
import {
  ABOUT_NAMESPACES,
  CONTACT_NAMESPACES,
  type ContentPageOf,
  HOME_NAMESPACES,
  type HomePageData,
  LANDING_NAMESPACES,
  LANDING_PREFIXES,
  LOGIN_NAMESPACES,
  PERSONAL_INFO_NAMESPACES,
  POLICY_NAMESPACES,
  TERMS_NAMESPACES,
} from './page-messages'

export type ContentPageId = PageIdOfKind<'content'>
export type HomePageId = PageIdOfKind<'home' | 'dialog'>
export type { LandingPageId }

/** Configuration the pages need: names, addresses and origins (a subset of the site config). */
export type PagesConfig = Pick<SiteConfig, 'mainOrigin' | 'auOrigin' | 'social'> & LegalConfig

type Options = { locale: LocaleEntry['file'] }
type Site = { site: string }

const isLanding = (page: ContentPageId): page is LandingPageId => page in LANDING_PREFIXES

function title(page: ContentPageId | HomePageId, o: Options): string {
  return m[PAGES[page].titleKey]({}, o)
}

const descriptions: Record<ContentPageId | HomePageId, (p: Site, o: Options) => string> = {
  home: (_p, o) => m.home_description({}, o),
  social: (p, o) => m.social_description(p, o),
  register: (p, o) => m.register_description(p, o),
  resetPassword: (p, o) => m.reset_password_description(p, o),
  about: (p, o) => m.about_description(p, o),
  contact: (p, o) => m.contact_description(p, o),
  login: (p, o) => m.login_description(p, o),
  personalInfo: (_p, o) => m.personal_info_description({}, o),
  policy: (p, o) => m.policy_description(p, o),
  terms: (p, o) => m.terms_description(p, o),
  cash: (_p, o) => m.cash_description({}, o),
  giftCards: (_p, o) => m.gift_cards_description({}, o),
  amazon: (_p, o) => m.amazon_description({}, o),
  paypal: (_p, o) => m.paypal_description({}, o),
  visa: (_p, o) => m.visa_description({}, o),
}

const FAQ = [
  [m.faq_q1, m.faq_a1],
  [m.faq_q2, m.faq_a2],
  [m.faq_q3, m.faq_a3],
  [m.faq_q4, m.faq_a4],
  [m.faq_q5, m.faq_a5],
  [m.faq_q6, m.faq_a6],
  [m.faq_q7, m.faq_a7],
  [m.faq_q8, m.faq_a8],
  [m.faq_q9, m.faq_a9],
] as const

function headOf(page: ContentPageId | HomePageId, locale: LocaleEntry, config: PagesConfig) {
  const o = { locale: locale.file }
  const p = { site: config.siteName }
  // The home page's questions are its structured data too.
  const faq = page === 'home' ? { faq: FAQ.map(([q, a]) => ({ question: q(p, o), answer: a(p, o) })) } : {}
  return pageHeadOf({ title: title(page, o), description: descriptions[page](p, o), ...faq }, locale, config)
}

/** The head of the home page or of one of the dialogs over it. */
export function homePageHead(page: HomePageId, locale: LocaleEntry, config: PagesConfig) {
  return { head: headOf(page, locale, config) }
}

/** The home page's body, the same under each of its dialogs. */
export function homePage(locale: LocaleEntry, config: PagesConfig): HomePageData {
  return { messages: messagesOf(locale.file, HOME_NAMESPACES), qr: qrCodeOf(absoluteUrl(config, locale, '/redirect-by-qr-code')) }
}

/** A content page's data: its head, its record and what else it shows (page-messages.ts ContentPages). */
export function contentPage(page: ContentPageId, locale: LocaleEntry, config: PagesConfig): ContentPageOf<ContentPageId> {
  const head = headOf(page, locale, config)
  const file = locale.file
  if (isLanding(page)) return { head, messages: messagesOf(file, [LANDING_PREFIXES[page], ...LANDING_NAMESPACES]) }
  switch (page) {
    case 'about':
      return { head, messages: messagesOf(file, ABOUT_NAMESPACES) }
    case 'contact':
      return { head, messages: messagesOf(file, CONTACT_NAMESPACES), supportEmail: config.supportEmail }
    case 'personalInfo':
      return { head, messages: messagesOf(file, PERSONAL_INFO_NAMESPACES), privacyEmail: config.privacyEmail }
    case 'login':
      return { head, messages: messagesOf(file, LOGIN_NAMESPACES) }
    case 'policy':
      return { head, messages: messagesOf(file, POLICY_NAMESPACES), document: legalDocument(page, locale, config) }
    case 'terms':
      return { head, messages: messagesOf(file, TERMS_NAMESPACES), document: legalDocument(page, locale, config) }
  }
}
