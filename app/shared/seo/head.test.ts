import { describe, expect, it } from 'vitest'
import { buildHead, filterQuery, hreflangAlternates, pageTitle } from './head'
import { DEFAULT_LOCALE, localeByCode, LOCALES, ogLocale } from '../i18n/locales'

const input = {
  mainOrigin: 'https://pollwise.example',
  auOrigin: 'https://pollwise.example.au',
  siteName: 'Pollwise',
  rest: '/about',
  search: '?utm_source=mail&ref=abc&x=<script>',
  allowedQuery: ['ref'],
  title: 'À propos',
  description: 'Qui sommes-nous',
  separator: '|',
}

describe('pageTitle', () => {
  it('puts the upper-cased country between title and site name, with one separator', () => {
    expect(pageTitle('À propos', localeByCode('fr-ca'), 'Pollwise', '|')).toBe('À propos CA | Pollwise')
    expect(pageTitle('About us', localeByCode('en'), 'Pollwise', '|')).toBe('About us | Pollwise')
  })
})

describe('filterQuery', () => {
  it('keeps only allow-listed parameters', () => {
    expect(filterQuery('?a=1&ref=x&b=2&ref=y', ['ref'])).toBe('?ref=x&ref=y')
    expect(filterQuery('?a=1', [])).toBe('')
    expect(filterQuery('', ['ref'])).toBe('')
  })
})

describe('buildHead', () => {
  const head = buildHead({ ...input, locale: localeByCode('fr-fr') })

  it('builds an absolute canonical with only allowed query parameters', () => {
    expect(head.canonical).toBe('https://pollwise.example/fr-fr/about?ref=abc')
  })

  it('lists one alternate per locale plus x-default, all absolute', () => {
    const alternates = hreflangAlternates(input, '/about')
    expect(alternates).toHaveLength(LOCALES.length + 1)
    expect(new Set(alternates.map((a) => a.hrefLang)).size).toBe(LOCALES.length + 1)
    expect(alternates.every((a) => a.href.startsWith('https://'))).toBe(true)
    expect(alternates).toContainEqual({ hrefLang: 'x-default', href: 'https://pollwise.example/about' })
    expect(alternates).toContainEqual({ hrefLang: 'en', href: 'https://pollwise.example/about' })
    expect(alternates).toContainEqual({ hrefLang: 'ja-JP', href: 'https://pollwise.example/ja-jp/about' })
    expect(alternates).toContainEqual({ hrefLang: 'fil-PH', href: 'https://pollwise.example/tl-ph/about' })
  })

  it('points en-AU at the Australian host, unprefixed', () => {
    expect(hreflangAlternates(input, '/about')).toContainEqual({ hrefLang: 'en-AU', href: 'https://pollwise.example.au/about' })
    const au = buildHead({ ...input, locale: localeByCode('en-au'), search: '' })
    expect(au.canonical).toBe('https://pollwise.example.au/about')
  })

  it('gives a page with no locale variants one address and no country in its title, whatever language it speaks', () => {
    const denied = buildHead({
      ...input,
      rest: '/access-denied',
      search: '',
      title: 'Zugriff verweigert',
      locale: localeByCode('de-de'),
      variants: false,
    })
    expect(denied.title).toBe('Zugriff verweigert | Pollwise')
    expect(denied.canonical).toBe('https://pollwise.example/access-denied')
    expect(denied.ogLocale).toBe('de_DE')
  })

  it('keeps the home page without a trailing path', () => {
    const home = buildHead({ ...input, rest: '/', locale: localeByCode('de-de'), search: '' })
    expect(home.canonical).toBe('https://pollwise.example/de-de')
    expect(hreflangAlternates(input, '/')).toContainEqual({ hrefLang: 'x-default', href: 'https://pollwise.example/' })
  })

  it('gives og:locale and every other locale as alternates', () => {
    expect(head.ogLocale).toBe('fr_FR')
    expect(head.ogLocaleAlternates).not.toContain('fr_FR')
    expect(head.ogLocaleAlternates).toContain('fil_PH')
    expect(head.ogLocaleAlternates).toHaveLength(new Set(LOCALES.map(ogLocale)).size - 1)
  })

  it('gives the international page a language_TERRITORY og:locale, as Open Graph asks', () => {
    const international = buildHead({ ...input, locale: DEFAULT_LOCALE })
    expect(international.ogLocale).toBe('en_GB')
    expect(international.ogLocaleAlternates).not.toContain('en')
    for (const tag of [international.ogLocale, ...international.ogLocaleAlternates]) expect(tag).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/)
  })
})
