// @vitest-environment happy-dom
// The footer's social links: only the configured networks, each a named link with its icon that
// opens apart from the site (noopener), and no section at all when none is configured.
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LayoutCopyProvider } from '../../shared/copy/layout-copy'
import { layoutCopy } from '../../shared/copy/layout-copy.server'
import { SiteFooter } from './site-footer'

type Social = Parameters<typeof SiteFooter>[0]['settings']['social']
const NONE: Social = { facebook: null, instagram: null, telegram: null, whatsapp: null }

async function renderFooter(social: Social) {
  const copy = layoutCopy('de', { site: 'Pollwise', company: 'Pollwise Research Ltd' })
  const root = createRootRoute({
    component: () => (
      <LayoutCopyProvider copy={copy}>
        <SiteFooter settings={{ social }} locale="de-de" />
      </LayoutCopyProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('contentinfo')
  return copy.footer
}

afterEach(cleanup)

describe('footer social links', () => {
  it('shows each configured network as a named link with an inline icon, opened with noopener', async () => {
    const copy = await renderFooter({ ...NONE, instagram: 'https://www.instagram.com/pollwise', whatsapp: 'https://wa.me/15550100' })
    const section = screen.getByRole('region', { name: copy.social })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([copy.socialNetworks.instagram, copy.socialNetworks.whatsapp])
    const instagram = within(section).getByRole('link', { name: 'Pollwise auf Instagram' })
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/pollwise')
    expect(instagram.getAttribute('rel')?.split(' ')).toContain('noopener')
    const icon = instagram.querySelector('svg')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(icon?.getAttribute('focusable')).toBe('false')
  })

  it('renders no social section, heading or list when no network is configured', async () => {
    const copy = await renderFooter(NONE)
    expect(screen.queryByRole('heading', { name: copy.social })).toBeNull()
    expect(document.querySelector('.social-links')).toBeNull()
    expect(document.querySelector('svg')).toBeNull()
  })
})
