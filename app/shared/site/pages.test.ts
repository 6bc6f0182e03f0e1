import { describe, expect, it } from 'vitest'
import { INDEXABLE_PAGE_IDS, PAGES, pageIdsOfKind, REDIRECT_PAGE_IDS, RENDERED_PAGE_IDS } from './pages'
import { ACCESS_DENIED_PATH } from './request-routing'
import { classifyPathPrefix } from './site-urls'

describe('page registry', () => {
  it('holds the 17 pages of SPEC.md §2 that every locale variant has, with unique paths', () => {
    const paths = Object.values(PAGES).map((page) => page.path)
    expect(paths).toHaveLength(17)
    expect(new Set(paths).size).toBe(17)
  })

  it('splits pages by kind', () => {
    expect(pageIdsOfKind('home')).toEqual(['home'])
    expect(pageIdsOfKind('dialog')).toEqual(['social', 'register', 'resetPassword'])
    expect(REDIRECT_PAGE_IDS).toEqual(['qrCode', 'appStore'])
    expect(RENDERED_PAGE_IDS).toHaveLength(15)
  })

  it('indexes neither dialog steps nor redirects, and titles every rendered page', () => {
    for (const id of INDEXABLE_PAGE_IDS) expect(['home', 'content']).toContain(PAGES[id].kind)
    for (const id of RENDERED_PAGE_IDS) expect(PAGES[id].titleKey).toMatch(/_title$/)
  })

  it('has no unprefixed path that could be taken for a locale prefix (those are 404s where they stand)', () => {
    for (const path of [...Object.values(PAGES).map((page) => page.path), ACCESS_DENIED_PATH])
      expect(classifyPathPrefix(`${path}/x`), path).toEqual({ kind: 'none' })
  })
})
