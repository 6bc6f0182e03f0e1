import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, withCompileHint } from './eager-compile'

describe('the compile hint of the dialog chunks', () => {
  it('goes first in a chunk that holds the dialog, and changes nothing else', () => {
    const code = 'import{a}from"./b.js";export function c(){return a}'
    expect(withCompileHint(code, ['/repo/app/features/auth/auth-panel.tsx', '/repo/app/features/auth/auth-steps.tsx'])).toBe(
      `${COMPILE_HINT}\n${code}`,
    )
    expect(withCompileHint(code, ['C:\\repo\\app\\routes\\{-$locale}\\-sign-in-page.tsx'])).toBe(`${COMPILE_HINT}\n${code}`)
    expect(withCompileHint(code, ['/repo/app/shared/forms/text-field.tsx'])).toBe(`${COMPILE_HINT}\n${code}`)
  })

  it('stays off the chunks every page loads', () => {
    expect(withCompileHint('x', ['/repo/app/features/auth/account-actions.tsx', '/repo/app/routes/__root.tsx'])).toBeNull()
    expect(withCompileHint('x', ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js'])).toBeNull()
  })
})
