// Every template in every language, both parts: the button, the lifetime in words, the address and
// the reason are there, no placeholder is left, and the lifetimes come from TTL.
import { describe, expect, it } from 'vitest'
import { baseFileOf, messageFiles as messageLanguages } from '../../contract/locales'
import { TTL } from '../security/tokens'
import { BRAND } from './layout'
import { lifetimeText } from '../../contract/lifetime'
import { composeMail, isolated, type MailKind, renderMail } from './templates'
import { mailWords } from './words'

const kinds: MailKind[] = ['verify', 'login', 'reset']
const email = 'ana.o+test@example.com'
const link = 'https://pollwise.example/en-us/login?token=abcDEF123_-abcDEF123_-abcDEF123_-abcDEF1234'
const vars = { site: 'Pollwise', link, email }

/** As React escapes text and attribute values. */
const escaped = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const fill = (s: string, language: string, kind: MailKind) =>
  s
    .replace('{site}', 'Pollwise')
    .replace('{email}', isolated(email, language === 'ar'))
    .replace('{lifetime}', lifetimeText(TTL[kind], language))

describe('every mail in every language', () => {
  for (const language of messageLanguages) {
    it(`${language}: HTML with one branded button and a text alternative, each saying how long, to whom and why`, async () => {
      for (const kind of kinds) {
        const copy = mailWords(language)[kind]
        const mail = await renderMail(kind, language, vars)
        const where = `${language} ${kind}`
        const lifetime = lifetimeText(TTL[kind], language)
        const reason = fill(copy.reason, language, kind)
        for (const part of [mail.subject, mail.text, mail.html]) expect(part, where).not.toMatch(/\{[a-z]+\}/)

        // HTML: the language and direction, the button (the link, on the brand's purple), the lifetime,
        // the address and the reason; no remote image, no script.
        expect(mail.html, where).toMatch(new RegExp(`<html[^>]* lang="${language}"`))
        expect(mail.html, where).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
        const button = new RegExp(
          `<a[^>]*href="${escaped(link).replace(/[?.]/g, '\\$&')}"[^>]*background-color:${BRAND}[^>]*>[\\s\\S]*?</a>`,
        )
        const anchor = button.exec(mail.html)?.[0]
        expect(anchor, where).toBeDefined()
        expect(anchor, where).toContain(escaped(fill(copy.button, language, kind)))
        expect(mail.html, where).toContain(escaped(lifetime))
        expect(mail.html, where).toContain(escaped(email))
        // In a right-to-left mail the address is isolated, so its hyphens and digits stay with it.
        if (language === 'ar') expect(mail.text, where).toContain(`\u2068${email}\u2069`)
        expect(mail.html, where).toContain(escaped(reason))
        expect(mail.html, where).toContain(escaped(mailWords(language).ignore))
        expect(mail.html, where).not.toMatch(/<img|<script|src="http|url\(/i)

        // Text: the same words, the link written out.
        expect(mail.text, where).toContain(`${fill(copy.intro, language, kind)}\n${link}\n`)
        expect(mail.text, where).toContain(lifetime)
        expect(mail.text, where).toContain(email)
        expect(mail.text, where).toContain(reason)
        expect(mail.subject, where).toBe(fill(copy.subject, language, kind))
      }
    })
  }

  it('use each language’s own words', () => {
    for (const kind of kinds) {
      // A regional variant may share its base language's words; every other file has its own.
      const own = messageLanguages.filter((language) => baseFileOf(language) === undefined)
      const buttons = new Set(own.map((language) => mailWords(language)[kind].button))
      const reasons = new Set(own.map((language) => mailWords(language)[kind].reason))
      // es and es-419 may share a button's label; nothing else does.
      expect(buttons.size, kind).toBeGreaterThanOrEqual(own.length - 3)
      expect(reasons.size, kind).toBe(own.length)
    }
  })

  it('speak as the site does: German says "du", French "vous"', () => {
    const words = (language: 'de' | 'fr') =>
      new Set(
        kinds
          .flatMap((kind) => Object.values(mailWords(language)[kind]))
          .concat(mailWords(language).fallback, mailWords(language).ignore)
          .flatMap((sentence) => sentence.match(/\p{L}+/gu) ?? []),
      )
    const de = words('de')
    for (const formal of ['Sie', 'Ihr', 'Ihre', 'Ihres', 'Ihnen']) expect(de.has(formal), formal).toBe(false)
    for (const informal of ['du', 'dein', 'deine', 'deines']) expect(de.has(informal), informal).toBe(true)
    const fr = words('fr')
    for (const informal of ['tu', 'ton', 'ta', 'tes', 'toi']) expect(fr.has(informal), informal).toBe(false)
    expect(fr.has('vous') && fr.has('votre')).toBe(true)
  })

  it('say an Arabic mail is right-to-left inside its body too, which webmail keeps when it embeds a message', async () => {
    const mail = await renderMail('login', 'ar-sa', vars)
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(mail.html)?.[1] ?? ''
    expect(mail.html).toMatch(/<body[^>]* dir="rtl"/)
    // Within what webmail keeps, the container that holds every word says its direction.
    const container = /<table[^>]* dir="rtl"/.exec(body)?.index ?? Infinity
    expect(container).toBeLessThan(body.search(/<h1|<p[ >]/))
    const english = await renderMail('login', 'en', vars)
    expect(english.html).not.toContain('dir="rtl"')
  })

  it('keep a `$` in a value as it is', async () => {
    const mail = await renderMail('login', 'en', { ...vars, link: 'http://x/$&', site: 'S$1' })
    expect(mail.text).toContain('http://x/$&')
    expect(mail.subject).toBe('Your S$1 sign-in link')
  })
})

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

  it('change with the value', () => {
    for (const language of messageLanguages) {
      for (const kind of kinds) {
        const longer = TTL[kind] + 2 * 60 * 60_000
        const stated = composeMail(kind, language, vars).text
        const changed = composeMail(kind, language, { ...vars, lifetimeMs: longer }).text
        expect(changed, `${language} ${kind}`).toContain(lifetimeText(longer, language))
        expect(changed, `${language} ${kind}`).not.toContain(lifetimeText(TTL[kind], language))
        expect(changed).not.toBe(stated)
      }
    }
  })
})
