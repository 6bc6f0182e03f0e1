// The marketing content in a real browser: every home section in four languages, the FAQ
// accordion by keyboard, the QR code for `?show_qr=1`, landing and legal pages, structured data.
import { COOKIES } from '../../app/shared/cookies/cookies'
import type { MessageFile } from '../../app/shared/i18n/locales'
import { expect, open, test } from './fixtures'
import { message } from './messages'

const SITE_NAME = 'Pollwise'
const text = (file: MessageFile, key: string) => message(file, key).replace('{site}', SITE_NAME)

const HOMES = [
  { path: '/', file: 'en' },
  { path: '/de-de', file: 'de' },
  { path: '/ar-sa', file: 'ar' },
  { path: '/ja-jp', file: 'ja' },
] as const

for (const { path, file } of HOMES) {
  test(`home ${path} shows every section in its language`, async ({ page }) => {
    await open(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(file, 'home_heading'))
    for (const key of ['home_how_heading', 'home_rewards_heading', 'home_app_heading', 'home_partners_heading', 'home_faq_heading'])
      await expect(page.getByRole('heading', { level: 2, name: text(file, key), exact: true })).toBeVisible()
    for (const key of ['home_how_step1_title', 'home_how_step2_title', 'home_how_step3_title'])
      await expect(page.getByRole('heading', { level: 3, name: text(file, key), exact: true })).toBeVisible()
    for (const key of ['reward_transfers', 'reward_gift_cards', 'reward_prepaid_cards', 'reward_charity'])
      await expect(page.locator('#rewards').getByRole('heading', { name: text(file, key), exact: true })).toBeVisible()
    await expect(page.getByText(text(file, 'home_app_store_small'), { exact: true })).toBeVisible()
    await expect(page.getByText(text(file, 'home_play_store_small'), { exact: true })).toBeVisible()
    await expect(page.getByText(text(file, 'home_partners_note'))).toBeVisible()
    const faq = page.locator('#faq')
    for (let i = 1; i <= 9; i++) await expect(faq.getByRole('button', { name: text(file, `faq_q${i}`), exact: true })).toBeVisible()
    await expect(faq.getByRole('region', { name: text(file, 'faq_q1') })).toHaveText(text(file, 'faq_a1'))

    // Structured data: the organization, and the FAQ in this language.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((block) => JSON.parse(block) as { '@type': string; mainEntity?: { name: string }[] })
    expect(data.map((item) => item['@type']).sort()).toEqual(['FAQPage', 'Organization'])
    expect(data.find((item) => item['@type'] === 'FAQPage')?.mainEntity?.map((q) => q.name)).toEqual(
      Array.from({ length: 9 }, (_, i) => text(file, `faq_q${i + 1}`)),
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  })
}

test('the FAQ works by keyboard and keeps one panel open', async ({ page }) => {
  await open(page, '/en-gb')
  const faq = page.locator('#faq')
  const question = (i: number) => faq.getByRole('button', { name: text('en', `faq_q${i}`), exact: true })
  const answer = (i: number) => faq.getByRole('region', { name: text('en', `faq_q${i}`) })
  await expect(question(1)).toHaveAttribute('aria-expanded', 'true')

  await question(1).focus()
  await page.keyboard.press('ArrowDown')
  await expect(question(2)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(answer(2)).toBeVisible()
  await expect(question(1)).toHaveAttribute('aria-expanded', 'false')
  await expect(answer(1)).toBeHidden()

  await page.keyboard.press('End')
  await expect(question(9)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(answer(9)).toBeVisible()
  await expect(answer(2)).toBeHidden()
  await page.keyboard.press('ArrowDown')
  await expect(question(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(question(9)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(question(1)).toBeFocused()
  // Enter on the open panel's button closes it: none is open then.
  await question(9).focus()
  await page.keyboard.press('Enter')
  await expect(faq.getByRole('region')).toHaveCount(0)
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)
})

test('?show_qr=1 opens the QR code and brings it into view', async ({ page }) => {
  await open(page, '/fr-fr?show_qr=1')
  const qr = page.getByRole('img', { name: text('fr', 'home_app_qr_label') })
  await expect(qr).toBeVisible()
  await expect(qr).toBeInViewport()
  await expect(qr).toHaveAttribute('data-url', /\/fr-fr\/redirect-by-qr-code$/)
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M0 0h7v1h-7z/)
  await expect(page.getByRole('button', { name: text('fr', 'home_app_qr_hide') })).toHaveAttribute('aria-expanded', 'true')
})

test('a desktop browser scanning to the redirect page lands on the home page with the QR code shown', async ({ page }) => {
  // Chromium's desktop user agent: neither iOS nor Android.
  await page.goto('/de-de/redirect-by-qr-code')
  await expect(page).toHaveURL(/\/de-de\?show_qr=1$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByRole('img', { name: text('de', 'home_app_qr_label') })).toBeInViewport()
})

test('without ?show_qr the QR code opens from its button', async ({ page }) => {
  await open(page, '/en-gb')
  const qr = page.getByRole('img', { name: text('en', 'home_app_qr_label') })
  await expect(qr).toBeHidden()
  await page.getByRole('button', { name: text('en', 'home_app_qr_show') }).click()
  await expect(qr).toBeVisible()
  // The store badges go through the redirect page.
  const badges = page.locator('#app a[href$="/redirect-to-app-store"]')
  await expect(badges).toHaveCount(2)
})

test('each landing page has its own angle in the page language', async ({ page }) => {
  for (const [path, prefix] of [
    ['surveys-for-cash', 'cash'],
    ['surveys-for-gift-cards', 'gift_cards'],
    ['surveys-for-amazon-gift-card', 'amazon'],
    ['surveys-for-paypal-gift-card', 'paypal'],
    ['surveys-for-visa-gift-card', 'visa'],
  ] as const) {
    await open(page, `/de-de/${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', `${prefix}_heading`))
    for (const n of [1, 2, 3])
      await expect(page.getByRole('heading', { name: text('de', `${prefix}_benefit${n}_title`), exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: text('de', 'landing_steps_heading') })).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text('de', `${prefix}_description`))
  }
})

test('the legal documents render in the page language with a working table of contents', async ({ page }) => {
  await open(page, '/de-de/policy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'policy_heading'))
  const toc = page.getByRole('navigation', { name: text('de', 'legal_toc') })
  const entries = toc.getByRole('link')
  const sections = page.locator('.prose h2')
  await expect(entries).toHaveCount(await sections.count())
  expect(await sections.count()).toBeGreaterThan(8)
  await toc.getByRole('link').nth(5).click()
  await expect(page).toHaveURL(/#international-transfers$/)
  await expect(page.locator('#international-transfers')).toBeInViewport()
  // Internal links stay in the locale.
  await expect(page.locator('.prose a[href="/de-de/personal-information"]').first()).toBeAttached()
  await open(page, '/ar-sa/terms')
  await expect(page.locator('.prose')).toContainText('Pollwise')
  await expect(page.locator('.prose h2#governing-law')).toBeAttached()
})

for (const path of ['/policy', '/de-de/policy', '/ja-jp/policy']) {
  test(`the privacy policy ${path} lists every cookie the site sets, the consent cookie among them`, async ({ page }) => {
    await open(page, `${path}#cookies`)
    const list = page.locator('.prose h2#cookies ~ ul').first()
    await expect(list).toBeVisible()
    const named = await list.locator(':scope > li > strong').allTextContents()
    expect(named.sort()).toEqual(
      Object.values(COOKIES)
        .map((cookie) => cookie.name)
        .sort(),
    )
    await expect(list.getByText('consent', { exact: true })).toBeVisible()
  })
}

test('contact and personal-information pages give their addresses and what to expect', async ({ page }) => {
  await open(page, '/fr-fr/contact')
  await expect(page.getByRole('heading', { name: text('fr', 'contact_expect_heading') })).toBeVisible()
  await expect(page.locator('main a[href="mailto:support@pollwise.com"]')).toBeVisible()
  await open(page, '/en-us/personal-information')
  await expect(page.getByRole('heading', { name: text('en', 'personal_info_how_heading') })).toBeVisible()
  await expect(page.locator('main a[href="mailto:privacy@pollwise.com"]')).toBeVisible()
})
