// Who may keep an answer (decision 017): anything rendered for a member, or that sets a cookie, is
// `private, no-store`; anonymous pages have an explicit policy; static files say nosniff too.
import { expect, test } from '@playwright/test'
import { memberToken } from './auth'
import { get } from './http'

async function memberCookie(): Promise<string> {
  return `auth-token=${await memberToken('caching')}; i18n_redirected=en`
}

test('a page rendered for a member, and the redirect of a member to the app, are never stored', async () => {
  const cookie = await memberCookie()
  const page = await get('/fr-fr/about', { Cookie: cookie })
  expect(page.status).toBe(200)
  expect(page.headers['cache-control']).toBe('private, no-store')
  // A member opening a sign-in page is sent to the member app.
  const redirect = await get('/fr-fr/register', { Cookie: cookie })
  expect(redirect.status).toBeGreaterThanOrEqual(300)
  expect(redirect.status).toBeLessThan(400)
  expect(redirect.headers['cache-control']).toBe('private, no-store')
})

test('an answer that sets a cookie is never stored; an anonymous page has an explicit policy', async () => {
  // An e-mailed link's first request sets the pending-link cookie.
  const link = await get('/reset-password?token=abc&email=someone%40example.com', { Cookie: 'i18n_redirected=en' })
  expect(link.status).toBe(303)
  expect(link.headers['set-cookie']).toBeDefined()
  expect(link.headers['cache-control']).toBe('private, no-store')

  const anonymous = await get('/fr-fr/about')
  expect(anonymous.status).toBe(200)
  expect(anonymous.headers['cache-control']).toBe('private, no-cache')
})

test('static files carry nosniff like every other answer', async () => {
  const art = await get('/art/hero.svg')
  expect(art.status).toBe(200)
  expect(art.headers['x-content-type-options']).toBe('nosniff')
  const page = await get('/fr-fr')
  // The page names its scripts in the loader that adds them after the first paint (decision 025).
  const script = /["'](\/assets\/[\w.-]+\.js)["']/.exec(page.body)?.[1]
  expect(script).toBeDefined()
  const asset = await get(script!)
  expect(asset.status).toBe(200)
  expect(asset.headers['x-content-type-options']).toBe('nosniff')
})
