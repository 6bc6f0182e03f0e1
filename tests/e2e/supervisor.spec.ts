// `npm start` keeps the site up: a second instance of the product on its own ports, whose API and
// realtime processes are killed while the site keeps answering and the supervisor brings them back.
import { expect, test } from '@playwright/test'
import { type SecondProduct, startSecondProduct, statusOf, until } from './second-product'

// One product instance for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' })

const PORT = 3320
const API_PORT = 8820
const REALTIME_PORT = 6120
const SITE = `http://localhost:${PORT}`

let product: SecondProduct

const status = (url: string) => statusOf(url, { Cookie: 'i18n_redirected=en' })
const context = () => `output so far:\n${product.output()}`

/** The pid the supervisor logged for the newest start of a part. */
function pidOf(part: string): number {
  // The supervisor's JSON lines (decision 033): {"component":"supervisor","msg":"api started (pid 123)"}.
  const matches = [...product.output().matchAll(new RegExp(`"component":"supervisor","msg":"${part} started \\(pid (\\d+)\\)"`, 'g'))]
  const pid = Number(matches.at(-1)?.[1])
  if (!pid) throw new Error(`no pid logged for ${part}:\n${product.output()}`)
  return pid
}

test.beforeAll(async () => {
  product = await startSecondProduct({ PORT: String(PORT), API_PORT: String(API_PORT), REALTIME_PORT: String(REALTIME_PORT) }, [
    `${SITE}/robots.txt`,
    `http://localhost:${API_PORT}/health`,
  ])
})

test.afterAll(() => product.stop())

test('the site keeps serving while the API is down, and the API comes back within 10 s', async () => {
  const api = pidOf('api')
  process.kill(api, 'SIGKILL')
  await until(async () => (await status(`http://localhost:${API_PORT}/health`)) === 0, 5000, context)
  for (const path of ['/', '/fr-fr', '/contact']) expect(await status(`${SITE}${path}`), path).toBe(200)
  const killedAt = Date.now()
  await until(async () => (await status(`http://localhost:${API_PORT}/health`)) === 200, 10_000, context)
  expect(Date.now() - killedAt).toBeLessThan(10_000)
  expect(pidOf('api')).not.toBe(api)
  expect(product.output()).toMatch(/"component":"supervisor","msg":"api exited \(SIGKILL\); restarting in \d+ ms"/)
})

test('the realtime server is restarted too, and the site never notices', async () => {
  const realtime = pidOf('realtime')
  process.kill(realtime, 'SIGKILL')
  expect(await status(`${SITE}/`)).toBe(200)
  await until(
    async () => (await status(`http://localhost:${REALTIME_PORT}/health`)) === 200 && pidOf('realtime') !== realtime,
    10_000,
    context,
  )
})
