// The layout's own strings (header, navigation, footer, localization modal, account buttons) in
// one language. Paraglide message functions carry all 25 languages, so calling them in layout
// components would ship every language to every visitor; the locale route's loader fetches this
// object instead and the browser receives its own language only (decision 013).
// Strings with a value known only in the browser keep their `{placeholder}` for `fillTemplate`.
import type { MessageFile } from '../i18n/locales'
import { pluralForms } from '../i18n/wait-copy.server'
import * as m from '../../paraglide/messages'
import { shellCopy } from './shell-copy.server'

export function layoutCopy(file: MessageFile, names: { site: string; company: string }) {
  const o = { locale: file }
  const site = { site: names.site }
  return {
    shell: shellCopy(file),
    skipToContent: m.site_skip_to_content({}, o),
    /** Announced while a navigation waits on the server (shared/ui/navigation-progress.tsx). */
    navigating: m.nav_loading({}, o),
    homeLink: m.site_home_link(site, o),
    menuOpen: m.header_menu_open({}, o),
    menuClose: m.header_menu_close({}, o),
    signIn: m.header_sign_in({}, o),
    join: m.header_join({}, o),
    goToApp: m.header_go_to_app({}, o),
    signOut: m.header_sign_out({}, o),
    nav: {
      label: m.nav_label({}, o),
      howItWorks: m.nav_how_it_works({}, o),
      rewards: m.nav_rewards({}, o),
      cash: m.nav_cash({}, o),
      giftCards: m.nav_gift_cards({}, o),
      amazon: m.nav_amazon({}, o),
      paypal: m.nav_paypal({}, o),
      visa: m.nav_visa({}, o),
    },
    footer: {
      label: m.footer_label({}, o),
      platform: m.footer_platform({}, o),
      legal: m.footer_legal({}, o),
      more: m.footer_more({}, o),
      /** `{year}` is filled in by the page. */
      rights: m.footer_rights({ year: '{year}', site: names.site }, o),
      productOf: m.footer_product_of({ site: names.site, company: names.company }, o),
      social: m.footer_social({}, o),
      socialNetworks: {
        facebook: m.footer_social_facebook(site, o),
        instagram: m.footer_social_instagram(site, o),
        telegram: m.footer_social_telegram(site, o),
        whatsapp: m.footer_social_whatsapp(site, o),
      },
      doNotSell: m.footer_do_not_sell({}, o),
      cookieSettings: m.footer_cookie_settings({}, o),
      policy: m.policy_title({}, o),
      terms: m.terms_title({}, o),
      about: m.about_title({}, o),
      contact: m.contact_title({}, o),
      login: m.login_title({}, o),
    },
    consent: {
      heading: m.consent_heading({}, o),
      text: m.consent_text(site, o),
      accept: m.consent_accept({}, o),
      reject: m.consent_reject({}, o),
      policyLink: m.consent_policy_link({}, o),
      short: m.consent_short({}, o),
      details: m.consent_details({}, o),
    },
    locale: {
      /** `{language}`: the current language's name, from the browser's Intl data. */
      button: m.locale_button({ language: '{language}' }, o),
      title: m.locale_modal_title({}, o),
      search: m.locale_modal_search({}, o),
      current: m.locale_modal_current({}, o),
      other: m.locale_modal_other({}, o),
      noItems: m.locale_modal_no_items({ query: '{query}' }, o),
      close: m.locale_modal_close({}, o),
      /** "{count} options", each plural form of the page's language (shared/i18n/wait-time.ts pluralText). */
      results: { locale: o.locale, forms: pluralForms(o.locale, (count) => m.locale_modal_results({ count }, o)) },
    },
  }
}
export type LayoutCopy = ReturnType<typeof layoutCopy>
