// @vitest-environment happy-dom
// The request forms as a visitor meets them once the page runs: every refusal of a submit at once,
// each standing until its own field passes; a throttled request says how long to wait in the
// page's words and plural forms ("in 15 minutes", "za 2 minuty"); a lost connection is told apart
// from the service being down; what was typed stays through all of it; and a form posted before
// the page ran opens with its outcome. The words are the contact page's record, as its loader
// sends it; the server function is mocked at the module boundary.
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeByCode, type LocaleCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { messagesOf } from '../../shared/i18n/messages.server'
import { fieldErrorText } from '../../shared/forms/field-error-keys'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import { REQUEST_FORM_NAMESPACES, type RequestOutcome } from '../../shared/forms/request-form'
import { ContactForm } from './request-forms'
import * as functions from './request.functions'

vi.mock('./request.functions', () => ({ submitContact: vi.fn(), submitDataSell: vi.fn() }))

afterEach(() => {
  cleanup()
  vi.resetAllMocks()
})

function renderInPage(ui: ReactNode) {
  const root = createRootRoute({ component: () => ui })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/en-us/contact'] }) })
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

type ContactMessages = ReturnType<typeof contactMessages>
const contactMessages = (locale: LocaleCode) => messagesOf(localeByCode(locale).file, ['contact_', ...REQUEST_FORM_NAMESPACES])

function renderContact(locale: LocaleCode, submit: () => Promise<RequestOutcome>, posted?: PostedOutcome) {
  vi.mocked(functions.submitContact).mockImplementation(submit)
  const messages = contactMessages(locale)
  const user = renderInPage(<ContactForm messages={messages} supportEmail="support@example.com" locale={locale} posted={posted} />)
  return { user, messages }
}

async function fields(messages: ContactMessages) {
  await screen.findByRole('button', { name: t(messages, 'contact_form_submit') })
  return (['contact_form_name', 'form_email_label', 'contact_form_message'] as const).map(
    (label) => screen.getByLabelText(t(messages, label), { exact: false }) as HTMLInputElement,
  )
}

/** The error a field announces: tied to it by aria-describedby, in a role=alert element. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')
  return error?.textContent ?? null
}

async function sendFilled(locale: LocaleCode, outcome: () => Promise<RequestOutcome>) {
  const { user, messages } = renderContact(locale, outcome)
  const [name, email, message] = await fields(messages)
  await user.type(name!, 'Ana')
  await user.type(email!, 'ana@example.com')
  await user.type(message!, 'A question about my payout.')
  await user.click(screen.getByRole('button', { name: t(messages, 'contact_form_submit') }))
  expect(functions.submitContact).toHaveBeenCalledOnce()
  expect(functions.submitContact).toHaveBeenCalledWith({
    data: { locale, form: { name: 'Ana', email: 'ana@example.com', message: 'A question about my payout.' } },
  })
  return { alert: await screen.findByRole('alert'), message: message!, messages }
}

describe('refusals', () => {
  it('every refusal of a submit shows at once, and each stays until its own field passes', async () => {
    const { user, messages } = renderContact('en-us', () => Promise.resolve({ ok: true }))
    const error = (key: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(messages, key)
    const [name, email, message] = await fields(messages)
    await user.type(email!, 'bad')
    await user.click(screen.getByRole('button', { name: t(messages, 'contact_form_submit') }))
    await waitFor(() => expect(errorOf(name!)).toBe(error('name_required')))
    expect(errorOf(email!)).toBe(error('email_not_valid'))
    expect(errorOf(message!)).toBe(error('message_required'))

    // A valid address takes its own refusal away, and only its own.
    await user.type(email!, '@example.com')
    expect(errorOf(email!)).toBeNull()
    expect(errorOf(name!)).toBe(error('name_required'))
    expect(errorOf(message!)).toBe(error('message_required'))

    // The next submit still refuses the fields that fail, all of them.
    await user.click(screen.getByRole('button', { name: t(messages, 'contact_form_submit') }))
    await waitFor(() => expect(errorOf(name!)).toBe(error('name_required')))
    expect(errorOf(message!)).toBe(error('message_required'))
    expect(functions.submitContact).not.toHaveBeenCalled()
  })
})

describe('a throttled request form', () => {
  it('says the wait in minutes, rounded up, and keeps what was typed', async () => {
    const { alert, message } = await sendFilled('en-us', () => Promise.resolve({ ok: false, reason: 'throttled', retryAfterSec: 898 }))
    expect(alert.textContent).toBe('You have sent several requests in a short time. Please try again in 15 minutes.')
    expect(message.value).toBe('A question about my payout.')
  })

  it('uses the language’s plural forms', async () => {
    const { alert, messages } = await sendFilled('pl-pl', () => Promise.resolve({ ok: false, reason: 'throttled', retryAfterSec: 100 }))
    expect(alert.textContent).toBe(t(messages, 'form_rate_limited', { wait: 'za 2 minuty' }))
  })
})

describe('outages', () => {
  it('the connection down: the offline notice, and what was typed stays', async () => {
    const { alert, message, messages } = await sendFilled('en-us', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(alert.textContent).toBe(t(messages, 'form_offline'))
    expect(message.value).toBe('A question about my payout.')
  })

  it('the service down: its own notice, not the offline one', async () => {
    const { alert, messages } = await sendFilled('en-us', () => Promise.resolve({ ok: false, reason: 'unavailable' }))
    expect(alert.textContent).toContain(t(messages, 'contact_form_error_title'))
    expect(alert.textContent).toContain(t(messages, 'contact_form_error_text', { email: 'support@example.com' }))
    expect(alert.textContent).not.toContain(t(messages, 'form_offline'))
  })
})

describe('a form posted before the page ran', () => {
  it('opens with its values and refusals', async () => {
    const posted: PostedOutcome = {
      form: 'contact',
      values: { name: '', email: 'bad', message: 'Kept' },
      refused: { name: 'name_required', email: 'email_not_valid' },
      result: null,
    }
    const { messages } = renderContact('en-us', () => Promise.resolve({ ok: true }), posted)
    const [name, email, message] = await fields(messages)
    expect(email!.value).toBe('bad')
    expect(message!.value).toBe('Kept')
    expect(errorOf(name!)).toBe(fieldErrorText(messages, 'name_required'))
    expect(errorOf(email!)).toBe(fieldErrorText(messages, 'email_not_valid'))
  })

  it('opens with the thanks once it went through', async () => {
    const posted: PostedOutcome = { form: 'contact', values: {}, refused: {}, result: { ok: true, sentTo: 'ana@example.com' } }
    const { messages } = renderContact('en-us', () => Promise.resolve({ ok: true }), posted)
    const thanks = await screen.findByRole('status')
    expect(thanks.textContent).toContain(t(messages, 'contact_form_success_title'))
    expect(thanks.textContent).toContain(t(messages, 'contact_form_success_text', { email: 'ana@example.com' }))
  })
})
