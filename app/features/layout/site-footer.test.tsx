// @vitest-environment happy-dom
// The footer's social links: only the configured networks, each a named link with its icon that
// opens apart from the site (noopener), and no section at all when none is configured.
import { existsSync, readFileSync } from 'node:fs'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LAYOUT_NAMESPACES } from '../../shared/copy/layout-namespaces'
import { LayoutMessagesProvider } from '../../shared/copy/layout-messages'
import { t } from '../../shared/i18n/messages'
import { messagesOf } from '../../shared/i18n/messages.server'
import { SiteFooter } from './site-footer'

type Social = Parameters<typeof SiteFooter>[0]['settings']['social']
const NONE: Social = { facebook: null, instagram: null, telegram: null, whatsapp: null }

/** The footer of a German page; the layout's record, as the locale route's loader sends it. */
async function renderFooter(social: Social) {
  const messages = messagesOf('de', LAYOUT_NAMESPACES)
  const root = createRootRoute({
    component: () => (
      <LayoutMessagesProvider messages={messages}>
        <SiteFooter settings={{ social, siteName: 'Pollwise', companyName: 'Pollwise Research Ltd' }} locale="de-de" />
      </LayoutMessagesProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('contentinfo')
  return messages
}

afterEach(cleanup)

describe('footer social links', () => {
  it('shows each configured network as a named link with a decorative icon, opened with noopener', async () => {
    const messages = await renderFooter({ ...NONE, instagram: 'https://www.instagram.com/pollwise', whatsapp: 'https://wa.me/15550100' })
    const section = screen.getByRole('region', { name: t(messages, 'footer_social') })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      t(messages, 'footer_social_instagram', { site: 'Pollwise' }),
      t(messages, 'footer_social_whatsapp', { site: 'Pollwise' }),
    ])
    const instagram = within(section).getByRole('link', { name: 'Pollwise auf Instagram' })
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/pollwise')
    expect(instagram.getAttribute('rel')?.split(' ')).toContain('noopener')
    // The icon is the stylesheet's (a mask of public/icons/social-instagram.svg), hidden from assistive technology.
    const icon = instagram.querySelector('.social-icon--instagram')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(icon?.textContent).toBe('')
  })

  it('renders no social section, heading or list when no network is configured', async () => {
    const messages = await renderFooter(NONE)
    expect(screen.queryByRole('heading', { name: t(messages, 'footer_social') })).toBeNull()
    expect(document.querySelector('.social-links')).toBeNull()
    expect(document.querySelector('svg')).toBeNull()
  })
})

describe('footer social icons', () => {
  it('each network has its icon file, and the stylesheet masks it in the link colour', () => {
    const css = readFileSync('app/styles.css', 'utf8')
    for (const network of ['facebook', 'instagram', 'telegram', 'whatsapp']) {
      const file = `public/icons/social-${network}.svg`
      expect(existsSync(file), network).toBe(true)
      expect(readFileSync(file, 'utf8'), network).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/)
      expect(css, network).toContain(`.social-icon--${network} {\n  --icon: url(/icons/social-${network}.svg);`)
    }
  })
})
