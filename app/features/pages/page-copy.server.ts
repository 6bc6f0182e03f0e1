// Localized page copy, built on the server in one language: paraglide message functions carry
// every language, so they stay in the server bundle and the browser receives only the strings
// of the page it shows (DESIGN.md §9).
import * as m from '../../paraglide/messages'
import type { LocaleEntry } from '../../lib/locales'

type Options = { locale: LocaleEntry['file'] }

export type ContentPageId =
  'about' | 'contact' | 'login' | 'personalInfo' | 'policy' | 'terms' | 'cash' | 'giftCards' | 'amazon' | 'paypal' | 'visa'
export type HomePageId = 'home' | 'social' | 'register' | 'resetPassword'

export interface PageHead {
  title: string
  description: string
}
export interface ContentPageCopy {
  head: PageHead
  heading: string
  intro: string
  cta: string
}

const content: Record<ContentPageId, (site: { site: string }, o: Options) => Omit<ContentPageCopy, 'cta'>> = {
  about: (p, o) => ({
    head: { title: m.about_title({}, o), description: m.about_description({}, o) },
    heading: m.about_heading(p, o),
    intro: m.about_intro(p, o),
  }),
  contact: (p, o) => ({
    head: { title: m.contact_title({}, o), description: m.contact_description(p, o) },
    heading: m.contact_heading({}, o),
    intro: m.contact_intro({}, o),
  }),
  login: (p, o) => ({
    head: { title: m.login_title({}, o), description: m.login_description(p, o) },
    heading: m.login_heading(p, o),
    intro: m.login_intro({}, o),
  }),
  personalInfo: (_p, o) => ({
    head: { title: m.personal_info_title({}, o), description: m.personal_info_description({}, o) },
    heading: m.personal_info_heading({}, o),
    intro: m.personal_info_intro({}, o),
  }),
  policy: (p, o) => ({
    head: { title: m.policy_title({}, o), description: m.policy_description(p, o) },
    heading: m.policy_heading({}, o),
    intro: m.policy_intro(p, o),
  }),
  terms: (p, o) => ({
    head: { title: m.terms_title({}, o), description: m.terms_description(p, o) },
    heading: m.terms_heading({}, o),
    intro: m.terms_intro(p, o),
  }),
  cash: (_p, o) => ({
    head: { title: m.cash_title({}, o), description: m.cash_description({}, o) },
    heading: m.cash_heading({}, o),
    intro: m.cash_intro({}, o),
  }),
  giftCards: (_p, o) => ({
    head: { title: m.gift_cards_title({}, o), description: m.gift_cards_description({}, o) },
    heading: m.gift_cards_heading({}, o),
    intro: m.gift_cards_intro({}, o),
  }),
  amazon: (_p, o) => ({
    head: { title: m.amazon_title({}, o), description: m.amazon_description({}, o) },
    heading: m.amazon_heading({}, o),
    intro: m.amazon_intro({}, o),
  }),
  paypal: (_p, o) => ({
    head: { title: m.paypal_title({}, o), description: m.paypal_description({}, o) },
    heading: m.paypal_heading({}, o),
    intro: m.paypal_intro({}, o),
  }),
  visa: (_p, o) => ({
    head: { title: m.visa_title({}, o), description: m.visa_description({}, o) },
    heading: m.visa_heading({}, o),
    intro: m.visa_intro({}, o),
  }),
}

export function contentPageCopy(page: ContentPageId, locale: LocaleEntry, site: string): ContentPageCopy {
  const o = { locale: locale.file }
  return { ...content[page]({ site }, o), cta: m.page_cta_join({ site }, o) }
}

const homeHeads: Record<HomePageId, (site: { site: string }, o: Options) => PageHead> = {
  home: (_p, o) => ({ title: m.home_title({}, o), description: m.home_description({}, o) }),
  social: (p, o) => ({ title: m.social_title({}, o), description: m.social_description(p, o) }),
  register: (p, o) => ({ title: m.register_title({}, o), description: m.register_description(p, o) }),
  resetPassword: (p, o) => ({ title: m.reset_password_title({}, o), description: m.reset_password_description(p, o) }),
}

export const REWARD_CATEGORIES = ['transfers', 'gift_cards', 'prepaid_cards', 'charity'] as const

export function homePageCopy(page: HomePageId, locale: LocaleEntry, site: string) {
  const o = { locale: locale.file }
  const rewards = {
    transfers: [m.reward_transfers({}, o), m.reward_transfers_text({}, o)],
    gift_cards: [m.reward_gift_cards({}, o), m.reward_gift_cards_text({}, o)],
    prepaid_cards: [m.reward_prepaid_cards({}, o), m.reward_prepaid_cards_text({}, o)],
    charity: [m.reward_charity({}, o), m.reward_charity_text({}, o)],
  } as const
  return {
    head: homeHeads[page]({ site }, o),
    heading: m.home_heading({}, o),
    intro: m.home_intro({}, o),
    cta: m.home_cta({}, o),
    how: {
      heading: m.home_how_heading({}, o),
      steps: [
        { title: m.home_how_step1_title({}, o), text: m.home_how_step1_text({}, o) },
        { title: m.home_how_step2_title({}, o), text: m.home_how_step2_text({}, o) },
        { title: m.home_how_step3_title({}, o), text: m.home_how_step3_text({}, o) },
      ],
    },
    rewards: {
      heading: m.home_rewards_heading({}, o),
      intro: m.home_rewards_intro({}, o),
      items: REWARD_CATEGORIES.map((id) => ({ id, title: rewards[id][0], text: rewards[id][1] })),
    },
  }
}
export type HomePageCopy = ReturnType<typeof homePageCopy>

export function accessDeniedCopy(locale: LocaleEntry, site: string, country: string | null) {
  const o = { locale: locale.file }
  let countryName: string | undefined
  try {
    countryName = country ? new Intl.DisplayNames([locale.iso], { type: 'region' }).of(country.toUpperCase()) : undefined
  } catch {
    countryName = undefined
  }
  const name = countryName ?? m.access_denied_unknown_country({}, o)
  return {
    head: { title: m.access_denied_title({}, o), description: m.access_denied_description({ site }, o) },
    heading: m.access_denied_heading({ site, country: name }, o),
    text: m.access_denied_text({ site }, o),
    emailLabel: m.access_denied_email_label({}, o),
    submit: m.access_denied_submit({}, o),
    success: m.access_denied_success({ site }, o),
    error: m.access_denied_error({}, o),
    emailInvalid: m.access_denied_email_invalid({}, o),
  }
}
export type AccessDeniedCopy = ReturnType<typeof accessDeniedCopy>
