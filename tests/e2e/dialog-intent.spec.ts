// The sign-in dialog is light and early (decision 024): its code is not in the page's first
// JavaScript but loads on intent (hovering the header's sign-in and join controls) and while the
// browser is idle, so that the click loads nothing more of it. That it speaks the page's language,
// its validation errors included, is the locale suite's (locale.spec.ts), in every message file.
import type { Browser, Page, Request } from '@playwright/test'
import config, { SITE } from '../../playwright.config'
import { expect, open, test } from './fixtures'
import { message } from './messages'

/** The scripts the page requests from now on. */
function watchScripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

declare global {
  interface Window {
    /** Runs the idle callbacks held back so far (see holdIdle). */
    runIdle?: () => void
  }
}

/** Holds back the idle-time preload, and everything else waiting for an idle browser, until runIdle. */
async function holdIdle(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = []
    window.requestIdleCallback = (callback) => held.push(callback)
    window.runIdle = () => held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }))
  })
}

const CONTROLS = [
  { name: 'header_join', opened: (page: Page) => page.getByRole('dialog') },
  { name: 'header_sign_in', opened: (page: Page) => page.locator('.auth-panel') },
] as const
type Control = (typeof CONTROLS)[number]

const headerLink = (page: Page, control: Control) =>
  page.getByRole('banner').getByRole('link', { name: message('de', control.name), exact: true })

/** The scripts a click alone needs (no hover, no idle time) to open what the control opens. */
async function codeOfOpening(browser: Browser, control: Control): Promise<string[]> {
  const context = await browser.newContext({ ...config.use, baseURL: SITE })
  const page = await context.newPage()
  await holdIdle(page)
  await open(page, '/de-de')
  await page.waitForLoadState('networkidle')
  const scripts = watchScripts(page)
  await headerLink(page, control).dispatchEvent('click')
  await expect(control.opened(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  await context.close()
  return scripts
}

test.describe('the dialog loads on intent', () => {
  for (const control of CONTROLS) {
    test(`hovering ${control.name} loads all the code it opens before the click, which then loads none`, async ({ page, browser }) => {
      const needed = await codeOfOpening(browser, control)
      // None of it is in the page's first JavaScript.
      expect(needed.length, 'scripts a click alone needs').toBeGreaterThan(0)

      await holdIdle(page)
      await open(page, '/de-de')
      await page.waitForLoadState('networkidle')
      const scripts = watchScripts(page)
      await headerLink(page, control).hover()
      await expect.poll(() => needed.filter((path) => !scripts.includes(path)), { message: 'not yet requested on hover' }).toEqual([])
      const onHover = scripts.length

      await headerLink(page, control).click()
      await expect(control.opened(page)).toBeVisible()
      expect(scripts.slice(onHover), 'scripts requested by the click').toEqual([])
    })
  }

  test('while the browser is idle, the code loads without any intent; the click then only needs the server-function fetcher', async ({
    page,
  }) => {
    await holdIdle(page)
    const scripts = watchScripts(page)
    const arrived: string[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') arrived.push(new URL(request.url()).pathname)
    })
    await open(page, '/de-de/about')
    await page.waitForLoadState('networkidle')
    const beforeIdle = scripts.length
    await page.evaluate(() => window.runIdle?.())
    // The page has been network-idle before, so waitForLoadState would not wait: watch the scripts.
    await expect.poll(() => scripts.length, { message: 'scripts requested while idle' }).toBeGreaterThan(beforeIdle)
    // Loaded code may ask for more (the dialog's asks for the passkey ceremonies): settled once
    // every script asked for has arrived and nothing more was asked for a moment.
    await expect
      .poll(
        async () => {
          const asked = scripts.length
          await page.waitForTimeout(300)
          return arrived.length === scripts.length && scripts.length === asked
        },
        { message: 'every script requested has arrived, and no more are asked for' },
      )
      .toBe(true)
    const beforeClick = scripts.length

    await page
      .getByRole('banner')
      .getByRole('link', { name: message('de', 'header_join'), exact: true })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // The click (after Playwright's hover) needs the server-function fetcher, and the passkey
    // ceremonies, which come on intent and never while idle (decision 034).
    expect(
      scripts.slice(beforeClick).filter((path) => !/\/(serverFnFetcher|passkey-ceremonies|passkey-support)-[\w-]+\.js$/.test(path)),
    ).toEqual([])
  })
})

test('the dialog opens and closes over the page as it is: where it was scrolled, the same live connection, no server call after the hover', async ({
  page,
}) => {
  const sockets: string[] = []
  page.on('websocket', (socket) => {
    sockets.push('open')
    socket.on('close', () => sockets.push('closed'))
  })
  const calls: string[] = []
  let answered = 0
  const isCall = (url: string) => new URL(url).pathname.startsWith('/_serverFn/')
  // The e-mail field's passkey autofill asks for its options once the dialog is open (decision 034):
  // a call the dialog does not wait for, told apart by its answer.
  const passkeyOptions: string[] = []
  page.on('request', (request) => {
    if (isCall(request.url())) calls.push(request.url())
  })
  page.on('requestfinished', async (request) => {
    if (!isCall(request.url())) return
    const body = await (await request.response())?.text().catch(() => '')
    if (body?.includes('optionsJSON')) passkeyOptions.push(request.url())
    // Counted once told apart, so that a check of every call answered sees it classified.
    answered++
  })
  await open(page, '/de-de')
  await expect.poll(() => sockets, { message: 'the live list connects once the page is idle' }).toEqual(['open'])
  const heading = await page.locator('h1').elementHandle()
  const join = headerLink(page, CONTROLS[0])
  await join.hover()
  // The hover preloads the dialog's head and words (two calls), nothing of the page beneath.
  await expect.poll(() => [calls.length, answered], { message: 'calls made and answered on hover' }).toEqual([2, 2])
  const afterHover = calls.length
  // Scrolled down the page: the dialog opens over it where it is, and closing finds it there.
  await page.evaluate(() => window.scrollTo(0, 1200))
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  // A click where the link is (Playwright's own would first scroll the sticky header's link "into view").
  await join.dispatchEvent('click')
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await page.evaluate(() => window.scrollY), 'scrolled with the dialog open').toBe(scrolled)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).toHaveURL(/\/de-de$/)
  expect(await page.evaluate(() => window.scrollY), 'scrolled once it closed').toBe(scrolled)
  await expect.poll(() => answered, { message: 'every call answered' }).toBe(calls.length)
  expect(
    calls.slice(afterHover).filter((url) => !passkeyOptions.includes(url)),
    'server calls from the click on, but the passkey autofill’s',
  ).toEqual([])
  expect(sockets, 'the live connection').toEqual(['open'])
  // The page beneath was neither rebuilt nor replaced.
  expect(await heading!.evaluate((element) => element.isConnected)).toBe(true)
})
