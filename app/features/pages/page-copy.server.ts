// Localized page copy, built on the server in one language: paraglide message functions carry
// every language, so they stay in the server bundle and the browser receives only the strings
// of the page it shows (DESIGN.md §9). Titles come from the page registry.
import type { PageHead } from '../../lib/head'
import type { LocaleEntry } from '../../lib/locales'
import { PAGES, type PageIdOfKind } from '../../lib/pages'
import * as m from '../../paraglide/messages'
import { rewardCategories } from '../../../contract/vocabulary'

type Options = { locale: LocaleEntry['file'] }
type Site = { site: string }

export type ContentPageId = PageIdOfKind<'content'>
export type HomePageId = PageIdOfKind<'home' | 'dialog'>

export interface ContentPageCopy {
  head: PageHead
  heading: string
  intro: string
  cta: string
}

function title(page: ContentPageId | HomePageId, o: Options): string {
  return m[PAGES[page].titleKey]({}, o)
}

interface ContentText {
  description: string
  heading: string
  intro: string
}

const content: Record<ContentPageId, (p: Site, o: Options) => ContentText> = {
  about: (p, o) => ({ description: m.about_description({}, o), heading: m.about_heading(p, o), intro: m.about_intro(p, o) }),
  contact: (p, o) => ({ description: m.contact_description(p, o), heading: m.contact_heading({}, o), intro: m.contact_intro({}, o) }),
  login: (p, o) => ({ description: m.login_description(p, o), heading: m.login_heading(p, o), intro: m.login_intro({}, o) }),
  personalInfo: (_p, o) => ({
    description: m.personal_info_description({}, o),
    heading: m.personal_info_heading({}, o),
    intro: m.personal_info_intro({}, o),
  }),
  policy: (p, o) => ({ description: m.policy_description(p, o), heading: m.policy_heading({}, o), intro: m.policy_intro(p, o) }),
  terms: (p, o) => ({ description: m.terms_description(p, o), heading: m.terms_heading({}, o), intro: m.terms_intro(p, o) }),
  cash: (_p, o) => ({ description: m.cash_description({}, o), heading: m.cash_heading({}, o), intro: m.cash_intro({}, o) }),
  giftCards: (_p, o) => ({
    description: m.gift_cards_description({}, o),
    heading: m.gift_cards_heading({}, o),
    intro: m.gift_cards_intro({}, o),
  }),
  amazon: (_p, o) => ({ description: m.amazon_description({}, o), heading: m.amazon_heading({}, o), intro: m.amazon_intro({}, o) }),
  paypal: (_p, o) => ({ description: m.paypal_description({}, o), heading: m.paypal_heading({}, o), intro: m.paypal_intro({}, o) }),
  visa: (_p, o) => ({ description: m.visa_description({}, o), heading: m.visa_heading({}, o), intro: m.visa_intro({}, o) }),
}

export function contentPageCopy(page: ContentPageId, locale: LocaleEntry, site: string): ContentPageCopy {
  const o = { locale: locale.file }
  const { description, heading, intro } = content[page]({ site }, o)
  return { head: { title: title(page, o), description }, heading, intro, cta: m.page_cta_join({ site }, o) }
}

const homeDescriptions: Record<HomePageId, (p: Site, o: Options) => string> = {
  home: (_p, o) => m.home_description({}, o),
  social: (p, o) => m.social_description(p, o),
  register: (p, o) => m.register_description(p, o),
  resetPassword: (p, o) => m.reset_password_description(p, o),
}

export function homePageCopy(page: HomePageId, locale: LocaleEntry, site: string) {
  const o = { locale: locale.file }
  const rewards = {
    transfers: [m.reward_transfers({}, o), m.reward_transfers_text({}, o)],
    gift_cards: [m.reward_gift_cards({}, o), m.reward_gift_cards_text({}, o)],
    prepaid_cards: [m.reward_prepaid_cards({}, o), m.reward_prepaid_cards_text({}, o)],
    charity: [m.reward_charity({}, o), m.reward_charity_text({}, o)],
  } as const
  return {
    head: { title: title(page, o), description: homeDescriptions[page]({ site }, o) },
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
      items: rewardCategories.map((id) => ({ id, title: rewards[id][0], text: rewards[id][1] })),
    },
  }
}
export type HomePageCopy = ReturnType<typeof homePageCopy>
