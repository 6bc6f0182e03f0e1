// Each page's loader data carries the messages of its own namespaces only (what it shows, in its
// language: the page's HTML carries the record), with its head and what only the server knows.
import { describe, expect, it } from 'vitest'
import { localeByCode } from '../../shared/i18n/locales'
import * as paraglide from '../../paraglide/messages'
import { parseConfig } from '../../shared/site/config.server'
import { contentPage, homePage, homePageHead } from './pages.server'

const config = parseConfig({})
const french = localeByCode('fr-fr')
const idsOf = (record: object) => Object.keys(record).filter((key) => key !== '$locale')
const prefixes = (record: object) => [...new Set(idsOf(record).map((id) => id.split('_')[0]))].sort()

describe('content pages', () => {
  it('a landing page holds its own words, not the other landing pages’', () => {
    const page = contentPage('paypal', french, config)
    const ids = idsOf(page.messages)
    expect(ids).toContain('paypal_heading')
    expect(ids).toContain('landing_steps_heading')
    expect(ids).toContain('home_how_step3_text')
    expect(ids).toContain('page_cta_join')
    expect(ids.filter((id) => /^(cash|gift|amazon|visa)_/.test(id))).toEqual([])
    expect(ids.filter((id) => id.startsWith('home_') && !id.startsWith('home_how_step'))).toEqual([])
    expect(page.head.title).toBe(paraglide.paypal_title({}, { locale: 'fr' }))
    expect(page.messages.$locale).toBe('fr')
  })

  it('the contact page holds its form’s words and the address to write to', () => {
    const page = contentPage('contact', french, config)
    if (!('supportEmail' in page)) throw new Error('the contact page names its address')
    expect(page.supportEmail).toBe(config.supportEmail)
    expect(prefixes(page.messages)).toEqual(['auth', 'contact', 'form', 'validation', 'wait'])
    expect(idsOf(page.messages).filter((id) => id.startsWith('auth_'))).toEqual([
      'auth_error_credentials',
      'auth_error_email_taken',
      'auth_error_password_common',
    ])
  })

  it('a legal page holds its heading and the table of contents’ label, with the document', () => {
    const page = contentPage('terms', french, config)
    expect(idsOf(page.messages).sort()).toEqual(['legal_toc', 'terms_heading'])
    if (!('document' in page)) throw new Error('a legal page has its document')
    expect(page.document.sections.length).toBeGreaterThan(3)
  })
})

describe('the home page', () => {
  it('holds its body’s words and the QR code; its head has the questions as structured data', () => {
    const page = homePage(french, config)
    expect(prefixes(page.messages)).toEqual(['faq', 'home', 'reward'])
    expect(page.qr.url).toBe(`${config.mainOrigin}/fr-fr/redirect-by-qr-code`)
    const { head } = homePageHead('home', french, config)
    expect(head.jsonLd.some((text) => text.includes('FAQPage'))).toBe(true)
    expect(homePageHead('register', french, config).head.jsonLd.some((text) => text.includes('FAQPage'))).toBe(false)
  })
})
