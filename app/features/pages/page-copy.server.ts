// Localized page copy, built on the server in one language: paraglide message functions carry
// every language, so they stay in the server bundle and the browser receives only the strings
// of the page it shows (DESIGN.md §9). Titles come from the page registry.
import type { PageHead } from '../../shared/seo/head'
import type { LocaleEntry } from '../../shared/i18n/locales'
import { PAGES, type PageIdOfKind } from '../../shared/site/pages'
import { absoluteUrl } from '../../shared/site/site-urls'
import * as m from '../../paraglide/messages'
import { rewardCategories } from '../../../contract/vocabulary'
import type { SiteConfig } from '../../shared/site/config.server'
import { legalDocument, type LegalDocument } from './legal-documents.server'
import { qrCodeOf, type QrCode } from './qr-code.server'
import { pageHeadOf } from '../../shared/seo/page-head.server'
import type { LandingPageId } from '../../shared/site/landing-pages'

type Options = { locale: LocaleEntry['file'] }
type Site = { site: string }
type Card = { title: string; text: string }

export type ContentPageId = PageIdOfKind<'content'>
export type HomePageId = PageIdOfKind<'home' | 'dialog'>
export type { LandingPageId }

/** Configuration the copy needs: names, addresses and origins (a subset of the site config). */
export type CopyConfig = Pick<
  SiteConfig,
  'siteName' | 'companyName' | 'supportEmail' | 'privacyEmail' | 'mainOrigin' | 'auOrigin' | 'social'
>

function title(page: ContentPageId | HomePageId, o: Options): string {
  return m[PAGES[page].titleKey]({}, o)
}

/** A sentence with an e-mail address in it, split so the page can make the address a link. */
function withEmail(render: (p: { email: string }) => string, email: string) {
  const marker = '\u0000'
  const [before = '', after = ''] = render({ email: marker }).split(marker)
  return { before, email, after }
}
export type EmailSentence = ReturnType<typeof withEmail>

function howSteps(o: Options): Card[] {
  return [
    { title: m.home_how_step1_title({}, o), text: m.home_how_step1_text({}, o) },
    { title: m.home_how_step2_title({}, o), text: m.home_how_step2_text({}, o) },
    { title: m.home_how_step3_title({}, o), text: m.home_how_step3_text({}, o) },
  ]
}

const landingText: Record<LandingPageId, (o: Options) => { description: string; heading: string; intro: string; benefits: Card[] }> = {
  cash: (o) => ({
    description: m.cash_description({}, o),
    heading: m.cash_heading({}, o),
    intro: m.cash_intro({}, o),
    benefits: [
      { title: m.cash_benefit1_title({}, o), text: m.cash_benefit1_text({}, o) },
      { title: m.cash_benefit2_title({}, o), text: m.cash_benefit2_text({}, o) },
      { title: m.cash_benefit3_title({}, o), text: m.cash_benefit3_text({}, o) },
    ],
  }),
  giftCards: (o) => ({
    description: m.gift_cards_description({}, o),
    heading: m.gift_cards_heading({}, o),
    intro: m.gift_cards_intro({}, o),
    benefits: [
      { title: m.gift_cards_benefit1_title({}, o), text: m.gift_cards_benefit1_text({}, o) },
      { title: m.gift_cards_benefit2_title({}, o), text: m.gift_cards_benefit2_text({}, o) },
      { title: m.gift_cards_benefit3_title({}, o), text: m.gift_cards_benefit3_text({}, o) },
    ],
  }),
  amazon: (o) => ({
    description: m.amazon_description({}, o),
    heading: m.amazon_heading({}, o),
    intro: m.amazon_intro({}, o),
    benefits: [
      { title: m.amazon_benefit1_title({}, o), text: m.amazon_benefit1_text({}, o) },
      { title: m.amazon_benefit2_title({}, o), text: m.amazon_benefit2_text({}, o) },
      { title: m.amazon_benefit3_title({}, o), text: m.amazon_benefit3_text({}, o) },
    ],
  }),
  paypal: (o) => ({
    description: m.paypal_description({}, o),
    heading: m.paypal_heading({}, o),
    intro: m.paypal_intro({}, o),
    benefits: [
      { title: m.paypal_benefit1_title({}, o), text: m.paypal_benefit1_text({}, o) },
      { title: m.paypal_benefit2_title({}, o), text: m.paypal_benefit2_text({}, o) },
      { title: m.paypal_benefit3_title({}, o), text: m.paypal_benefit3_text({}, o) },
    ],
  }),
  visa: (o) => ({
    description: m.visa_description({}, o),
    heading: m.visa_heading({}, o),
    intro: m.visa_intro({}, o),
    benefits: [
      { title: m.visa_benefit1_title({}, o), text: m.visa_benefit1_text({}, o) },
      { title: m.visa_benefit2_title({}, o), text: m.visa_benefit2_text({}, o) },
      { title: m.visa_benefit3_title({}, o), text: m.visa_benefit3_text({}, o) },
    ],
  }),
}

/** The body of a content page, by the shape the page takes. */
export type ContentBody =
  | { kind: 'landing'; page: LandingPageId; benefits: Card[]; stepsHeading: string; steps: Card[]; ctaHeading: string; ctaText: string }
  | { kind: 'about'; sections: Card[]; operator: string }
  | { kind: 'contact'; expectHeading: string; items: Card[]; faqLink: string; email: EmailSentence }
  | { kind: 'personalInfo'; howHeading: string; email: EmailSentence; sections: Card[]; policyLink: string }
  | { kind: 'login'; newTitle: string; newText: string; help: string }
  | ({ kind: 'legal'; tocLabel: string } & LegalDocument)

export interface ContentPageCopy {
  head: PageHead
  heading: string
  intro: string
  cta: string
  body: ContentBody
}

function isLanding(page: ContentPageId): page is LandingPageId {
  return page in landingText
}

export function contentPageCopy(page: ContentPageId, locale: LocaleEntry, config: CopyConfig): ContentPageCopy {
  const o = { locale: locale.file }
  const p: Site = { site: config.siteName }
  const cta = m.page_cta_join(p, o)
  const base = (description: string, heading: string, intro: string) => ({
    head: pageHeadOf({ title: title(page, o), description }, locale, config),
    heading,
    intro,
    cta,
  })

  if (isLanding(page)) {
    const text = landingText[page](o)
    return {
      ...base(text.description, text.heading, text.intro),
      body: {
        kind: 'landing',
        page,
        benefits: text.benefits,
        stepsHeading: m.landing_steps_heading({}, o),
        steps: howSteps(o),
        ctaHeading: m.landing_cta_heading({}, o),
        ctaText: m.landing_cta_text({}, o),
      },
    }
  }
  switch (page) {
    case 'about':
      return {
        ...base(m.about_description(p, o), m.about_heading(p, o), m.about_intro(p, o)),
        body: {
          kind: 'about',
          sections: [
            { title: m.about_mission_title({}, o), text: m.about_mission_text(p, o) },
            { title: m.about_what_title({}, o), text: m.about_what_text({}, o) },
            { title: m.about_fair_title({}, o), text: m.about_fair_text({}, o) },
            { title: m.about_private_title({}, o), text: m.about_private_text({}, o) },
          ],
          operator: m.about_operator({ site: config.siteName, company: config.companyName }, o),
        },
      }
    case 'contact':
      return {
        ...base(m.contact_description(p, o), m.contact_heading({}, o), m.contact_intro({}, o)),
        body: {
          kind: 'contact',
          expectHeading: m.contact_expect_heading({}, o),
          items: [
            { title: m.contact_expect_reply_title({}, o), text: m.contact_expect_reply_text({}, o) },
            { title: m.contact_expect_details_title({}, o), text: m.contact_expect_details_text({}, o) },
            { title: m.contact_expect_faq_title({}, o), text: m.contact_expect_faq_text({}, o) },
          ],
          faqLink: m.contact_faq_link({}, o),
          email: withEmail((q) => m.contact_email(q, o), config.supportEmail),
        },
      }
    case 'personalInfo':
      return {
        ...base(m.personal_info_description({}, o), m.personal_info_heading({}, o), m.personal_info_intro({}, o)),
        body: {
          kind: 'personalInfo',
          sections: [
            { title: m.personal_info_next_heading({}, o), text: m.personal_info_next_text({}, o) },
            { title: m.personal_info_agent_heading({}, o), text: m.personal_info_agent_text({}, o) },
          ],
          howHeading: m.personal_info_how_heading({}, o),
          email: withEmail((q) => m.personal_info_how_text({ ...q, ...p }, o), config.privacyEmail),
          policyLink: m.personal_info_policy_link({}, o),
        },
      }
    case 'login':
      return {
        ...base(m.login_description(p, o), m.login_heading(p, o), m.login_intro({}, o)),
        body: { kind: 'login', newTitle: m.login_new_title(p, o), newText: m.login_new_text({}, o), help: m.login_help({}, o) },
      }
    case 'policy':
    case 'terms': {
      const description = page === 'policy' ? m.policy_description(p, o) : m.terms_description(p, o)
      const heading = page === 'policy' ? m.policy_heading({}, o) : m.terms_heading({}, o)
      const document = legalDocument(page, locale, {
        site: config.siteName,
        company: config.companyName,
        privacyEmail: config.privacyEmail,
        supportEmail: config.supportEmail,
      })
      return { ...base(description, heading, ''), body: { kind: 'legal', tocLabel: m.legal_toc({}, o), ...document } }
    }
  }
}

const homeDescriptions: Record<HomePageId, (p: Site, o: Options) => string> = {
  home: (_p, o) => m.home_description({}, o),
  social: (p, o) => m.social_description(p, o),
  register: (p, o) => m.register_description(p, o),
  resetPassword: (p, o) => m.reset_password_description(p, o),
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

/** The head of a page built on the home page: the home page itself and the dialogs over it. */
export function homePageHead(page: HomePageId, locale: LocaleEntry, config: CopyConfig) {
  const o = { locale: locale.file }
  const p: Site = { site: config.siteName }
  const faq = page === 'home' ? { faq: faqOf(p, o) } : {}
  return { head: pageHeadOf({ title: title(page, o), description: homeDescriptions[page](p, o), ...faq }, locale, config) }
}

const faqOf = (p: Site, o: Options) => FAQ.map(([q, a]) => ({ question: q(p, o), answer: a(p, o) }))

/** The home page's body, the same under each of its dialogs. */
export function homePageCopy(locale: LocaleEntry, config: CopyConfig) {
  const o = { locale: locale.file }
  const p: Site = { site: config.siteName }
  const rewards = {
    transfers: [m.reward_transfers({}, o), m.reward_transfers_text({}, o)],
    gift_cards: [m.reward_gift_cards({}, o), m.reward_gift_cards_text({}, o)],
    prepaid_cards: [m.reward_prepaid_cards({}, o), m.reward_prepaid_cards_text({}, o)],
    charity: [m.reward_charity({}, o), m.reward_charity_text({}, o)],
  } as const
  const qr: QrCode = qrCodeOf(absoluteUrl(config, locale, '/redirect-by-qr-code'))
  return {
    heading: m.home_heading({}, o),
    intro: m.home_intro({}, o),
    cta: m.home_cta({}, o),
    points: [m.home_hero_point_free({}, o), m.home_hero_point_currency({}, o), m.home_hero_point_private({}, o)],
    how: { heading: m.home_how_heading({}, o), intro: m.home_how_intro({}, o), steps: howSteps(o) },
    rewards: {
      heading: m.home_rewards_heading({}, o),
      intro: m.home_rewards_intro({}, o),
      items: rewardCategories.map((id) => ({ id, title: rewards[id][0], text: rewards[id][1] })),
    },
    app: {
      heading: m.home_app_heading({}, o),
      text: m.home_app_text(p, o),
      appStoreSmall: m.home_app_store_small({}, o),
      playStoreSmall: m.home_play_store_small({}, o),
      qrShow: m.home_app_qr_show({}, o),
      qrHide: m.home_app_qr_hide({}, o),
      qrCaption: m.home_app_qr_caption(p, o),
      qrLabel: m.home_app_qr_label(p, o),
      qr,
    },
    partners: { heading: m.home_partners_heading({}, o), text: m.home_partners_text({}, o), note: m.home_partners_note(p, o) },
    faq: { heading: m.home_faq_heading({}, o), items: faqOf(p, o) },
  }
}
export type HomePageCopy = ReturnType<typeof homePageCopy>
