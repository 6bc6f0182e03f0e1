// What a page's first paint waits for (decision 025): its document alone. The stylesheet is inlined
// under the response's CSP nonce, nothing in the HTML makes the browser fetch a stylesheet or a
// script, and the app's scripts start loading only after the first contentful paint — then the
// page hydrates and navigates as before.
import { expect, open, test } from './fixtures'
import { get } from './http'

const PAGES = ['/ja-jp/login', '/fr-fr/surveys-for-paypal-gift-card', '/fr-fr', '/ar-sa']

test('the HTML carries the stylesheet and fetches nothing before it is painted', async () => {
  for (const path of PAGES) {
    const page = await get(path)
    expect(page.status, path).toBe(200)
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]
    expect(nonce, path).toMatch(/^[\w+/=]{16,}$/)
    const styles = page.body.match(/<style\b[^>]*>/g) ?? []
    expect(styles, path).toEqual([`<style nonce="${nonce}" data-tsr-inline-css="">`])
    // The real stylesheet, not a stand-in: the header's and the hero's rules are there.
    expect(page.body, path).toMatch(/\.site-header\s*\{/)
    expect(page.body, path).toMatch(/\.hero\s*\{/)
    expect(page.body, path).not.toMatch(/<link\b[^>]*rel="(stylesheet|modulepreload)"/)
    expect(page.body, path).not.toMatch(/<script\b[^>]*\bsrc=/)
  }
})

test('the scripts start after the first contentful paint, and the page hydrates', async ({ page }) => {
  for (const path of PAGES) {
    await open(page, path)
    const timeline = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: new URL(entry.name).pathname,
        type: entry.initiatorType,
        startTime: entry.startTime,
      })),
    }))
    expect(timeline.firstContentfulPaint, path).toBeGreaterThan(0)
    const scripts = timeline.resources.filter((resource) => resource.url.endsWith('.js'))
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const script of scripts) expect(script.startTime, `${path}: ${script.url}`).toBeGreaterThan(timeline.firstContentfulPaint!)
    expect(
      timeline.resources.filter((resource) => resource.url.endsWith('.css')),
      path,
    ).toEqual([])
  }
  // Client-side navigation still works: the next page arrives in the same document.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-navigation', ''))
  await page.getByRole('banner').getByRole('link', { name: 'PayPal' }).click()
  await expect(page).toHaveURL(/\/ar-sa\/surveys-for-paypal-gift-card$/)
  await expect(page.locator('html')).toHaveAttribute('data-before-navigation', '')
})
