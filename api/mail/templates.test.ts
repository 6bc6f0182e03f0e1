// The link lifetimes the mails state come from TTL, in every language: changing a TTL changes
// every mail of its purpose.
import { describe, expect, it } from 'vitest'
import { messageFiles as messageLanguages } from '../../contract/locales'
import { TTL } from '../security/tokens'
import { lifetimeText } from './lifetime'
import { type MailKind, mailLanguages, renderMail } from './templates'

const kinds: MailKind[] = ['verify', 'login', 'reset']
const vars = { site: 'Pollwise', link: 'https://example.test/l' }

describe('link lifetimes in mails', () => {
  it('are worded in the mail’s language, in whole units', () => {
    expect(lifetimeText(TTL.login, 'en')).toBe('10 minutes')
    expect(lifetimeText(TTL.verify, 'en')).toBe('24 hours')
    expect(lifetimeText(TTL.reset, 'en')).toBe('30 minutes')
    expect(lifetimeText(TTL.verify, 'de')).toBe('24 Stunden')
    // French keeps number and unit together with a no-break space.
    expect(lifetimeText(60 * 60_000, 'fr')).toMatch(/^1\sheure$/)
    expect(lifetimeText(3 * 24 * 60 * 60_000, 'en')).toBe('3 days')
    expect(lifetimeText(90 * 60_000, 'en')).toBe('90 minutes')
  })

  it('state the TTL of their purpose in every template of every language', () => {
    expect([...mailLanguages].sort()).toEqual([...messageLanguages].sort())
    for (const language of mailLanguages) {
      for (const kind of kinds) {
        const { text } = renderMail(kind, language, vars)
        expect(text, `${language} ${kind}`).toContain(lifetimeText(TTL[kind], language))
        expect(text, `${language} ${kind}`).not.toContain('{lifetime}')
      }
    }
  })

  it('change with the value', () => {
    for (const language of mailLanguages) {
      for (const kind of kinds) {
        const longer = TTL[kind] + 2 * 60 * 60_000
        const stated = renderMail(kind, language, vars).text
        const changed = renderMail(kind, language, { ...vars, lifetimeMs: longer }).text
        expect(changed, `${language} ${kind}`).toContain(lifetimeText(longer, language))
        expect(changed, `${language} ${kind}`).not.toContain(lifetimeText(TTL[kind], language))
        expect(changed).not.toBe(stated)
      }
    }
  })
})
