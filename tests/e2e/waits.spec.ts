// A throttled visitor reads the wait as a person would say it, in the page's language and its
// plural forms: "in 15 minutes", never "in 898 seconds" (decision 024, amended).
import { SITE } from '../../playwright.config'
import { createAccount, text, uniqueEmail } from './auth'
import { expect, open, test } from './fixtures'

const CASES = [
  { prefix: '', file: 'en', toast: 'Too many attempts. Please try again in 15 minutes.' },
  { prefix: '/pl-pl', file: 'pl', toast: 'Zbyt wiele prób. Spróbuj ponownie za 15 minut.' },
  { prefix: '/ar-sa', file: 'ar', toast: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 15 دقيقة.' },
] as const

for (const { prefix, file, toast } of CASES) {
  test(`${file}: too many wrong passwords for one account: the wait in minutes, in words`, async ({ page, context }) => {
    // The unprefixed page is English for a visitor who chose English (no redirect by browser language).
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }])
    const email = uniqueEmail(`waits-${file}`)
    await createAccount(email)
    await open(page, `${prefix}/login`)
    await page.getByLabel(text(file, 'auth_field_email'), { exact: true }).fill(email)
    await page.getByRole('button', { name: text(file, 'auth_continue'), exact: true }).click()
    const password = page.getByLabel(text(file, 'auth_field_password'), { exact: true })
    const submit = page.getByRole('button', { name: text(file, 'auth_signin_submit'), exact: true })
    // The reference API allows five attempts per account and address in 15 minutes (decision 103).
    for (let attempt = 1; attempt <= 5; attempt++) {
      await password.fill(`wrong password ${attempt}`)
      await submit.click()
      await expect(page.getByText(text(file, 'auth_error_credentials'))).toBeVisible()
    }
    await password.fill('wrong password 6')
    await submit.click()
    await expect(page.getByRole('status').getByText(toast, { exact: true })).toBeVisible()
    await expect(page.getByText(/\d{3} (seconds|sekund|ثانية)/)).toHaveCount(0)
  })
}
