// Bad input never yields a 500 or a stack trace: malformed server-function requests, methods a
// page does not take, and paths that would point the browser at another host.
import { expect, test } from '@playwright/test'
import { request as httpRequest } from 'node:http'
import { SITE, SITE_PORT } from '../../playwright.config'
import { get } from './http'

/** A raw POST with full control over headers and body. */
function post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path,
        method: 'POST',
        headers: { Host: `localhost:${SITE_PORT}`, Origin: SITE, 'Sec-Fetch-Site': 'same-origin', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test('malformed server-function requests answer 4xx with a short message and no stack trace', async ({ browser }) => {
  // A real server function: the access-denied page's notify-me form, submitted once for its URL.
  const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'KP' } })
  const page = await context.newPage()
  await page.goto('/access-denied')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByLabel('Email address').fill('someone@example.com')
  const submitted = page.waitForRequest((request) => request.url().includes('/_serverFn/'))
  await page.getByRole('button', { name: 'Notify me' }).click()
  const fn = new URL((await submitted).url()).pathname
  await context.close()
  expect(fn).toMatch(/^\/_serverFn\/[0-9a-f]{64}$/)

  const json = { 'Content-Type': 'application/json' }
  const cases = [
    { name: 'malformed JSON', path: fn, body: '{"t": ', headers: json, status: 400 },
    { name: 'JSON null', path: fn, body: 'null', headers: json, status: 400 },
    { name: 'JSON that is not a payload', path: fn, body: '{"data":{"email":"x@y.z"}}', headers: json, status: 400 },
    {
      name: 'wrong content type',
      path: fn,
      body: 'email=x@y.z',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      status: 415,
    },
    // A well-formed payload (an empty object, serialized), so that only the id is wrong.
    {
      name: 'unknown function id',
      path: `/_serverFn/${'0'.repeat(64)}`,
      body: '{"t":{"t":10,"i":0,"p":{"k":[],"v":[]},"o":0},"f":63,"m":[]}',
      headers: json,
      status: 400,
    },
    // Valid JSON and a valid payload, but not the function's input: the field's rule, not the schema.
    {
      name: 'input that fails validation',
      path: fn,
      body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["email","locale"],"v":[{"t":1,"s":"nope"},{"t":1,"s":"xx-yy"}]},"o":0}]},"o":0},"f":63,"m":[]}',
      headers: json,
      status: 400,
    },
  ]
  for (const c of cases) {
    const response = await post(c.path, c.body, c.headers)
    expect(response.status, c.name).toBe(c.status)
    expect(JSON.parse(response.body), c.name).toMatchObject({ message: expect.any(String) })
    expect(response.body, c.name).not.toMatch(/\bat \S+ \(|Error:|node_modules|\.mjs/)
    // Nothing of the schema itself: no patterns, no list of the 85 locale codes.
    expect(response.body, c.name).not.toMatch(/de-de|en-gb|expected one of|regex|pattern/i)
  }
})

test('a path beginning // or /\\ never redirects to the Host header', async () => {
  for (const path of ['//x', '//evil.com/x', '/\\evil.com', '/%5Cevil.com']) {
    const response = await get(path, { Host: 'evil.com' })
    expect(response.status, path).not.toBe(500)
    const location = response.headers.location
    if (location !== undefined) {
      expect(String(location), path).toMatch(/^\/[^/\\]/)
      expect(response.headers['strict-transport-security'], path).toBeDefined()
    }
  }
})

test('pages answer 405 to methods they do not take', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const response = await fetch(`${SITE}/fr-fr/about`, { method, redirect: 'manual' })
    expect(response.status, method).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  }
})
