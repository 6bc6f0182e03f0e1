// Every language has the privacy policy and the terms, with the English section structure and
// placeholders, really translated; and the renderer lets nothing raw through.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { localeByCode, MESSAGE_FILES } from '../../shared/i18n/locales'
import {
  headingOutline,
  LEGAL_DOCUMENTS,
  LEGAL_PLACEHOLDERS,
  legalValuesOf,
  placeholdersOf,
  renderLegalDocument,
} from './legal-documents.server'

const path = (file: string, id: string) => new URL(`../../../content/legal/${file}/${id}.md`, import.meta.url)
const read = (file: string, id: string) => readFileSync(path(file, id), 'utf8')
const values = legalValuesOf({
  siteName: 'Pollwise',
  companyName: 'Pollwise Research Ltd',
  companyAddress: '1 Test Street, London',
  privacyEmail: 'privacy@example.com',
  privacyOfficerName: 'Ana Test',
  privacyOfficerEmail: 'dpo@example.com',
  supportEmail: 'help@example.com',
})
const links = (source: string) => [...source.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]).sort()

describe('legal documents', () => {
  for (const id of LEGAL_DOCUMENTS) {
    const english = read('en', id)
    it(`${id}: the English source is complete`, () => {
      expect(headingOutline(english).length).toBeGreaterThan(8)
      expect(LEGAL_PLACEHOLDERS).toEqual(expect.arrayContaining(placeholdersOf(english)))
      if (id === 'policy') expect(placeholdersOf(english)).toEqual([...LEGAL_PLACEHOLDERS].sort())
    })
    for (const file of MESSAGE_FILES.filter((f) => f !== 'en')) {
      it(`${id} in ${file}: same sections, placeholders and links as English, and translated`, () => {
        expect(existsSync(path(file, id)), `content/legal/${file}/${id}.md`).toBe(true)
        const source = read(file, id)
        expect(headingOutline(source)).toEqual(headingOutline(english))
        expect(placeholdersOf(source)).toEqual(placeholdersOf(english))
        expect(links(source)).toEqual(links(english))
        // No paragraph or list item may be the English one.
        const englishBlocks = new Set(english.split('\n').filter((line) => line.trim().length > 40))
        const copied = source.split('\n').filter((line) => englishBlocks.has(line))
        expect(copied, `lines copied from English in ${file}/${id}`).toEqual([])
      })
    }
  }

  it('de-ch: the German documents with ss for ß, as Switzerland writes', () => {
    for (const id of LEGAL_DOCUMENTS) expect(read('de-ch', id)).toBe(read('de', id).replaceAll('ß', 'ss'))
  })

  it('renders ids, a table of contents, localized links and nothing raw', () => {
    const source = [
      'Intro with <script>alert(1)</script> and {site}.',
      '',
      '## First section {#first}',
      '',
      'See [the terms](terms), [write](mailto:{privacyEmail}), [elsewhere](https://evil.example) and ![x](https://evil.example/x.png).',
      '',
      '### Detail {#detail}',
      '',
      '- **{company}** item',
    ].join('\n')
    const french = renderLegalDocument(source, localeByCode('fr-fr'), values)
    expect(french.sections).toEqual([{ id: 'first', title: 'First section' }])
    expect(french.html).toContain('<h2 id="first">First section</h2>')
    expect(french.html).toContain('<h3 id="detail">Detail</h3>')
    expect(french.html).toContain('<a href="/fr-fr/terms">the terms</a>')
    expect(french.html).toContain('<a href="mailto:privacy@example.com">write</a>')
    expect(french.html).not.toContain('evil.example')
    expect(french.html).not.toContain('<script>')
    expect(french.html).toContain('&lt;script&gt;')
    expect(french.html).toContain('<strong>Pollwise Research Ltd</strong>')
    expect(renderLegalDocument(source, localeByCode('en'), values).html).toContain('<a href="/terms">the terms</a>')
  })

  it('escapes configured values', () => {
    const html = renderLegalDocument('Hello {site}.', localeByCode('en'), { ...values, site: '<b>x</b>' }).html
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;')
  })

  it('renders the real documents in every language with a table of contents', () => {
    for (const file of MESSAGE_FILES) {
      const locale = localeByCode(file === 'en' ? 'en' : (MESSAGE_LOCALE[file] ?? 'en'))
      for (const id of LEGAL_DOCUMENTS) {
        const rendered = renderLegalDocument(read(file, id), locale, values)
        expect(rendered.sections.length).toBe(headingOutline(read('en', id)).filter((h) => h.depth === 2).length)
        expect(rendered.html).not.toMatch(/\{\w+\}|\{#/)
      }
    }
  })
})

// One route locale per message file, to render with.
const MESSAGE_LOCALE: Record<string, Parameters<typeof localeByCode>[0]> = {}
for (const file of MESSAGE_FILES) {
  MESSAGE_LOCALE[file] = (
    [
      'en',
      'en-us',
      'de-de',
      'fr-fr',
      'es-es',
      'es-mx',
      'pt-pt',
      'zh-hk',
      'de-ch',
      'fr-ca',
      'it-it',
      'pt-br',
      'nl-nl',
      'sv-se',
      'da-dk',
      'no-no',
      'fi-fi',
      'pl-pl',
      'ja-jp',
      'ko-kr',
      'zh-sg',
      'th-th',
      'vi-vn',
      'id-id',
      'ar-sa',
      'tr-tr',
      'ro-ro',
      'cs-cz',
      'ms-my',
      'tl-ph',
    ] as const
  ).find((code) => localeByCode(code).file === file)!
}
