import { describe, expect, it } from 'vitest'
import { localeByCode } from '../i18n/locales'
import { absoluteUrl, classifyPathPrefix, hostKindOf, localeParam, localizedPath, normalizeHost, splitLocalePath } from './site-urls'

const origins = { mainOrigin: 'https://pollwise.example', auOrigin: 'https://au.pollwise.example' }
const en = localeByCode('en')
const au = localeByCode('en-au')
const fr = localeByCode('fr-fr')

describe('hosts', () => {
  it('normalises case, whitespace and www.', () => {
    expect(normalizeHost(' WWW.Pollwise.Example:8080 ')).toBe('pollwise.example:8080')
    expect(normalizeHost(null)).toBe('')
  })

  it('recognises the Australian host and treats anything else as the main host', () => {
    expect(hostKindOf('www.au.pollwise.example', origins)).toBe('au')
    expect(hostKindOf('pollwise.example', origins)).toBe('main')
    expect(hostKindOf('evil.example', origins)).toBe('main')
  })
})

describe('locale paths', () => {
  it('recognises only known prefixes, case-sensitively', () => {
    expect(splitLocalePath('/fr-fr/about')).toEqual({ prefix: 'fr-fr', rest: '/about' })
    expect(splitLocalePath('/fr-fr')).toEqual({ prefix: 'fr-fr', rest: '/' })
    expect(splitLocalePath('/FR-FR/about')).toEqual({ prefix: null, rest: '/FR-FR/about' })
    expect(splitLocalePath('/en/about')).toEqual({ prefix: null, rest: '/en/about' })
  })

  it('tells a known prefix, one in capitals and a locale-shaped unknown one from an unprefixed page', () => {
    expect(classifyPathPrefix('/de-at/about')).toEqual({ kind: 'locale', locale: localeByCode('de-at'), rest: '/about' })
    expect(classifyPathPrefix('/DE-AT')).toEqual({ kind: 'miscased', locale: localeByCode('de-at'), rest: '/' })
    expect(classifyPathPrefix('/De-at/about')).toEqual({ kind: 'miscased', locale: localeByCode('de-at'), rest: '/about' })
    for (const path of ['/xx-qq/about', '/en-zz', '/EN-ZZ/x', '/zh-hant-tw', '/es-419/terms', '/fr_FR'])
      expect(classifyPathPrefix(path), path).toMatchObject({ kind: 'unknown' })
    for (const path of ['/', '/about', '/login', '/surveys-for-cash', '/en', '/EN/about', '/access-denied', '/de', '/nope'])
      expect(classifyPathPrefix(path), path).toEqual({ kind: 'none' })
  })

  it('drops the prefix of each host default only', () => {
    expect(localizedPath(en, '/about', 'main')).toBe('/about')
    expect(localizedPath(fr, '/', 'main')).toBe('/fr-fr')
    expect(localizedPath(au, '/about', 'au')).toBe('/about')
  })

  it('builds absolute URLs on the host that serves the locale', () => {
    expect(absoluteUrl(origins, fr, '/terms', '?ref=x')).toBe('https://pollwise.example/fr-fr/terms?ref=x')
    expect(absoluteUrl(origins, au, '/')).toBe('https://au.pollwise.example/')
    expect(absoluteUrl(origins, en, '/')).toBe('https://pollwise.example/')
  })

  it('gives link parameters relative to the current host', () => {
    expect(localeParam(en, 'main')).toBeUndefined()
    expect(localeParam(au, 'au')).toBeUndefined()
    expect(localeParam(fr, 'main')).toBe('fr-fr')
  })
})
