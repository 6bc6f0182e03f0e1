// The locale suite (decision 030): run by each locale project of playwright.config.ts, in its route
// locale and browser language — one per message file, `npx playwright test --project=ja-jp`. What a
// visitor of that language reads: the home page in its language and direction, the sign-in
// dialog's validation errors, a landing page, the 404 page, the localization modal, and the
// market's own words (its glossary, issue 26). Every text comes from the locale's message file.
import type { Page } from '@playwright/test'
import { type LocaleEntry, textDirection } from '../../app/shared/i18n/locales'
import { PAGES } from '../../app/shared/site/pages'
import { SITE } from '../../playwright.config'
import { E2E_LOCALES } from '../../scripts/e2e-locales'
import { text } from './auth'
import { expect, localeTest as test, open } from './fixtures'
import { literal } from './messages'
import { avoidedWordsIn } from '../../scripts/glossary'

const LANDING_PAGES = [PAGES.cash, PAGES.giftCards, PAGES.amazon, PAGES.paypal, PAGES.visa]

/** Spreads the landing pages and the modal's targets over the locales: each project its own. */
function rotation(locale: LocaleEntry) {
  const index = E2E_LOCALES.findIndex((entry) => entry.code === locale.code)
  return {
    landing: LANDING_PAGES[index % LANDING_PAGES.length]!,
    target: E2E_LOCALES[(index + 1) % E2E_LOCALES.length]!,
  }
}

/**
 * A message's words as a pattern, its placeholders standing for any text. Any run of white space
 * matches any other: accessible names are normalized (French puts a no-break space before a colon).
 */
function pattern(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map((part) => literal(part).replace(/\s+/g, '\\s+'))
  return new RegExp(`^${parts.join('.+')}$`)
}

async function expectLanguage(page: Page, locale: LocaleEntry) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale.iso)
  await expect(page.locator('html')).toHaveAttribute('dir', textDirection(locale))
}

test('the home page speaks its language and direction, the sign-in dialog its errors too', async ({ page, localeEntry }) => {
  const t = (key: string) => text(localeEntry.file, key, { site: 'Pollwise' })
  const home = `/${localeEntry.code}`
  await open(page, home)
  await expectLanguage(page, localeEntry)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home_heading'))

  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header_join'), exact: true })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName(t('auth_check_title'))
  await expect(page).toHaveURL(`${SITE}${home}/register`)
  await expect(dialog.getByRole('button', { name: t('auth_dialog_close') })).toBeVisible()
  const email = dialog.getByLabel(t('auth_field_email'), { exact: true })
  const submit = dialog.getByRole('button', { name: t('auth_continue'), exact: true })

  // Nothing typed: the field says so, described by its error and focused.
  await submit.click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(t('validation_email_required'))
  await expect(email).toBeFocused()

  // Not an address yet: the refusal stands until the field passes, and says why now.
  await email.fill('ana@example')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByRole('alert')).toHaveText(t('validation_email_not_valid'))
  await expect(email).toHaveAccessibleDescription(t('validation_email_not_valid'))
  // An address takes it away.
  await email.fill('ana@example.com')
  await expect(email).not.toHaveAttribute('aria-invalid')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})

test('a landing page speaks its language', async ({ page, localeEntry }) => {
  const { landing } = rotation(localeEntry)
  const response = await open(page, `/${localeEntry.code}${landing.path}`)
  expect(response?.status()).toBe(200)
  await expectLanguage(page, localeEntry)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(localeEntry.file, landing.titleKey.replace(/_title$/, '_heading'), { site: 'Pollwise' }),
  )
  await expect(page.getByRole('heading', { name: text(localeEntry.file, 'landing_steps_heading') })).toBeVisible()
})

test('a missing page under the prefix answers 404 in its language', async ({ page, localeEntry }) => {
  const path = `/${localeEntry.code}/no-such-page`
  const response = await open(page, path)
  expect(response?.status()).toBe(404)
  await expectLanguage(page, localeEntry)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(localeEntry.file, 'error_404_title'))
  await expect(page.getByText(path)).toBeVisible()
})

test('the localization modal speaks its language and leads to another locale’s home', async ({ page, context, localeEntry }) => {
  const { target } = rotation(localeEntry)
  const t = (key: string) => text(localeEntry.file, key)
  await open(page, `/${localeEntry.code}`)
  await page.getByRole('button', { name: pattern(t('locale_button')) }).click()
  const dialog = page.getByRole('dialog', { name: t('locale_modal_title') })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel(t('locale_modal_search'))).toBeFocused()
  await expect(dialog.getByText(t('locale_modal_current'), { exact: true })).toBeVisible()

  await dialog.locator(`a[hreflang="${target.iso}"]`).click()
  await expect(page).toHaveURL(`${SITE}/${target.code}`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expectLanguage(page, target)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(target.file, 'home_heading'))
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.value).toBe(target.code)
})

test('the market’s own words: nothing its glossary avoids on the home page, in the Join dialog or in the privacy policy', async ({
  page,
  localeEntry,
}) => {
  const t = (key: string) => text(localeEntry.file, key, { site: 'Pollwise' })
  const read = async () => (await page.locator('body').innerText()).normalize('NFC')
  await open(page, `/${localeEntry.code}`)
  const home = await read()
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header_join'), exact: true })
    .click()
  await expect(page.getByRole('dialog')).toHaveAccessibleName(t('auth_check_title'))
  const dialog = await page.getByRole('dialog').innerText()
  await open(page, `/${localeEntry.code}/policy`)
  const policy = await read()
  for (const [where, words] of Object.entries({ home, dialog, policy })) {
    expect(avoidedWordsIn(localeEntry.file, words), where).toEqual([])
    // Swiss Standard German writes no ß (decision 035).
    if (localeEntry.file === 'de-ch') expect(words, where).not.toContain('ß')
  }
})
