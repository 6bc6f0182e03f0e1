// Proves the boundary rule bites: real ESLint, the project's own configuration, virtual files.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

async function crossings(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message)
}

describe('boundaries', () => {
  it('refuses app/ importing api/', async () => {
    const found = await crossings('app/shared/site/example.ts', "import { x } from '../../../api/config'")
    expect(found).toEqual([expect.stringContaining('app/ must not import api/')])
  })

  it('refuses api/ importing app/ and contract/ importing either', async () => {
    expect(await crossings('api/example.ts', "import { x } from '../app/shared/i18n/locales'")).toHaveLength(1)
    expect(await crossings('contract/example.ts', "import { x } from '../api/config'")).toHaveLength(1)
    expect(await crossings('contract/example.ts', "export { x } from '../app/shared/i18n/locales'")).toHaveLength(1)
  })

  it('keeps features apart and shared code below them', async () => {
    expect(await crossings('app/features/layout/x.tsx', "import { x } from '../locale/locale-switcher'")).toEqual([
      expect.stringContaining('feature "layout" must not import feature "locale"'),
    ])
    expect(await crossings('app/shared/site/x.ts', "import { x } from '../../features/pages/home-page'")).toHaveLength(1)
    expect(await crossings('app/shared/ui/x.ts', "const y = import('../../routes/__root')\nimport { x } from './z'")).toHaveLength(1)
    expect(await crossings('app/features/pages/x.ts', "import { x } from '../../routes/__root'")).toHaveLength(1)
  })

  it('allows the intended directions', async () => {
    expect(await crossings('app/routes/x.tsx', "import { x } from '../features/pages/home-page'")).toEqual([])
    expect(await crossings('app/features/pages/x.ts', "import { x } from '../../shared/i18n/use-site-locale'")).toEqual([])
    expect(await crossings('app/features/pages/x.ts', "import { x } from './pages.server'")).toEqual([])
    expect(await crossings('app/shared/i18n/x.ts', "import { x } from '../../../contract/locales'")).toEqual([])
    expect(await crossings('app/shared/forms/x.ts', "import { x } from '../i18n/locales'")).toEqual([])
    expect(await crossings('api/x.ts', "import { x } from '../contract/locales'")).toEqual([])
  })
})

describe('boundaries of server/', () => {
  it('lets server/ import contract/ and the plain modules of app/shared', async () => {
    expect(await crossings('server/x.ts', "import { x } from '../contract/locales'")).toEqual([])
    expect(await crossings('server/cache/x.ts', "import { x } from '../../app/shared/site/config.server'")).toEqual([])
  })

  it('refuses server/ importing a feature, a component, a server function or api/', async () => {
    expect(await crossings('server/x.ts', "import { x } from '../app/features/live/live.server'")).toHaveLength(1)
    expect(await crossings('server/x.ts', "import { x } from '../app/shared/ui/toast.tsx'")).toHaveLength(1)
    expect(await crossings('server/x.ts', "import { x } from '../app/shared/forms/request.functions.ts'")).toHaveLength(1)
    expect(await crossings('server/x.ts', "import { x } from '../api/config'")).toHaveLength(1)
  })

  it('refuses anything outside server/ importing it', async () => {
    for (const from of ['app/shared/site/x.ts', 'api/x.ts', 'scripts/x.ts', 'tests/e2e/x.ts'])
      expect(await crossings(from, `import { x } from '${'../'.repeat(from.split('/').length - 1)}server/worker'`)).toEqual([
        expect.stringContaining('nothing outside server/ imports server/'),
      ])
  })
})
