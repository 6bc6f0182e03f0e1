// Every route that renders a page declares its head (`head: pageHead`, shared/seo/page-head.ts):
// a page without one would render without title, description, canonical and alternates.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeFiles } from './-route-files'

const dir = new URL('.', import.meta.url).pathname

const pages = routeFiles(dir).filter((file) => /\bcomponent:/.test(readFileSync(file, 'utf8')))

describe('page routes', () => {
  it('are found', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12)
  })

  it.each(pages.map((file) => [relative(dir, file), file]))('%s declares its head', (_, file) => {
    const source = readFileSync(file, 'utf8')
    // The locale and home layouts and the root only frame pages, and the store redirects render
    // nothing (their server handler answers): each page route names its own head.
    if (/createRootRoute|createFileRoute\('\/\{-\$locale\}(\/_home)?'\)|component: \(\) => null/.test(source)) return
    expect(source).toMatch(/\bhead: pageHead\b/)
  })
})
