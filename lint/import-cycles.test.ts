// No module of the site, the API, the contract or the scripts reaches itself through its
// imports (lint/import-graph.ts says which imports count and why).
import { describe, expect, it } from 'vitest'
import { circles, importGraph, staticImports } from './import-graph'

const root = new URL('..', import.meta.url).pathname

/**
 * TanStack Router's generated tree imports the router's type to register it, and the router
 * imports the tree: generated, and type-only in one direction.
 */
const ALLOWED = [['app/routeTree.gen.ts', 'app/router.tsx']]

const allowed = (circle: string[]) =>
  ALLOWED.some((pair) => circle.length === pair.length + 1 && pair.every((file) => circle.includes(file)))

describe('import circles', () => {
  it('there are none in app/, api/, contract/, scripts/ and lint/', () => {
    const found = circles(importGraph(root, ['app', 'api', 'contract', 'scripts', 'lint'])).filter((circle) => !allowed(circle))
    expect(found.map((circle) => circle.join(' → '))).toEqual([])
  })

  it('the known generated one is still seen, so the check reads the real graph', () => {
    const found = circles(importGraph(root, ['app']))
    expect(found.filter(allowed)).toHaveLength(1)
  })

  it('finds a circle through a type-only import and a re-export, and reports the path that closes it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(circles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['e.ts', 'e.ts'],
    ])
    expect(
      staticImports(
        'x.ts',
        "import type { A } from './a'\nexport { b } from './b'\nimport { z } from 'zod'\nconst c = import('./c')\nimport './d.css'",
      ),
    ).toEqual(['./a', './b', './d.css'])
  })
})
