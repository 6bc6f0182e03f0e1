// @vitest-environment happy-dom
// The dialog's steps rendered in a DOM, as a visitor meets them: headings, field errors under
// their fields (the form's own and the server's), focus after a refused submit, the password
// toggle, throttling and an unreachable service. The server functions are mocked at the module
// boundary; the error words are the server-built copy of another language than the dialog's
// paraglide strings, so the test shows which source the errors come from.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { fieldErrorCopy } from '../../shared/forms/field-error-copy.server'
import { clearToasts } from '../../shared/ui/toasts'
import { ToastRegion } from '../../shared/ui/toast-region'
import * as m from '../../paraglide/messages'
import type { AuthEvent } from './auth-machine'
import { AuthPanel } from './auth-panel'
import * as functions from './auth.functions'

// The browser's locale hook-up needs Start's runtime; without it paraglide speaks its base locale.
vi.mock('../../shared/i18n/messages', async () => ({ m: await import('../../paraglide/messages') }))
vi.mock('./auth.functions', () => ({
  checkEmail: vi.fn(),
  login: vi.fn(),
  register: vi.fn(),
  forgotPassword: vi.fn(),
  resendVerification: vi.fn(),
  resetPassword: vi.fn(),
  sendLoginLink: vi.fn(),
  socialRedirect: vi.fn(),
  socialRegister: vi.fn(),
}))

const server = vi.mocked(functions)
/** The server's words for field errors, in French: the dialog's own strings stay English. */
const copy = { errors: fieldErrorCopy({ locale: 'fr' }) }
const EMAIL = 'ana@example.com'

function renderPanel(arrival: AuthEvent[] = []) {
  const ui: ReactNode = (
    <>
      <AuthPanel locale="en" copy={copy} arrival={arrival} titleId="auth-title" />
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
    ['check_email', [], m.auth_check_title()],
    ['sign_in', [{ type: 'checked', email: EMAIL, exists: true, socials: [] }], m.auth_signin_title()],
    ['sign_up', [{ type: 'checked', email: EMAIL, exists: false, socials: [] }], m.auth_signup_title()],
    [
      'sign_up_social',
      [{ type: 'social_answer', status: 202, data: { email: EMAIL, socials: [], social_auth_provider: 'google', signed_url: 'x' } }],
      m.auth_signup_social_title({ provider: 'Google' }),
    ],
    ['reset_password', [{ type: 'go', step: 'reset_password' }], m.auth_reset_title()],
    ['reset_password_resend', [{ type: 'forgot_sent', email: EMAIL }], m.auth_reset_sent_title()],
    ['confirm_email', [{ type: 'registered', email: EMAIL }], m.auth_confirm_title()],
    ['social_exist', [{ type: 'checked', email: EMAIL, exists: true, socials: ['apple'] }], m.auth_social_exist_title()],
    ['new_password', [{ type: 'reset_link_opened', email: EMAIL }], m.auth_new_password_title()],
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
    await screen.findByRole('heading', { name: m.auth_check_title() })
    await user.type(field(m.auth_field_email()), EMAIL)
    await user.click(screen.getByRole('button', { name: m.auth_continue() }))
    const heading = await screen.findByRole('heading', { name: m.auth_signin_title() })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(server.checkEmail).toHaveBeenCalledWith({ data: { locale: 'en', form: { email: EMAIL } } })
  })
})

describe('field errors', () => {
  it('sign-up shows every error of a submit at once, announced under its field, and focuses the first', async () => {
    const user = renderPanel([{ type: 'checked', email: EMAIL, exists: false, socials: [] }])
    await screen.findByRole('heading', { name: m.auth_signup_title() })
    const password = field(m.auth_field_password())
    const confirm = field(m.auth_field_confirm_password())
    await user.type(password, 'short')
    await user.type(confirm, 'different')
    await user.click(screen.getByRole('button', { name: m.auth_signup_submit() }))

    await waitFor(() => expect(errorOf(password)).toBe(copy.errors.password_min_length))
    expect(errorOf(confirm)).toBe(copy.errors.confirm_password_same_as_password)
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(confirm.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(server.register).not.toHaveBeenCalled()
  })

  it('the new-password form shows both errors at once too', async () => {
    const user = renderPanel([{ type: 'reset_link_opened', email: EMAIL }])
    await screen.findByRole('heading', { name: m.auth_new_password_title() })
    const password = field(m.auth_field_password_new())
    const confirm = field(m.auth_field_confirm_password())
    await user.type(password, 'short')
    await user.type(confirm, 'different')
    await user.click(screen.getByRole('button', { name: m.auth_new_password_submit() }))

    await waitFor(() => expect(errorOf(password)).toBe(copy.errors.password_min_length))
    expect(errorOf(confirm)).toBe(copy.errors.confirm_password_same_as_password)
    expect(server.resetPassword).not.toHaveBeenCalled()
  })

  it('an empty e-mail is refused before anything is sent', async () => {
    const user = renderPanel()
    await screen.findByRole('heading', { name: m.auth_check_title() })
    await user.click(screen.getByRole('button', { name: m.auth_continue() }))
    const email = field(m.auth_field_email())
    await waitFor(() => expect(errorOf(email)).toBe(copy.errors.email_required))
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(server.checkEmail).not.toHaveBeenCalled()
  })

  it("the server's refusal appears under its field, keeps what was typed, takes focus, and goes when the field is edited", async () => {
    server.login.mockResolvedValue({ ok: false, reason: 'fields', fields: { password: 'credentials' } })
    const user = renderPanel([{ type: 'checked', email: EMAIL, exists: true, socials: [] }])
    await screen.findByRole('heading', { name: m.auth_signin_title() })
    const password = field(m.auth_field_password())
    await user.type(password, 'not the right password')
    await user.click(screen.getByRole('button', { name: m.auth_signin_submit() }))

    await waitFor(() => expect(errorOf(password)).toBe(copy.errors.credentials))
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect((password as HTMLInputElement).value).toBe('not the right password')
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(server.login).toHaveBeenCalledWith({ data: { locale: 'en', form: { email: EMAIL, password: 'not the right password' } } })

    await user.type(password, '!')
    expect(errorOf(password)).toBeNull()
    expect(password.getAttribute('aria-invalid')).toBeNull()
  })

  it('a new password the server refuses stays on the form, under the field', async () => {
    server.resetPassword.mockResolvedValue({ ok: false, reason: 'fields', fields: { password_new: 'password_common' } })
    const user = renderPanel([{ type: 'reset_link_opened', email: EMAIL }])
    await screen.findByRole('heading', { name: m.auth_new_password_title() })
    const password = field(m.auth_field_password_new())
    await user.type(password, 'passwordpassword')
    await user.type(field(m.auth_field_confirm_password()), 'passwordpassword')
    await user.click(screen.getByRole('button', { name: m.auth_new_password_submit() }))

    await waitFor(() => expect(errorOf(password)).toBe(copy.errors.password_common))
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(m.auth_new_password_title())
  })
})

describe('the password toggle', () => {
  it('shows and hides what was typed', async () => {
    const user = renderPanel([{ type: 'checked', email: EMAIL, exists: true, socials: [] }])
    await screen.findByRole('heading', { name: m.auth_signin_title() })
    const password = field(m.auth_field_password())
    await user.type(password, 'secret words')
    const toggle = screen.getByRole('button', { name: m.auth_password_show() })
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
    await screen.findByRole('heading', { name: m.auth_check_title() })
    await user.type(field(m.auth_field_email()), EMAIL)
    await user.click(screen.getByRole('button', { name: m.auth_continue() }))
    return user
  }

  it('throttling: a toast with the wait the server gave', async () => {
    server.checkEmail.mockResolvedValue({ ok: false, reason: 'throttled', retryAfterSec: 898 })
    await submitEmail()
    const live = screen.getByRole('status')
    await waitFor(() => expect(within(live).getByText(m.toast_throttled({ seconds: '898' }))).toBeTruthy())
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(m.auth_check_title())
  })

  it('the API unavailable: the notice, as an alert, until a request is answered', async () => {
    server.checkEmail.mockResolvedValueOnce({ ok: false, reason: 'unavailable' })
    const user = await submitEmail()
    const notice = await screen.findByText(m.auth_unavailable())
    expect(notice.getAttribute('role')).toBe('alert')

    server.checkEmail.mockResolvedValueOnce({ ok: true, email: EMAIL, exists: true, socials: [] })
    await user.click(screen.getByRole('button', { name: m.auth_continue() }))
    await screen.findByRole('heading', { name: m.auth_signin_title() })
    expect(screen.queryByText(m.auth_unavailable())).toBeNull()
  })

  it('the site itself unreachable (the call throws): the same notice, and what was typed stays', async () => {
    server.checkEmail.mockRejectedValue(new TypeError('Failed to fetch'))
    await submitEmail()
    expect((await screen.findByText(m.auth_unavailable())).getAttribute('role')).toBe('alert')
    expect((field(m.auth_field_email()) as HTMLInputElement).value).toBe(EMAIL)
  })
})
