// The layout and shell strings reach the browser in one language, with the placeholders the
// browser fills kept intact.
import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES } from '../i18n/locales'
import { fillTemplate } from './layout-copy'
import { layoutCopy } from './layout-copy.server'
import { shellCopy } from './shell-copy.server'

const names = { site: 'Pollwise', company: 'Pollwise Research Ltd' }

describe('layout copy', () => {
  it('keeps the browser-filled placeholders in every language', () => {
    for (const file of MESSAGE_FILES) {
      const copy = layoutCopy(file, names)
      expect(copy.locale.button, file).toContain('{language}')
      expect(copy.locale.noItems, file).toContain('{query}')
      expect(copy.locale.results, file).toContain('{count}')
      expect(copy.footer.rights, file).toContain('{year}')
      expect(copy.footer.productOf, file).toContain('Pollwise Research Ltd')
      expect(shellCopy(file).notFound.path, file).toContain('{path}')
    }
  })

  it('is in the asked language only', () => {
    const german = JSON.stringify(layoutCopy('de', names))
    expect(german).toContain('Jetzt registrieren')
    expect(german).not.toContain('Join now')
    expect(layoutCopy('ja', names).shell.notFound.title).not.toBe(layoutCopy('en', names).shell.notFound.title)
  })

  it('fills placeholders without reading the filled values as templates', () => {
    expect(fillTemplate('Page Not Found: {path}', { path: '/{x}/y' })).toBe('Page Not Found: /{x}/y')
    expect(fillTemplate('{count} options', { count: '3' })).toBe('3 options')
    expect(fillTemplate('Keep {unknown}', {})).toBe('Keep {unknown}')
  })
})
