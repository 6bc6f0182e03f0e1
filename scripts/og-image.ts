// `node --import tsx scripts/og-image.ts`: draws public/og-image.png (1200 × 630), the social
// sharing image, from the brand mark and the hero illustration (public/art/hero.svg). It
// carries no words but the brand, so one image serves every language.
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts'

const css = readFileSync('app/styles.css', 'utf8')
const art = readFileSync('public/art/hero.svg', 'utf8').replace('<svg ', '<svg class="art--hero" ')
const html = `<!doctype html><html><head><style>${css}
body{margin:0;inline-size:1200px;block-size:630px;overflow:hidden;display:grid;grid-template-columns:1fr 1fr;align-items:center;
background:radial-gradient(50rem 30rem at 90% 0%,rgb(79 43 217 / .18),transparent 70%),linear-gradient(180deg,#f5f3ff,#fff)}
.og-brand{display:flex;align-items:center;gap:28px;padding-inline-start:96px;font:800 88px/1 system-ui,sans-serif;color:#17142b;letter-spacing:-.02em}
.og-brand svg{inline-size:120px;block-size:120px}.art--hero{max-inline-size:520px}</style></head><body>
<div class="og-brand"><svg viewBox="0 0 32 32" class="brand__mark"><rect width="32" height="32" rx="9"/><path d="M10 22V10h7a5 5 0 0 1 0 10h-4"/></svg>Pollwise</div>
${art}</body></html>`

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.screenshot({ path: 'public/og-image.png' })
await browser.close()
console.log('public/og-image.png')
