// The render cache leaves out of its key every parameter not in PAGE_QUERY_PARAMS: a route that
// read another one would be served a page rendered without it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_QUERY_PARAMS } from './search-params'

const APP = join(import.meta.dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'paraglide' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

describe('PAGE_QUERY_PARAMS', () => {
  it('names every parameter a route reads from its raw search', () => {
    const read = new Set<string>()
    for (const file of sources(APP)) for (const match of readFileSync(file, 'utf8').matchAll(/\braw\.(\w+)/g)) read.add(match[1]!)
    // The path guard's `raw` is a path, not a search.
    read.delete('replace')
    expect(read.size).toBeGreaterThan(3)
    expect([...read].filter((name) => !PAGE_QUERY_PARAMS.has(name))).toEqual([])
  })
})
