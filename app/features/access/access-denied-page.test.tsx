// @vitest-environment happy-dom
// The access-denied page's heading: the sentence a language words for the visitor's country, or
// its own sentence for a country it does not know; and the notify-me form's e-mail error in the
// page's words.
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeByCode } from '../../shared/i18n/locales'
import { t } from '../../shared/i18n/messages'
import { parseConfig } from '../../shared/site/config.server'
import { AccessDeniedPage } from './access-denied-page'
import { accessDeniedPage } from './access-denied.server'

vi.mock('./notify-me.functions', () => ({ submitNotifyMe: vi.fn() }))

afterEach(cleanup)

async function renderPage(code: 'en' | 'de-de', country: string | null) {
  const page = accessDeniedPage(localeByCode(code), parseConfig({}), country)
  const root = createRootRoute({
    component: () => (
      <AccessDeniedPage messages={page.messages} country={page.country} countryName={page.countryName} locale={code} siteName="Pollwise" />
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/access-denied'] }) })
  render(<RouterProvider router={router} />)
  return { heading: await screen.findByRole('heading', { level: 1 }), page }
}

describe('the access-denied page', () => {
  it('names the visitor’s country in the sentence its language has for it', async () => {
    const { heading } = await renderPage('en', 'gb')
    expect(heading.textContent).toBe('Pollwise is not available in the United Kingdom yet')
  })

  it('says “your country” in a sentence of its own when the country is unknown', async () => {
    const { heading, page } = await renderPage('de-de', null)
    expect(heading.textContent).toBe(t(page.messages, 'access_denied_heading_unknown', { site: 'Pollwise' }))
  })

  it('words an invalid address with the page’s own message', async () => {
    const { page } = await renderPage('de-de', 'fr')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(t(page.messages, 'access_denied_email_label')), 'nope')
    await user.click(screen.getByRole('button', { name: t(page.messages, 'access_denied_submit') }))
    expect((await screen.findByRole('alert')).textContent).toBe(t(page.messages, 'access_denied_email_invalid'))
  })
})
