// A page's head model, built with its copy on the server in the page's language: title and its
// separator, description, the sharing image's text, and the structured data already serialised,
// so that the browser needs none of the builders (page-head.ts turns the model into tags).
import type { LocaleEntry } from '../i18n/locales'
import * as m from '../../paraglide/messages'
import type { SiteConfig } from '../site/config.server'
import type { PageHead } from './head'
import { faqPageJsonLd, jsonLdText, organizationJsonLd } from './structured-data'

export type HeadSite = Pick<SiteConfig, 'siteName' | 'companyName' | 'mainOrigin' | 'social'>

export function pageHeadOf(
  page: { title: string; description: string; faq?: readonly { question: string; answer: string }[] },
  locale: LocaleEntry,
  site: HeadSite,
): PageHead {
  const o = { locale: locale.file }
  const organization = organizationJsonLd({
    siteName: site.siteName,
    companyName: site.companyName,
    url: `${site.mainOrigin}/`,
    logo: `${site.mainOrigin}/icon-512.png`,
    sameAs: Object.values(site.social).filter((href): href is string => Boolean(href)),
  })
  return {
    title: page.title,
    titleSeparator: m.site_title_separator({}, o),
    description: page.description,
    imageAlt: m.og_image_alt({ site: site.siteName }, o),
    jsonLd: [jsonLdText(organization), ...(page.faq ? [jsonLdText(faqPageJsonLd(page.faq, locale.iso))] : [])],
  }
}
