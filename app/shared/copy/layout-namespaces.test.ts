// The layout's and the shell's records: the built-in English shell (a failure before any loader
// ran) is exactly the English record a route sends, and every file's layout record holds the same
// messages, in its own language.
import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES } from '../i18n/locales'
import { t } from '../i18n/messages'
import { messagesOf } from '../i18n/messages.server'
import { LAYOUT_NAMESPACES, SHELL_NAMESPACES } from './layout-namespaces'
import { ENGLISH_SHELL } from './shell-messages'

describe('the layout’s records', () => {
  it('the built-in English shell is the English record', () => {
    expect(ENGLISH_SHELL).toEqual(messagesOf('en', SHELL_NAMESPACES))
  })

  it('every language’s layout record holds the same messages, the shell’s among them', () => {
    const english = Object.keys(messagesOf('en', LAYOUT_NAMESPACES)).sort()
    expect(english).toEqual(expect.arrayContaining(Object.keys(ENGLISH_SHELL)))
    for (const file of MESSAGE_FILES) expect(Object.keys(messagesOf(file, LAYOUT_NAMESPACES)).sort(), file).toEqual(english)
  })

  it('is in the asked language only', () => {
    const german = JSON.stringify(messagesOf('de', LAYOUT_NAMESPACES))
    expect(german).toContain('Jetzt registrieren')
    expect(german).not.toContain('Join now')
    expect(t(messagesOf('ja', SHELL_NAMESPACES), 'error_404_title')).not.toBe(t(ENGLISH_SHELL, 'error_404_title'))
  })

  it('fills the values the browser knows, and never reads a filled value as a placeholder', () => {
    const english = messagesOf('en', LAYOUT_NAMESPACES)
    const path = t(english, 'error_404_path', { path: '/{x}/y' })
    expect(path).toContain('/{x}/y')
    expect(path).not.toContain('{path}')
    expect(t(english, 'footer_rights', { year: 2026, site: 'Pollwise' })).toBe('© 2026 Pollwise. All rights reserved.')
    expect(t(messagesOf('pl', LAYOUT_NAMESPACES), 'locale_modal_results', { count: 3 })).toBe('3 opcje')
  })
})
