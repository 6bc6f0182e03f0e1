// The privacy policy and the terms: one Markdown file per language under content/legal/, bundled
// into the server and rendered here by `marked` (decision 013). Only the rendered HTML of the
// visitor's language reaches the browser, as loader data.
//
// The files are trusted repository content, and still nothing raw passes: HTML in them is
// escaped, headings take their anchor from an explicit `{#id}` so that every language links the
// same way, and the only links allowed are mailto: and the site's own pages.
import { Marked, type Tokens } from 'marked'
import type { LocaleEntry, MessageFile } from '../../shared/i18n/locales'
import { hostKindForLocale, localizedPath } from '../../shared/site/site-urls'
import type { SiteConfig } from '../../shared/site/config.server'

export const LEGAL_DOCUMENTS = ['policy', 'terms'] as const
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number]

/** Pages a document may link to, written in Markdown as `(policy)`, `(terms)` and so on. */
const PAGE_LINKS: Record<string, string> = {
  policy: '/policy',
  terms: '/terms',
  contact: '/contact',
  'personal-information': '/personal-information',
}

export interface LegalValues {
  site: string
  company: string
  companyAddress: string
  privacyEmail: string
  privacyOfficer: string
  privacyOfficerEmail: string
  supportEmail: string
}
export const LEGAL_PLACEHOLDERS: readonly (keyof LegalValues)[] = [
  'site',
  'company',
  'companyAddress',
  'privacyEmail',
  'privacyOfficer',
  'privacyOfficerEmail',
  'supportEmail',
]

/** The configuration a legal document names: the site, its operator and whom to write to. */
export type LegalConfig = Pick<
  SiteConfig,
  'siteName' | 'companyName' | 'companyAddress' | 'privacyEmail' | 'privacyOfficerName' | 'privacyOfficerEmail' | 'supportEmail'
>

export function legalValuesOf(config: LegalConfig): LegalValues {
  return {
    site: config.siteName,
    company: config.companyName,
    companyAddress: config.companyAddress,
    privacyEmail: config.privacyEmail,
    privacyOfficer: config.privacyOfficerName,
    privacyOfficerEmail: config.privacyOfficerEmail,
    supportEmail: config.supportEmail,
  }
}

export interface LegalDocument {
  html: string
  /** The level-2 sections, for the table of contents. */
  sections: { id: string; title: string }[]
}

const sources = import.meta.glob<string>('../../../content/legal/*/*.md', { query: '?raw', import: 'default', eager: true })

/** The Markdown source of a document in a message file's language (every language has each one: legal-documents.test.ts). */
export function legalSource(file: MessageFile, id: LegalDocumentId): string {
  const source = sources[`../../../content/legal/${file}/${id}.md`]
  if (source === undefined) throw new Error(`Missing legal document content/legal/${file}/${id}.md`)
  return source
}

/** Every `{#id}` heading of a source, in order, with its level. */
export function headingOutline(source: string): { depth: number; id: string }[] {
  return [...source.matchAll(/^(#{1,6}) .*\{#([a-z0-9-]+)\}\s*$/gm)].map((match) => ({ depth: match[1]!.length, id: match[2]! }))
}

/** Every `{name}` placeholder a source uses (ids in `{#…}` are not placeholders). */
export function placeholdersOf(source: string): string[] {
  return [...new Set([...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort()
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function renderLegalDocument(source: string, locale: LocaleEntry, values: LegalValues): LegalDocument {
  const sections: LegalDocument['sections'] = []
  const ids: string[] = []
  const text = source
    .replace(/^(#{1,6} .*?)\s*\{#([a-z0-9-]+)\}\s*$/gm, (_line, heading: string, id: string) => {
      ids.push(id)
      return heading
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escapeHtml(values[name as keyof LegalValues]) : whole))
  const hostKind = hostKindForLocale(locale)

  const marked = new Marked({
    gfm: true,
    renderer: {
      html: ({ text: raw }) => escapeHtml(raw),
      heading(token: Tokens.Heading) {
        const id = ids.shift()
        const inner = this.parser.parseInline(token.tokens)
        if (!id) throw new Error(`Heading without an {#id}: ${token.text}`)
        if (token.depth === 2) sections.push({ id, title: token.text })
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`
      },
      link(token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens)
        const page = PAGE_LINKS[token.href]
        if (page) return `<a href="${localizedPath(locale, page, hostKind)}">${inner}</a>`
        if (/^mailto:[^\s"<>]+$/.test(token.href)) return `<a href="${escapeHtml(token.href)}">${inner}</a>`
        return inner
      },
      image: ({ text: alt }) => escapeHtml(alt),
    },
  })
  const html = marked.parse(text, { async: false })
  return { html, sections }
}

const rendered = new Map<string, LegalDocument>()

/** A document rendered for a locale; memoised, since sources and configuration never change at run time. */
export function legalDocument(id: LegalDocumentId, locale: LocaleEntry, config: LegalConfig): LegalDocument {
  const values = legalValuesOf(config)
  const key = `${id}|${locale.code}|${LEGAL_PLACEHOLDERS.map((name) => values[name]).join('|')}`
  let document = rendered.get(key)
  if (!document) {
    document = renderLegalDocument(legalSource(locale.file, id), locale, values)
    rendered.set(key, document)
  }
  return document
}
