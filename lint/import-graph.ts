// The static import graph of the repository's own TypeScript, and the circles in it. A circle
// means two modules cannot be understood, tested or moved apart; at run time it also makes
// one of them see the other half-initialised. `import type` edges count: a type-only circle
// couples the modules just the same (the login throttle circle ran through one), and the fix is
// the same — move the shared piece down. Dynamic `import()` does not count: it runs after every
// module has loaded and is how a part is kept separable on purpose.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'paraglide', '.output', 'dist'])

/** Every .ts/.tsx file under those of `directories` that exist (the site stands without api/). */
export function sourceFiles(root: string, directories: readonly string[]): string[] {
  const found: string[] = []
  const walk = (directory: string) => {
    for (const name of readdirSync(directory)) {
      const path = join(directory, name)
      if (statSync(path).isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(name)) walk(path)
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(relative(root, path))
    }
  }
  for (const directory of directories) if (existsSync(join(root, directory))) walk(join(root, directory))
  return found.sort()
}

/** The relative module specifiers a file imports or re-exports statically, type-only ones included. */
export function staticImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  for (const statement of file.statements) {
    const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) specifiers.push(specifier.text)
  }
  return specifiers
}

/** The .ts/.tsx file a relative specifier names, or null (a .js, .css or JSON import). */
function resolveImport(root: string, from: string, specifier: string): string | null {
  const base = resolve(root, dirname(from), specifier.replace(/\?.*$/, ''))
  const candidates = /\.tsx?$/.test(base) ? [base] : [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  return hit ? relative(root, hit) : null
}

export type ImportGraph = Map<string, string[]>

export function importGraph(root: string, directories: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const file of sourceFiles(root, directories)) {
    const targets = staticImports(file, readFileSync(join(root, file), 'utf8'))
      .map((specifier) => resolveImport(root, file, specifier))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/**
 * One circle per strongly connected component (Tarjan), as the path that closes it:
 * `[a, b, c, a]`. A file importing itself is a circle too.
 */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let counter = 0

  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component)
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return components.map((component) => closingPath(graph, new Set(component)))
}

/** A shortest path from the component's first member (alphabetically) back to itself. */
function closingPath(graph: ImportGraph, members: Set<string>): string[] {
  const start = [...members].sort()[0]!
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()!
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue
      if (next === start) {
        const path = [start]
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) path.splice(1, 0, at)
        return [...path, start]
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start, start]
}
