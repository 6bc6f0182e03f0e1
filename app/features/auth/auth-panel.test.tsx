// @vitest-environment happy-dom
// The dialog's steps rendered in a DOM, as a visitor meets them: headings, field errors under
// their fields (the form's own and the server's), focus after a refused submit, the password
// toggle, throttling and an unreachable service. The server functions are mocked at the module
// boundary; every word is the page's record, in German, as the routes' loaders send it, so the
// test shows that the dialog says nothing of its own (no paraglide message reaches the browser).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { fieldErrorText } from '../../shared/forms/field-error-keys'
import { t } from '../../shared/i18n/messages'
import { messagesOf } from '../../shared/i18n/messages.server'
import { clearToasts } from '../../shared/ui/toasts'
import { ToastRegion } from '../../shared/ui/toast-region'
import { AUTH_NAMESPACES, type AuthWords } from './auth-messages'
import type { AuthEvent } from './auth-machine'
import { AuthPanel } from './auth-panel'
import * as functions from './auth.functions'

vi.mock('./auth.functions', () => ({
  checkEmail: vi.fn(),
  login: vi.fn(),
  register: vi.fn(),
  forgotPassword: vi.fn(),
  resendVerification: vi.fn(),
  resetPassword: vi.fn(),
  sendLoginLink: vi.fn(),
  socialRegister: vi.fn(),
  confirmSignedUrl: vi.fn(),
}))

const server = vi.mocked(functions)
/** The dialog's messages and options as the loaders send them for a German page. */
const messages = messagesOf('de', AUTH_NAMESPACES)
const auth: AuthWords = { messages, passkeys: false, lifetimes: { login: '10 Minuten', reset: '30 Minuten' } }
const EMAIL = 'ana@example.com'

function renderPanel(arrival: AuthEvent[] = []) {
  const ui: ReactNode = (
    <>
      <AuthPanel locale="de-de" auth={auth} arrival={arrival} titleId="auth-title" />
      <ToastRegion />
    </>
  )
  const root = createRootRouteWithContext<{ settings: { hostKind: 'main' } }>()({ component: () => ui })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { settings: { hostKind: 'main' } },
  })
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

/** The error a field announces: tied to it by aria-describedby, in a role=alert element. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')
  return error?.textContent ?? null
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' })

beforeEach(() => vi.resetAllMocks())
afterEach(() => {
  cleanup()
  clearToasts()
})

describe('each step', () => {
  const steps: [string, AuthEvent[], string][] = [
    ['check_email', [], t(messages, 'auth_check_title')],
    ['sign_in', [{ type: 'checked', email: EMAIL, exists: true, socials: [] }], t(messages, 'auth_signin_title')],
    ['sign_up', [{ type: 'checked', email: EMAIL, exists: false, socials: [] }], t(messages, 'auth_signup_title')],
    [
      'sign_up_social',
      [{ type: 'social_answer', status: 202, data: { email: EMAIL, socials: [], social_auth_provider: 'google', signed_url: 'x' } }],
      t(messages, 'auth_signup_social_title', { provider: 'Google' }),
    ],
    ['reset_password', [{ type: 'go', step: 'reset_password' }], t(messages, 'auth_reset_title')],
    ['reset_password_resend', [{ type: 'forgot_sent', email: EMAIL }], t(messages, 'auth_reset_sent_title')],
    ['confirm_email', [{ type: 'registered', email: EMAIL, marketingId: 'm1' }], t(messages, 'auth_confirm_title')],
    ['social_exist', [{ type: 'checked', email: EMAIL, exists: true, socials: ['apple'] }], t(messages, 'auth_social_exist_title')],
    ['new_password', [{ type: 'reset_link_opened', email: EMAIL }], t(messages, 'auth_new_password_title')],
  ]

  it.each(steps)('%s renders with its heading', async (step, arrival, title) => {
    renderPanel(arrival)
    const heading = await screen.findByRole('heading', { level: 2, name: title })
    expect(heading.closest('[data-step]')?.getAttribute('data-step')).toBe(step)
  })
})

describe('moving between steps', () => {
  it('announces the next step by moving focus to its heading', async () => {
    server.checkEmail.mockResolvedValue({ ok: true, email: EMAIL, exists: true, socials: [] })
    const user = renderPanel()
    await screen.findByRole('heading', { name: t(messages, 'auth_check_title') })
    await user.type(field(t(messages, 'auth_field_email')), EMAIL)
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_continue') }))
    const heading = await screen.findByRole('heading', { name: t(messages, 'auth_signin_title') })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(server.checkEmail).toHaveBeenCalledWith({ data: { locale: 'de-de', form: { email: EMAIL } } })
  })
})

describe('field errors', () => {
  it('sign-up shows every error of a submit at once, announced under its field, and focuses the first', async () => {
    const user = renderPanel([{ type: 'checked', email: EMAIL, exists: false, socials: [] }])
    await screen.findByRole('heading', { name: t(messages, 'auth_signup_title') })
    const password = field(t(messages, 'auth_field_password'))
    const confirm = field(t(messages, 'auth_field_confirm_password'))
    await user.type(password, 'short')
    await user.type(confirm, 'different')
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_signup_submit') }))

    await waitFor(() => expect(errorOf(password)).toBe(fieldErrorText(messages, 'password_min_length')))
    expect(errorOf(confirm)).toBe(fieldErrorText(messages, 'confirm_password_same_as_password'))
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(confirm.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(server.register).not.toHaveBeenCalled()

    // A refusal stands until its own field passes; the others stay until theirs do.
    await user.type(password, 'er')
    expect(errorOf(password)).toBe(fieldErrorText(messages, 'password_min_length'))
    await user.type(password, ' and more words')
    expect(errorOf(password)).toBeNull()
    expect(errorOf(confirm)).toBe(fieldErrorText(messages, 'confirm_password_same_as_password'))
    // The confirmation passes once it repeats the password, whichever field changed.
    await user.clear(confirm)
    await user.type(confirm, 'shorter and more words')
    expect(errorOf(confirm)).toBeNull()
  })

  it('the new-password form shows both errors at once too', async () => {
    const user = renderPanel([{ type: 'reset_link_opened', email: EMAIL }])
    await screen.findByRole('heading', { name: t(messages, 'auth_new_password_title') })
    const password = field(t(messages, 'auth_field_password_new'))
    const confirm = field(t(messages, 'auth_field_confirm_password'))
    await user.type(password, 'short')
    await user.type(confirm, 'different')
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_new_password_submit') }))

    await waitFor(() => expect(errorOf(password)).toBe(fieldErrorText(messages, 'password_min_length')))
    expect(errorOf(confirm)).toBe(fieldErrorText(messages, 'confirm_password_same_as_password'))
    expect(server.resetPassword).not.toHaveBeenCalled()
  })

  it('an empty e-mail is refused before anything is sent', async () => {
    const user = renderPanel()
    await screen.findByRole('heading', { name: t(messages, 'auth_check_title') })
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_continue') }))
    const email = field(t(messages, 'auth_field_email'))
    await waitFor(() => expect(errorOf(email)).toBe(fieldErrorText(messages, 'email_required')))
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(server.checkEmail).not.toHaveBeenCalled()
  })

  it("the server's refusal appears under its field, keeps what was typed, takes focus, and goes when the field is edited", async () => {
    server.login.mockResolvedValue({ ok: false, reason: 'fields', fields: { password: 'credentials' } })
    const user = renderPanel([{ type: 'checked', email: EMAIL, exists: true, socials: [] }])
    await screen.findByRole('heading', { name: t(messages, 'auth_signin_title') })
    const password = field(t(messages, 'auth_field_password'))
    await user.type(password, 'not the right password')
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_signin_submit') }))

    await waitFor(() => expect(errorOf(password)).toBe(fieldErrorText(messages, 'credentials')))
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect((password as HTMLInputElement).value).toBe('not the right password')
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(server.login).toHaveBeenCalledWith({ data: { locale: 'de-de', form: { email: EMAIL, password: 'not the right password' } } })

    await user.type(password, '!')
    expect(errorOf(password)).toBeNull()
    expect(password.getAttribute('aria-invalid')).toBeNull()
  })

  it('a new password the server refuses stays on the form, under the field', async () => {
    server.resetPassword.mockResolvedValue({ ok: false, reason: 'fields', fields: { password_new: 'password_common' } })
    const user = renderPanel([{ type: 'reset_link_opened', email: EMAIL }])
    await screen.findByRole('heading', { name: t(messages, 'auth_new_password_title') })
    const password = field(t(messages, 'auth_field_password_new'))
    await user.type(password, 'passwordpassword')
    await user.type(field(t(messages, 'auth_field_confirm_password')), 'passwordpassword')
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_new_password_submit') }))

    await waitFor(() => expect(errorOf(password)).toBe(fieldErrorText(messages, 'password_common')))
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t(messages, 'auth_new_password_title'))
  })
})

describe('the password toggle', () => {
  it('shows and hides what was typed', async () => {
    const user = renderPanel([{ type: 'checked', email: EMAIL, exists: true, socials: [] }])
    await screen.findByRole('heading', { name: t(messages, 'auth_signin_title') })
    const password = field(t(messages, 'auth_field_password'))
    await user.type(password, 'secret words')
    const toggle = screen.getByRole('button', { name: t(messages, 'auth_password_show') })
    expect(password.getAttribute('type')).toBe('password')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await user.click(toggle)
    expect(password.getAttribute('type')).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    await user.click(toggle)
    expect(password.getAttribute('type')).toBe('password')
    expect((password as HTMLInputElement).value).toBe('secret words')
  })
})

describe('failures of the service', () => {
  async function submitEmail() {
    const user = renderPanel()
    await screen.findByRole('heading', { name: t(messages, 'auth_check_title') })
    await user.type(field(t(messages, 'auth_field_email')), EMAIL)
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_continue') }))
    return user
  }

  it('throttling: a toast with the wait the server gave, in minutes as a person says it', async () => {
    server.checkEmail.mockResolvedValue({ ok: false, reason: 'throttled', retryAfterSec: 898 })
    await submitEmail()
    const live = screen.getByRole('status')
    await waitFor(() => expect(within(live).getByText('Zu viele Versuche. Bitte versuche es in 15 Minuten noch einmal.')).toBeTruthy())
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t(messages, 'auth_check_title'))
  })

  it('the API unavailable: the notice, as an alert, until a request is answered', async () => {
    server.checkEmail.mockResolvedValueOnce({ ok: false, reason: 'unavailable' })
    const user = await submitEmail()
    const notice = await screen.findByText(t(messages, 'auth_unavailable'))
    expect(notice.getAttribute('role')).toBe('alert')

    server.checkEmail.mockResolvedValueOnce({ ok: true, email: EMAIL, exists: true, socials: [] })
    await user.click(screen.getByRole('button', { name: t(messages, 'auth_continue') }))
    await screen.findByRole('heading', { name: t(messages, 'auth_signin_title') })
    expect(screen.queryByText(t(messages, 'auth_unavailable'))).toBeNull()
  })

  it('the connection down (the call fails as fetch does): the offline notice, never "unavailable", and what was typed stays', async () => {
    server.checkEmail.mockRejectedValue(new TypeError('Failed to fetch'))
    await submitEmail()
    expect((await screen.findByText(t(messages, 'form_offline'))).getAttribute('role')).toBe('alert')
    expect(screen.queryByText(t(messages, 'auth_unavailable'))).toBeNull()
    expect((field(t(messages, 'auth_field_email')) as HTMLInputElement).value).toBe(EMAIL)
  })

  it('the site answering with an error it could not handle: the unavailable notice', async () => {
    server.checkEmail.mockRejectedValue(new Error('Internal Server Error'))
    await submitEmail()
    expect((await screen.findByText(t(messages, 'auth_unavailable'))).getAttribute('role')).toBe('alert')
    expect(screen.queryByText(t(messages, 'form_offline'))).toBeNull()
  })
})
