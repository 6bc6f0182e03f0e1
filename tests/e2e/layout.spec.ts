// Every page at the breakpoints of SPEC.md §9 and at 320 px, in the longest languages (German,
// French) and right-to-left Arabic: nothing scrolls sideways, and the header's controls sit on one
// row, inside the viewport, without overlapping or wrapping; a short page's footer meets the
// bottom of the window. Checked with element boxes.
import type { Page } from '@playwright/test'
import { PAGES, RENDERED_PAGE_IDS } from '../../app/shared/site/pages'
import { expect, test } from './fixtures'

const WIDTHS = [320, 375, 576, 768, 992, 1024, 1280, 1600]
const LOCALES = ['de-de', 'fr-fr', 'ar-sa']
// The sign-in dialog routes show the home page beneath; the home page stands for them.
const PATHS = RENDERED_PAGE_IDS.filter((id) => PAGES[id].kind !== 'dialog').map((id) => PAGES[id].path)

interface Box {
  name: string
  left: number
  right: number
  top: number
  bottom: number
}

/** Boxes of the header's visible controls, and the page's horizontal overflow. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    const controls = [
      ...document.querySelectorAll(
        '.site-header__bar .brand, .site-header__bar .nav-list a, .site-header__bar button, .site-header__bar .button',
      ),
    ]
      .filter(visible)
      // Links in the closed menu panel are not drawn; the panel is checked when open elsewhere.
      .filter((element) => !element.closest('.site-nav[data-open="true"]'))
      .map((element) => {
        const box = element.getBoundingClientRect()
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)
        return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom }
      })
    // A short page's footer reaches the bottom of the window: no white band below it.
    const footer = document.querySelector('.site-footer')?.getBoundingClientRect()
    const band = footer && document.documentElement.scrollHeight <= window.innerHeight ? window.innerHeight - footer.bottom : 0
    return { controls, overflow: document.documentElement.scrollWidth - window.innerWidth, band }
  })
}

function problems(controls: Box[], width: number): string[] {
  const found: string[] = []
  for (const box of controls) {
    if (box.left < -0.5 || box.right > width + 0.5) found.push(`"${box.name}" leaves the viewport (${box.left}–${box.right})`)
    // 44 px targets; a wrapped label would make the control at least two lines high.
    if (box.bottom - box.top > 52) found.push(`"${box.name}" wraps (${box.bottom - box.top} px high)`)
  }
  const top = Math.min(...controls.map((box) => box.top))
  for (const box of controls) if (box.top - top > 8) found.push(`"${box.name}" is on a second row`)
  for (let i = 0; i < controls.length; i++)
    for (let j = i + 1; j < controls.length; j++) {
      const [a, b] = [controls[i]!, controls[j]!]
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
      if (overlap) found.push(`"${a.name}" overlaps "${b.name}"`)
    }
  return found
}

// The layout follows the width through the stylesheet alone (no script measures the window), so
// each page is loaded once and resized through the widths, as a window is.
for (const locale of LOCALES) {
  test(`${locale}, every page at ${WIDTHS.join(', ')} px: no sideways scroll, header controls on one row`, async ({ page }) => {
    test.setTimeout(120_000)
    const failures: string[] = []
    for (const path of PATHS) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
      await page.goto(`/${locale}${path === '/' ? '' : path}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const { controls, overflow, band } = await measure(page)
        const where = `${path} at ${width} px`
        if (overflow > 0) failures.push(`${where}: scrolls sideways by ${overflow} px`)
        if (band > 0.5) failures.push(`${where}: ${band} px of blank page below the footer`)
        expect(controls.length, `${where}: header controls`).toBeGreaterThanOrEqual(3)
        for (const problem of problems(controls, width)) failures.push(`${where}: ${problem}`)
      }
    }
    expect(failures).toEqual([])
  })
}

test('the open menu panel fits the narrowest screen in German and Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  for (const locale of ['de-de', 'ar-sa']) {
    await page.goto(`/${locale}`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.locator('.menu-toggle').click()
    const nav = page.locator('.site-nav')
    await expect(nav).toBeVisible()
    // The account actions are in the panel on narrow screens, and nothing in it leaves the screen.
    await expect(nav.locator('.site-nav__account .button').first()).toBeVisible()
    const outside = await nav.evaluate(
      (element) =>
        [...element.querySelectorAll('a, button')].filter((child) => {
          const box = child.getBoundingClientRect()
          return box.width > 0 && (box.left < 0 || box.right > window.innerWidth)
        }).length,
    )
    expect(outside).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  }
})
