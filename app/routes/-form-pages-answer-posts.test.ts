// The pages listed as taking a posted form (shared/forms/form-pages.ts: the site's HTTP server lets
// their bodies through and the request middleware lets their posts in) are exactly the page routes
// with a POST handler: a form added without its page in the list would be refused before its
// handler, and a page left in the list without a handler would render a page for a post.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routeFiles } from './-route-files'
import { FORM_PAGES } from '../shared/forms/form-pages'

const dir = new URL('.', import.meta.url).pathname

/** The page path a route file declares, without the locale prefix and pathless layouts. */
function pagePath(source: string): string | null {
  const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1]
  return id ? id.replace('/{-$locale}', '').replace('/_home', '') || '/' : null
}

const postPages = routeFiles(dir)
  .map((file) => readFileSync(file, 'utf8'))
  .filter((source) => /\bcomponent:/.test(source) && /handlers: \{[^}]*\bPOST:/.test(source))
  .map(pagePath)

describe('pages that take a posted form', () => {
  it('are the page routes with a POST handler, and only those', () => {
    expect(postPages.length).toBeGreaterThanOrEqual(7)
    expect([...postPages].sort()).toEqual([...FORM_PAGES].sort())
  })
})
