// A Vite plugin for the browser build: the sign-in dialog's chunks carry V8's explicit compile
// hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later), so that their functions are
// compiled when the chunk loads, on intent or while the browser is idle (decision 024), and not
// one by one on the click that opens the dialog. A trace of that click had V8 compiling about 130
// functions lazily, some 28 ms of it on this machine. Only chunks that are loaded ahead of need
// carry the hint: on the page's first JavaScript it would cost what it saves.
import type { Plugin } from 'vite'

/** The comment V8 reads as "compile every function of this script eagerly". */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The modules whose chunk opens the dialog: its route bodies, the panel and its fields. */
export const DIALOG_MODULES =
  /[\\/]app[\\/](?:routes[\\/]\{-\$locale\}[\\/]-sign-in-page\.tsx|features[\\/]auth[\\/]auth-panel\.tsx|shared[\\/]forms[\\/]text-field\.tsx)$/

/** A chunk's code with the hint first (a comment, so nothing else changes), when one of its modules matches. */
export function withCompileHint(code: string, moduleIds: readonly string[], modules: RegExp = DIALOG_MODULES): string | null {
  if (!moduleIds.some((id) => modules.test(id))) return null
  return `${COMPILE_HINT}\n${code}`
}

export function eagerCompile(): Plugin {
  return {
    name: 'pollwise:eager-compile',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After minification, which would drop the comment; before the files (and their compressed
    // copies) are written.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const hinted = withCompileHint(chunk.code, chunk.moduleIds)
        if (hinted !== null) chunk.code = hinted
      }
    },
  }
}
