// @vitest-environment happy-dom
// The request forms as a visitor meets them once the page runs: every refusal of a submit at once,
// each standing until its own field passes; a throttled request says how long to wait in the
// page's words and plural forms ("in 15 minutes", "za 2 minuty"); a lost connection is told apart
// from the service being down; what was typed stays through all of it; and a form posted before
// the page ran opens with its outcome. The words are the server-built copy.
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeByCode, type LocaleCode } from '../../shared/i18n/locales'
import type { PostedOutcome } from '../../shared/forms/posted-outcome'
import { RequestForm, type RequestOutcome } from '../../shared/forms/request-form'
import { contactFormCopy } from './request-copy.server'
import { contactFormSpec } from './request-form-specs'

afterEach(cleanup)

function renderInPage(ui: ReactNode) {
  const root = createRootRoute({ component: () => ui })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/en-us/contact'] }) })
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

function renderContact(locale: LocaleCode, submit: (values: unknown) => Promise<RequestOutcome>, posted?: PostedOutcome) {
  const text = contactFormCopy(localeByCode(locale), 'support@example.com')
  const user = renderInPage(
    <RequestForm id="contact" spec={contactFormSpec} fields={text.fields} copy={text.copy} submit={submit} posted={posted} />,
  )
  return { user, text }
}

async function fields(text: ReturnType<typeof contactFormCopy>) {
  await screen.findByRole('button', { name: text.copy.submit })
  return text.fields.map((field) => screen.getByLabelText(field.label, { exact: false }) as HTMLInputElement)
}

/** The error a field announces: tied to it by aria-describedby, in a role=alert element. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')
  return error?.textContent ?? null
}

async function sendFilled(locale: LocaleCode, outcome: () => Promise<RequestOutcome>) {
  const submit = vi.fn().mockImplementation(outcome)
  const { user, text } = renderContact(locale, submit)
  const [name, email, message] = await fields(text)
  await user.type(name!, 'Ana')
  await user.type(email!, 'ana@example.com')
  await user.type(message!, 'A question about my payout.')
  await user.click(screen.getByRole('button', { name: text.copy.submit }))
  expect(submit).toHaveBeenCalledOnce()
  return { alert: await screen.findByRole('alert'), message: message!, text }
}

describe('refusals', () => {
  it('every refusal of a submit shows at once, and each stays until its own field passes', async () => {
    const submit = vi.fn()
    const { user, text } = renderContact('en-us', submit)
    const [name, email, message] = await fields(text)
    await user.type(email!, 'bad')
    await user.click(screen.getByRole('button', { name: text.copy.submit }))
    await waitFor(() => expect(errorOf(name!)).toBe(text.copy.errors.name_required))
    expect(errorOf(email!)).toBe(text.copy.errors.email_not_valid)
    expect(errorOf(message!)).toBe(text.copy.errors.message_required)

    // A valid address takes its own refusal away, and only its own.
    await user.type(email!, '@example.com')
    expect(errorOf(email!)).toBeNull()
    expect(errorOf(name!)).toBe(text.copy.errors.name_required)
    expect(errorOf(message!)).toBe(text.copy.errors.message_required)

    // The next submit still refuses the fields that fail, all of them.
    await user.click(screen.getByRole('button', { name: text.copy.submit }))
    await waitFor(() => expect(errorOf(name!)).toBe(text.copy.errors.name_required))
    expect(errorOf(message!)).toBe(text.copy.errors.message_required)
    expect(submit).not.toHaveBeenCalled()
  })
})

describe('a throttled request form', () => {
  it('says the wait in minutes, rounded up, and keeps what was typed', async () => {
    const { alert, message } = await sendFilled('en-us', () => Promise.resolve({ ok: false, reason: 'throttled', retryAfterSec: 898 }))
    expect(alert.textContent).toBe('You have sent several requests in a short time. Please try again in 15 minutes.')
    expect(message.value).toBe('A question about my payout.')
  })

  it('uses the language’s plural forms', async () => {
    const { alert } = await sendFilled('pl-pl', () => Promise.resolve({ ok: false, reason: 'throttled', retryAfterSec: 100 }))
    expect(alert.textContent).toBe('Wysłano kilka zgłoszeń w krótkim czasie. Spróbuj ponownie za 2 minuty.')
  })
})

describe('outages', () => {
  it('the connection down: the offline notice, and what was typed stays', async () => {
    const { alert, message, text } = await sendFilled('en-us', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(alert.textContent).toBe(text.copy.offline)
    expect(message.value).toBe('A question about my payout.')
  })

  it('the service down: its own notice, not the offline one', async () => {
    const { alert, text } = await sendFilled('en-us', () => Promise.resolve({ ok: false, reason: 'unavailable' }))
    expect(alert.textContent).toContain(text.copy.errorTitle)
    expect(alert.textContent).not.toContain(text.copy.offline)
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
    const { text } = renderContact('en-us', vi.fn(), posted)
    const [name, email, message] = await fields(text)
    expect(email!.value).toBe('bad')
    expect(message!.value).toBe('Kept')
    expect(errorOf(name!)).toBe(text.copy.errors.name_required)
    expect(errorOf(email!)).toBe(text.copy.errors.email_not_valid)
  })

  it('opens with the thanks once it went through', async () => {
    const posted: PostedOutcome = { form: 'contact', values: {}, refused: {}, result: { ok: true, sentTo: 'ana@example.com' } }
    const { text } = renderContact('en-us', vi.fn(), posted)
    const thanks = await screen.findByRole('status')
    expect(thanks.textContent).toContain(text.copy.successTitle)
    expect(thanks.textContent).toContain('ana@example.com')
  })
})
