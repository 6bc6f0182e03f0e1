// The privacy policy names every cookie the site sets, and no other: each language's list under
// "Cookies" is held against the cookie table (shared/cookies/cookies.ts), so that a cookie added
// to the site without its entry in every policy, or an entry left for a cookie gone, fails here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COOKIES } from '../../shared/cookies/cookies'
import { MESSAGE_FILES } from '../../shared/i18n/locales'

const policy = (file: string) => readFileSync(new URL(`../../../content/legal/${file}/policy.md`, import.meta.url), 'utf8')

/** The cookies section: from its heading ({#cookies}) to the next heading. */
function cookiesSection(source: string): string {
  const start = source.search(/^## .*\{#cookies\}\s*$/m)
  if (start < 0) return ''
  const rest = source.slice(source.indexOf('\n', start) + 1)
  const end = rest.search(/^#{1,2} /m)
  return end < 0 ? rest : rest.slice(0, end)
}

/** Each list item that names a cookie (`- **name** — …`), by name. */
function cookieEntries(section: string): Map<string, string> {
  return new Map([...section.matchAll(/^- \*\*([\w-]+)\*\*(.*)$/gm)].map((match) => [match[1]!, match[2]!]))
}

/** A lifetime as people say it: days, else hours, else minutes. */
function lifetimeNumber(seconds: number): number {
  const DAY = 86_400
  if (seconds % DAY === 0) return seconds / DAY
  if (seconds % 3600 === 0) return seconds / 3600
  return seconds / 60
}

const names = Object.values(COOKIES)
  .map((cookie) => cookie.name)
  .sort()

describe('the privacy policy’s cookie list', () => {
  for (const file of MESSAGE_FILES) {
    it(`${file}: names every cookie of the table, and no other`, () => {
      const entries = cookieEntries(cookiesSection(policy(file)))
      expect([...entries.keys()].sort()).toEqual(names)
    })

    it(`${file}: says how long each cookie lasts, and which ones scripts cannot read`, () => {
      const entries = cookieEntries(cookiesSection(policy(file)))
      for (const cookie of Object.values(COOKIES)) {
        const entry = entries.get(cookie.name) ?? ''
        // "one day", "ساعة واحدة" may be written in words; every longer lifetime is a number.
        const lifetime = lifetimeNumber(cookie.maxAge)
        if (lifetime > 2) expect(entry, `${file}: ${cookie.name}`).toMatch(new RegExp(`(^|\\D)${lifetime}(\\D|$)`))
        expect(entry.includes('httpOnly'), `${file}: ${cookie.name} httpOnly`).toBe(cookie.httpOnly)
      }
    })
  }

  it('finds the list: the section and its entries are read, not assumed', () => {
    const section = cookiesSection(
      '## A {#a}\n\n- **x** — no\n\n## Cookies {#cookies}\n\n- **consent** — yes\n\n## B {#b}\n\n- **y** — no\n',
    )
    expect([...cookieEntries(section).keys()]).toEqual(['consent'])
  })
})
