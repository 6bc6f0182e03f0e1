// @vitest-environment happy-dom
// A throttled request form says how long to wait in the page's words and plural forms ("in 15
// minutes", "za 2 minuty"), the values typed kept; the words are the server-built copy.
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contactRequestSchema } from '../../../contract/contact'
import { localeByCode, type LocaleCode } from '../../shared/i18n/locales'
import { RequestForm } from '../../shared/forms/request-form'
import { contactFormCopy } from './request-copy.server'

afterEach(cleanup)

async function sendThrottled(locale: LocaleCode, retryAfterSec: number) {
  const text = contactFormCopy(localeByCode(locale), 'support@example.com')
  const submit = vi.fn().mockResolvedValue({ ok: false, reason: 'throttled', retryAfterSec })
  render(<RequestForm id="contact" fields={text.fields} schema={contactRequestSchema} copy={text.copy} submit={submit} />)
  const user = userEvent.setup()
  const [name, email, message] = text.fields.map((field) => screen.getByLabelText(field.label, { exact: false }))
  await user.type(name!, 'Ana')
  await user.type(email!, 'ana@example.com')
  await user.type(message!, 'A question about my payout.')
  await user.click(screen.getByRole('button', { name: text.copy.submit }))
  expect(submit).toHaveBeenCalledOnce()
  return { alert: await screen.findByRole('alert'), message: message as HTMLTextAreaElement }
}

describe('a throttled request form', () => {
  it('says the wait in minutes, rounded up, and keeps what was typed', async () => {
    const { alert, message } = await sendThrottled('en-us', 898)
    expect(alert.textContent).toBe('You have sent several requests in a short time. Please try again in 15 minutes.')
    expect(message.value).toBe('A question about my payout.')
  })

  it('uses the language’s plural forms', async () => {
    const { alert } = await sendThrottled('pl-pl', 100)
    expect(alert.textContent).toBe('Wysłano kilka zgłoszeń w krótkim czasie. Spróbuj ponownie za 2 minuty.')
  })
})
