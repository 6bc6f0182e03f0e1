// The route files under a folder, for the tests that hold every route to a rule (files starting
// with `-` are not routes).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.startsWith('-') ? [path] : []
  })
}
