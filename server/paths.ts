// Where the project is, and how each process of the product is run: from the build
// (.output/pollwise/*.mjs, plain JavaScript, what `npm start` runs) or, in tests and tooling, from
// the sources under tsx. server/entries.json names the entries once, for this and the build.
import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import entries from './entries.json' with { type: 'json' }

const here = fileURLToPath(new URL('.', import.meta.url))

/** Whether this code runs from the build. */
export const BUILT = here.includes(`${sep}.output${sep}`)

export const ROOT = BUILT ? resolve(here, '../..') : resolve(here, '..')

/** The built app (nitro's output). */
export const APP_ENTRY = resolve(ROOT, '.output/server/index.mjs')

/** The built site server, API and realtime server (scripts/build.ts). */
export const SERVER_BUILD = resolve(ROOT, '.output/pollwise')

export type Entry = keyof typeof entries

/** The file that runs `entry`: built, or its source. */
export function entryFile(entry: Entry): string {
  return BUILT ? resolve(SERVER_BUILD, `${entry}.mjs`) : resolve(ROOT, entries[entry])
}

/** Whether the entry exists here (the reference API is optional: an operator may run their own). */
export const hasEntry = (entry: Entry): boolean => existsSync(resolve(ROOT, entries[entry])) || existsSync(entryFile(entry))

/** The arguments to `node` that run `entry`. */
export function nodeArgs(entry: Entry): string[] {
  return BUILT ? ['--enable-source-maps', entryFile(entry)] : ['--import', 'tsx', entryFile(entry)]
}
