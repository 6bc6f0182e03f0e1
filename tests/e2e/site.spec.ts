// The site in a real browser: languages and directions, layout controls, the localization modal,
// 404 pages and the access-denied page.
import { expect, open, test } from './fixtures'
import { message } from './messages'

test.describe('locales in the browser', () => {
  for (const { code, lang, dir, file } of [
    { code: 'ar-sa', lang: 'ar-SA', dir: 'rtl', file: 'ar' },
    { code: 'ja-jp', lang: 'ja-JP', dir: 'ltr', file: 'ja' },
    { code: 'tl-ph', lang: 'fil-PH', dir: 'ltr', file: 'fil' },
  ] as const) {
    test(`${code} renders in its language and direction`, async ({ page }) => {
      await open(page, `/${code}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(file, 'home_heading'))
      // Client-side navigation keeps the language and the prefix.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: message(file, 'policy_title'), exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${code}/policy$`))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(file, 'policy_heading'))
    })
  }
})

test('a client navigation brings the head along: title, canonical and every hreflang alternate', async ({ page }) => {
  await open(page, '/de-de')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('de', 'policy_title'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/de-de\/policy$/)
  await expect(page).toHaveTitle(new RegExp(`^${message('de', 'policy_title')}`))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de-de\/policy$/)
  // The alternates follow in a render of their own, after the page's first frame: one per
  // language and the default, each the same page.
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  await expect(alternates.and(page.locator('[href$="/policy"]'))).toHaveCount(await alternates.count())
  expect(await alternates.count()).toBeGreaterThan(80)
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', /\/fr-fr\/policy$/)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/policy$/)
})

test('the menu control opens and closes the navigation on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await open(page, '/en-gb')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  await nav.getByRole('link', { name: 'PayPal' }).click()
  await expect(page).toHaveURL(/\/en-gb\/surveys-for-paypal-gift-card$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'paypal_heading'))
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
})

test('the nav anchors reach the home page sections', async ({ page }) => {
  await open(page, '/en-us/about')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click()
  await expect(page).toHaveURL(/\/en-us#rewards$/)
  await expect(page.getByRole('heading', { name: message('en', 'home_rewards_heading'), level: 2 })).toBeInViewport()
})

test('the footer shows configured social links and the legal lines', async ({ page }) => {
  await open(page, '/en-gb')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Pollwise on Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/pollwise')
  await expect(footer.getByRole('link', { name: 'Pollwise on Telegram' })).toBeVisible()
  // Each configured network is its icon, a stylesheet mask of its file (which the site serves), the
  // link named by its (hidden) text.
  const facebook = footer.getByRole('link', { name: 'Pollwise on Facebook' })
  const icon = facebook.locator('.social-icon[aria-hidden="true"]')
  await expect(icon).toBeVisible()
  const mask = await icon.evaluate((element) => getComputedStyle(element).maskImage)
  expect(mask).toMatch(/url\(".*\/icons\/social-facebook\.svg"\)/)
  const file = await page.request.get('/icons/social-facebook.svg')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  await expect(facebook).toHaveAttribute('rel', /\bnoopener\b/)
  await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Pollwise on Instagram' })).toHaveCount(0)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Pollwise. All rights reserved.`)
  await expect(footer).toContainText('Pollwise is a product of Pollwise Research Ltd.')
})

test.describe('localization modal', () => {
  test('searches, shows no items, and switches to the same page in the chosen locale', async ({ page, context }) => {
    await open(page, '/en-gb/terms?ref=x')
    const opener = page.getByRole('button', { name: /Language and region/ })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Select language' })
    await expect(dialog).toBeVisible()
    const search = dialog.getByLabel('Search language or country')
    await expect(search).toBeFocused()
    await expect(dialog.getByText(message('en', 'locale_modal_current'))).toBeVisible()
    await expect(dialog.getByText('English (United Kingdom)')).toBeVisible()

    await search.fill('zzzz')
    await expect(dialog.getByText('No language or country matches “zzzz”.')).toBeVisible()

    await search.fill('japan')
    const option = dialog.getByRole('link', { name: /日本語/ })
    await expect(option).toHaveCount(1)
    await option.click()
    await expect(page).toHaveURL(/\/ja-jp\/terms\?ref=x$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('ja-jp')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
  })

  test('traps focus, closes with Escape and returns focus to its opener', async ({ page }) => {
    await open(page, '/de-de')
    const opener = page.getByRole('button', { name: /Sprache und Region/ })
    await opener.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/xx-yy', '/xx-yy/about', '/fr-fr/no-such-page', '/fr-fr/access-denied']) {
    test(`${path} answers 404 with the error layout`, async ({ page }) => {
      const response = await open(page, path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('404', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.locator('svg.error-art')).toBeVisible()
    })
  }
})

test.describe('access by country', () => {
  test('visitors from a blocked country are sent to the access-denied page naming their country', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'KP' }, locale: 'en-US' })
    const page = await context.newPage()
    await open(page, '/fr-fr/about')
    await expect(page).toHaveURL(/\/access-denied$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pollwise is not available in North Korea yet')
    await expect(page.getByRole('banner')).toHaveCount(0)
    const email = page.getByLabel(message('en', 'access_denied_email_label'))
    await email.fill('not-an-email')
    await page.getByRole('button', { name: 'Notify me' }).click()
    await expect(page.getByRole('alert')).toHaveText(message('en', 'access_denied_email_invalid'))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('waiting@example.com')
    await page.getByRole('button', { name: 'Notify me' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText('We will email you when Pollwise is available')
    await context.close()
  })

  test('the access-denied page speaks the visitor language', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'IR' }, locale: 'de-DE' })
    const page = await context.newPage()
    await open(page, '/')
    await expect(page).toHaveURL(/\/access-denied$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Iran')
    // One address for every language: no "DE" (the negotiated locale's country) for a visitor in Iran.
    await expect(page).toHaveTitle(`${message('de', 'access_denied_title')} ${message('de', 'site_title_separator')} Pollwise`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/access-denied$/)
    await context.close()
  })
})
