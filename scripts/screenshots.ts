// `npm run screenshots`: the home page at 375, 1024 and 1366 px in en, de-de and ar-sa, as full-page
// JPEGs (quality 85, to keep the repository light) in docs/screenshots/ (committed, so a change of look shows in review). Builds if needed and
// runs the production server on its own port.
//   --base=http://localhost:3000  use a running site instead of starting one
//   --out=/tmp/shots               write elsewhere (for looking, not committing)
//   --paths=/,/de-de/terms         other pages    --widths=320,768    other widths
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts'
import { ensureBuild } from './bench-product.ts'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const PORT = 3410
const base = arg('base') ?? `http://localhost:${PORT}`
const out = arg('out') ?? 'docs/screenshots'
const paths = arg('paths')?.split(',') ?? ['/', '/de-de', '/ar-sa']
const widths = (arg('widths') ?? '375,1024,1366').split(',').map(Number)

let server: ReturnType<typeof spawn> | undefined
if (!arg('base')) {
  ensureBuild()
  server = spawn(process.execPath, ['.output/pollwise/worker.mjs'], {
    env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  process.on('exit', () => server?.kill())
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break
    } catch {
      if (i > 100) throw new Error('the site did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] })
for (const path of paths) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    // A visitor who has answered the consent banner, so that it covers nothing in the picture.
    await context.addCookies([
      { name: 'i18n_redirected', value: 'en', url: base },
      { name: 'consent', value: 'granted', url: base },
    ])
    const page = await context.newPage()
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    const name = `${path.replace(/^\//, '').replace(/\//g, '_') || 'en'}-${width}.jpg`
    await page.screenshot({ path: `${out}/${name}`, fullPage: true, type: 'jpeg', quality: 85 })
    console.log(`${out}/${name}`)
    await context.close()
  }
}
await browser.close()
server?.kill()
