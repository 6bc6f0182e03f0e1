// ESLint rule that keeps the project's units apart (DESIGN.md §10):
// - `contract/` imports neither `app/` nor `api/`; `app/` never imports `api/` and `api/` never
//   imports `app/`, so the site builds against any operator's API;
// - `server/` (the site's HTTP server, its workers, supervisor and render cache) imports
//   `contract/` and the plain modules of `app/shared` (no component, no server function), and
//   nothing imports `server/`: the app runs under any server, and the server reaches the app only
//   through its build;
// - inside `app/`, imports flow one way: shared code (`app/shared/<concern>/`, and the generated
//   `app/paraglide/`) → features → routes (and the entry files). A feature never imports another
//   feature or a route, and shared code imports no feature. Where code runs is said by its suffix
//   (`.server.ts`, `.functions.ts`, plain `.ts`), so folders say what it is for.
import { dirname, relative, resolve, sep } from 'node:path'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')

/** @typedef {{ unit: 'app' | 'api' | 'contract' | 'server' | 'other', layer?: 'shared' | 'feature' | 'route', feature?: string, file?: string }} Place */

/**
 * Where a repository-relative path belongs: unit, and inside app/ its layer and feature.
 * @param {string} path
 * @returns {Place}
 */
export function placeOf(path) {
  const parts = path.split(sep).join('/').split('/')
  const [unit, second = '', third] = parts
  if (unit === 'contract' || unit === 'api' || unit === 'server') return { unit }
  if (unit !== 'app') return { unit: 'other' }
  const file = parts[parts.length - 1]
  if (second === 'features') return { unit, layer: 'feature', feature: third, file }
  if (second === 'routes' || ['router.tsx', 'start.ts', 'entry.server.ts', 'routeTree.gen.ts'].includes(second))
    return { unit, layer: 'route', file }
  return { unit, layer: 'shared', file }
}

/**
 * The reason an import from `from` to `to` crosses a boundary, or null.
 * @param {Place} from
 * @param {Place} to
 * @returns {string | null}
 */
export function violation(from, to) {
  if (to.unit === 'server' && from.unit !== 'server') return `nothing outside server/ imports server/ (${from.unit}/ does)`
  if (from.unit === 'server') {
    if (to.unit === 'app' && to.layer !== 'shared') return `server/ imports only app/shared, not a ${to.layer}`
    if (to.unit === 'app' && /\.(tsx|functions\.ts)$/.test(to.file ?? '')) return 'server/ imports no component and no server function'
    if (to.unit === 'api') return 'server/ must not import api/ (it runs the API as a process of its own)'
    return null
  }
  if (to.unit === 'other' || from.unit === 'other') return null
  if (from.unit === 'contract' && to.unit !== 'contract') return `contract/ must not import ${to.unit}/`
  if (from.unit === 'app' && to.unit === 'api') return 'app/ must not import api/ (talk to the API over HTTP, through contract/)'
  if (from.unit === 'api' && to.unit === 'app') return 'api/ must not import app/'
  if (from.unit !== 'app' || to.unit !== 'app') return null
  if (from.layer === 'shared' && to.layer !== 'shared') return `shared code (app/shared) must not import a ${to.layer}`
  if (from.layer === 'feature' && to.layer === 'route') return 'a feature must not import a route'
  if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature)
    return `feature "${from.feature}" must not import feature "${to.feature}" (compose them in a route, or move shared code to app/shared)`
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect the contract/app/api boundaries and the shared → features → routes flow.' },
    schema: [],
    messages: { crossing: 'Import of "{{source}}" crosses a boundary: {{reason}}.' },
  },
  create(context) {
    const file = relative(ROOT, context.filename)
    const from = placeOf(file)
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = relative(ROOT, resolve(dirname(context.filename), source))
      const reason = violation(from, placeOf(target))
      if (reason) context.report({ node, messageId: 'crossing', data: { source, reason } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value)
      },
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, node.source.value)
      },
    }
  },
}

export default { meta: { name: 'pollwise-boundaries' }, rules: { imports: rule } }
