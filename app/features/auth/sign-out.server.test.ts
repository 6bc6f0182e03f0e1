// Signing out comes back to the page it was asked from: a path of this site's pages, never a
// place a posted value could point elsewhere (no open redirect).
import { describe, expect, it } from 'vitest'
import { returnPath } from './sign-out.server'

describe('the page signing out returns to', () => {
  it('is the posted page’s path', () => {
    expect(returnPath('/de-de/contact')).toBe('/de-de/contact')
    expect(returnPath('/about?x=1#y')).toBe('/about')
  })

  it('is the home page for anything that could leave the site or is no page', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      '/api/sign-out',
      '/assets/x.js',
      null,
    ])
      expect(returnPath(value), String(value)).toBe('/')
    expect(returnPath(`/${'a'.repeat(3000)}`)).toBe('/')
  })
})
