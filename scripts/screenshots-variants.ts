// `npm run screenshots:variants`: the regional variants as their markets read them (issue 26,
// decision 035): the home page (full length) and the Join dialog of zh-hk, es-ar, pt-pt, de-ch and
// fr-ca at 375 and 1366 px, and an Arabic confirmation mail as a webmail client embeds it (its <body>
// only, inside a left-to-right page, the way Gmail shows a message). JPEG, quality 85, in
// docs/screenshots/. Runs the production build whole on its own ports with a fresh data directory.
//   --out=/tmp/shots               write elsewhere (for looking, not committing)
//   --locales=zh-hk,es-ar          other locales    --widths=375,1366    other widths
//   --png                          PNG instead of JPEG (for image viewers that read only PNG)
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { findLocale } from '../app/shared/i18n/locales.ts'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts'
import { ensureBuild, Product } from './bench-product.ts'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const out = arg('out') ?? 'docs/screenshots'
const locales = (arg('locales') ?? 'zh-hk,es-ar,pt-pt,de-ch,fr-ca').split(',')
const widths = (arg('widths') ?? '375,1366').split(',').map(Number)
const png = process.argv.includes('--png')

ensureBuild()
const product = await Product.start({ site: 3430, api: 8430, realtime: 6430, metrics: 9430 }, {})
const site = 'http://localhost:3430'

async function shot(page: Page, stem: string, fullPage = false) {
  await page.waitForLoadState('networkidle')
  const path = `${out}/${stem}.${png ? 'png' : 'jpg'}`
  await page.screenshot(png ? { path, type: 'png', fullPage } : { path, type: 'jpeg', quality: 85, fullPage })
  console.log(path)
}

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
for (const code of locales) {
  const entry = findLocale(code)
  if (!entry) throw new Error(`unknown locale ${code}`)
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 900 },
      reducedMotion: 'reduce',
      locale: entry.iso,
    })
    await context.addCookies([{ name: 'consent', value: 'granted', url: site }])
    const page = await context.newPage()
    await page.goto(`${site}/${code}`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await shot(page, `variant-home-${code}-${width}`, true)
    // The Join dialog, as the header's Join link opens it (on a phone the link is in the menu).
    await page.goto(`${site}/${code}/register`)
    await page.getByRole('dialog').waitFor()
    await shot(page, `variant-join-${code}-${width}`)
    await context.close()
  }
}

// An Arabic mail's body inside a webmail-like page: no <html dir>, no <body dir>, only what the
// message's <body> holds, in a left-to-right reading pane.
const email = `shots-ar-${Date.now()}@example.com`
await product.post('/auth/register', {
  email,
  password: 'purple elephants dance at midnight',
  confirm_password: 'purple elephants dance at midnight',
  locale: 'ar-sa',
  m_id: 'screenshots',
})
const mail = (await product.mailsTo(email))[0]!
const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(mail.html ?? '')?.[1] ?? ''
for (const width of [375, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>` +
      `<body style="margin:0;font-family:Arial,sans-serif;background:#f6f8fc"><div style="padding:12px 16px;border-bottom:1px solid #dadce0;background:#fff">` +
      `<b>Inbox</b> › <span>${mail.subject.replace(/[<&]/g, '')}</span></div><div class="message" style="padding:16px">${body}</div></body></html>`,
  )
  await shot(page, `mail-embedded-ar-sa-${width}`, true)
  await context.close()
}
await browser.close()
await product.stop()
process.exit(0)
