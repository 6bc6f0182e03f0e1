// A raw HTTP client for the crawl tests: full control over Host, Cookie and Accept-Language, no
// redirect following, no default headers a browser would add.
import { request } from 'node:http'
import { SITE_PORT } from '../../playwright.config'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: SITE_PORT, path, method: 'GET', headers: { Host: `localhost:${SITE_PORT}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${path}`)))
    req.end()
  })
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++]!)
  })
  await Promise.all(workers)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
export const decodeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)

export function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? decodeHtml(match[1]!) : undefined
}
