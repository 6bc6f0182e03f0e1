// Shared Playwright fixture: any console error or uncaught page error fails the test.
import { test as base, expect, type Page } from '@playwright/test'

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

/** Navigates and waits until React has hydrated, so that the first click is not lost. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}
