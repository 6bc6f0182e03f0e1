// Finds the API's endpoint paths written as literals in source: strings, template pieces and
// regular expressions, never comments. The endpoint table (contract/endpoints.ts) is where they
// are written once.
import ts from 'typescript'
import type { Endpoint } from '../contract/endpoints'

export interface PathLiteral {
  line: number
  text: string
  endpoint: string
}

/** Every literal piece of text in a file, with its line. */
function literals(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: { line: number; text: string }[] = []
  const visit = (node: ts.Node) => {
    let text: string | undefined
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) text = node.text
    // A regular expression writes its slashes escaped.
    else if (ts.isRegularExpressionLiteral(node)) text = node.text.replace(/\\\//g, '/')
    if (text !== undefined) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text })
    node.forEachChild(visit)
  }
  visit(file)
  return found
}

/**
 * How each endpoint's path shows in a literal: its text up to the first parameter, not glued to
 * more of a name on either side (`auth/check` is not in `auth/checkout`).
 */
function patterns(table: Record<string, Endpoint>): [string, RegExp][] {
  return Object.entries(table).map(([name, endpoint]) => {
    const [fixed = ''] = endpoint.path.split('{')
    const escaped = fixed.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
    return [name, new RegExp(`(?<![\\w-])${escaped}${fixed.endsWith('/') ? '' : '(?![\\w-])'}`)]
  })
}

export function endpointLiterals(fileName: string, source: string, table: Record<string, Endpoint>): PathLiteral[] {
  const byName = patterns(table)
  return literals(fileName, source).flatMap(({ line, text }) =>
    byName.filter(([, pattern]) => pattern.test(text)).map(([endpoint]) => ({ line, text, endpoint })),
  )
}
