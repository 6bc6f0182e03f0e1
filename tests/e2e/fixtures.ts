// Shared Playwright fixtures: any console error or uncaught page error fails the test; the locale
// suite's route locale is an option each locale project sets (playwright.config.ts).
import { test as base, expect, type Page } from '@playwright/test'
import { findLocale, type LocaleCode, type LocaleEntry } from '../../app/shared/i18n/locales'

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        // A 404 document is an expected answer in the not-found tests, not a page error.
        if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The options of the locale projects: `use: { routeLocale: 'de-de' }`. */
export interface LocaleOptions {
  routeLocale: LocaleCode
}

/** The locale suite's test: the project's route locale as `routeLocale`, its table entry as `localeEntry` (not `locale`, which is the browser's own option). */
export const localeTest = test.extend<LocaleOptions & { localeEntry: LocaleEntry }>({
  // Every locale project sets its own; this default only serves a run without projects.
  routeLocale: ['en-us', { option: true }],
  // Playwright's `use` under another name: the hooks lint rule takes `use` in a named function for React's.
  localeEntry: async ({ routeLocale }, provide) => {
    const entry = findLocale(routeLocale)
    if (!entry) throw new Error(`Unknown route locale ${routeLocale}`)
    await provide(entry)
  },
})

/** Navigates and waits until React has hydrated, so that the first click is not lost. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}
