// The small request forms in a real browser: contact, the CCPA opt-out and notify-me. Each shows
// localized errors without losing what was typed, then submits and says so; the operator is told
// of a contact request by e-mail.
import { API } from '../../playwright.config'
import { expect, open, test } from './fixtures'
import { message } from './messages'

const de = (key: string) => message('de', key)
const en = (key: string) => message('en', key)

test('contact form: German errors keep the input, then the message is sent and support is e-mailed', async ({ page }) => {
  await open(page, '/de-de/contact')
  const form = page.locator('#contact-form')
  const name = form.getByLabel(de('contact_form_name'), { exact: true })
  const email = form.getByLabel(de('form_email_label'), { exact: true })
  const text = form.getByLabel(de('contact_form_message'), { exact: true })
  await name.fill('Erika Mustermann')
  await email.fill('erika-at-example')
  await form.getByRole('button', { name: de('contact_form_submit') }).click()
  await expect(form.getByText(de('validation_email_not_valid'))).toBeVisible()
  await expect(form.getByText(de('validation_message_required'))).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(name).toHaveValue('Erika Mustermann')
  await expect(email).toHaveValue('erika-at-example')

  const unique = `Meine Prämie vom ${Date.now()} ist nicht angekommen.`
  await email.fill('erika@example.com')
  await text.fill(unique)
  await form.getByRole('button', { name: de('contact_form_submit') }).click()
  const done = page.getByRole('status').filter({ hasText: de('contact_form_success_title') })
  await expect(done).toBeVisible()
  await expect(done).toContainText(de('contact_form_success_text').replace('{email}', 'erika@example.com'))
  await expect(done.getByRole('heading')).toBeFocused()

  // The operator learns of it: the API e-mailed the support address through its outbox.
  await expect(async () => {
    const mails = (await (await fetch(`${API}/dev/mail.json?to=support@pollwise.com`)).json()) as { text: string }[]
    expect(mails.some((mail) => mail.text.includes(unique) && mail.text.includes('erika@example.com'))).toBe(true)
  }).toPass({ timeout: 10_000 })

  // Another message starts from an empty form.
  await done.getByRole('link', { name: de('form_send_another') }).click()
  await expect(page.locator('#contact-form').getByLabel(de('contact_form_name'), { exact: true })).toHaveValue('')
})

test('CCPA opt-out: an error keeps the optional fields, then the request is received', async ({ page }) => {
  await open(page, '/en-us/personal-information')
  const form = page.locator('#data-sell-form')
  const name = form.getByLabel(`${en('personal_info_form_name')} (${en('form_optional')})`)
  const state = form.getByLabel(`${en('personal_info_form_state')} (${en('form_optional')})`)
  await name.fill('Jordan Lee')
  await state.fill('California')
  await form.getByRole('button', { name: en('personal_info_form_submit') }).click()
  await expect(form.getByText(en('validation_email_required'))).toBeVisible()
  await expect(name).toHaveValue('Jordan Lee')
  await expect(state).toHaveValue('California')
  await form.getByLabel(en('form_email_label'), { exact: true }).fill('jordan@example.com')
  await form.getByRole('button', { name: en('personal_info_form_submit') }).click()
  await expect(page.getByRole('status').filter({ hasText: en('personal_info_form_success_title') })).toContainText(
    en('personal_info_form_success_text').replace('{email}', 'jordan@example.com'),
  )
})

test('notify-me: German errors keep the input, then success', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'KP' }, locale: 'de-DE' })
  const page = await context.newPage()
  await open(page, '/access-denied')
  const email = page.getByLabel(message('de', 'access_denied_email_label'), { exact: true })
  await email.fill('nicht-gueltig')
  await page.getByRole('button', { name: de('access_denied_submit') }).click()
  await expect(page.getByRole('alert')).toHaveText(de('access_denied_email_invalid'))
  await expect(email).toHaveValue('nicht-gueltig')
  await email.fill('wartend@example.com')
  await page.getByRole('button', { name: de('access_denied_submit') }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(de('access_denied_success').replace('{site}', 'Pollwise'))
  await context.close()
})
