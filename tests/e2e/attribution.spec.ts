// Attribution records campaigns, not people (docs/decisions/110), in a real browser against the
// reference API: a visitor lands on an address that carries a campaign and a form's fields (a
// form submitted by GET before hydration), and neither the `query` cookie, nor the first visit the
// API records, nor the account they then register keeps anything but the campaign.
import type { BrowserContext } from '@playwright/test'
import { API, SITE } from '../../playwright.config'
import { PASSWORD, text, uniqueEmail } from './auth'
import { expect, test } from './fixtures'

const CAMPAIGN = '?utm_source=news&gclid=abc'
const LANDING = `/en-us${CAMPAIGN}&name=Alice&message=hello`
/** One of the site's own pages, with a form's fields in its address: the page the visitor came from. */
const REFERRER = `${SITE}/en-us/contact?name=Alice&email=alice%40example.com&message=hello`

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)

interface AnalyticsEvent {
  kind: string
  m_id: string | null
  payload: Record<string, unknown>
}

test('a campaign reaches the cookie, the first visit and the account; the form’s fields never do', async ({ page, context }) => {
  // A visitor in a country that is not asked (and, as every test, one who has said yes): the first
  // visit is recorded once the page is idle.
  const recorded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/first-visit'))
  await page.goto(LANDING, { referer: REFERRER })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(await (await recorded).json()).toEqual({ recorded: true })

  // The cookie holds the campaign alone.
  expect(decodeURIComponent((await cookie(context, 'query'))?.value ?? '')).toBe(CAMPAIGN)
  const mId = (await cookie(context, 'm_id'))?.value
  expect(mId).toMatch(/^[0-9a-f-]{36}$/)

  // The API recorded the campaign, the landing path and the referrer's origin and path.
  const events = ((await (await fetch(`${API}/dev/analytics.json`)).json()) as AnalyticsEvent[]).filter((event) => event.m_id === mId)
  expect(events.find((event) => event.kind === 'attribution')?.payload).toEqual({
    source: 'news',
    query: CAMPAIGN,
    referrer: `${SITE}/en-us/contact`,
  })
  expect(events.find((event) => event.kind === 'meta')?.payload).toMatchObject({ locale: 'en-us', landing_path: '/en-us' })
  expect(JSON.stringify(events)).not.toMatch(/Alice|hello|alice/)

  // The visitor registers: the account keeps the campaign and nothing else.
  const email = uniqueEmail('attribution')
  const t = (key: string) => text('en', key)
  await page.goto('/en-us/register')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t('auth_field_email'), { exact: true }).fill(email)
  await dialog.getByRole('button', { name: t('auth_continue'), exact: true }).click()
  await expect(dialog.getByRole('heading', { name: t('auth_signup_title') })).toBeVisible()
  await dialog.getByLabel(t('auth_field_password'), { exact: true }).fill(PASSWORD)
  await dialog.getByLabel(t('auth_field_confirm_password')).fill(PASSWORD)
  await dialog.getByRole('button', { name: t('auth_signup_submit') }).click()
  await expect(dialog.getByRole('heading', { name: t('auth_confirm_title') })).toBeVisible()

  const account = await fetch(`${API}/dev/account.json?email=${encodeURIComponent(email)}`)
  expect(account.status).toBe(200)
  expect(await account.json()).toEqual({ email, m_id: mId, query: CAMPAIGN })
  // The campaign has been used: the cookie goes.
  expect(await cookie(context, 'query')).toBeUndefined()
})
