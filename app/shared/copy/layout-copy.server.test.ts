// The layout and shell strings reach the browser in one language, with the placeholders the
// browser fills kept intact.
import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES, type MessageFile } from '../i18n/locales'
import { pluralText } from '../i18n/wait-time'
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
      // The general form always counts; a language may word one, two or none without the number (Arabic).
      expect(copy.locale.results.forms.other, file).toContain('{count}')
      expect(copy.footer.rights, file).toContain('{year}')
      expect(copy.footer.productOf, file).toContain('Pollwise Research Ltd')
      expect(shellCopy(file).notFound.path, file).toContain('{path}')
    }
  })

  it('says how many options match in the right plural form of each language', () => {
    const results = (file: MessageFile, count: number) => {
      const { forms, locale } = layoutCopy(file, names).locale.results
      return pluralText(forms, locale, count)
    }
    expect([results('en', 1), results('en', 3)]).toEqual(['1 option', '3 options'])
    expect([results('pl', 1), results('pl', 3), results('pl', 5)]).toEqual(['1 opcja', '3 opcje', '5 opcji'])
    expect([results('ar', 2), results('ar', 3), results('ar', 11)]).toEqual(['خياران', '3 خيارات', '11 خيارًا'])
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
