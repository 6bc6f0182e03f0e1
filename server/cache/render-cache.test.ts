import { describe, expect, it } from 'vitest'
import { MEMO_MAX_SIGNATURE, RenderCache } from './render-cache'

const START = 10_000
const page = (text: string, bytes = 10) => ({ text, bytes })

function cacheAt(options: Partial<{ maxBytes: number; freshMs: number; maxAgeMs: number }> = {}) {
  // Not 0: lru-cache reads a start time of 0 as "no time to live".
  const clock = { now: START }
  const cache = new RenderCache<{ text: string; bytes: number }>({
    maxBytes: 100,
    freshMs: 1000,
    maxAgeMs: 2000,
    ...options,
    now: () => clock.now,
  })
  return { cache, clock }
}

describe('RenderCache', () => {
  it('renders a key once, however many ask at the same time', async () => {
    const { cache } = cacheAt()
    let renders = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const render = async () => {
      renders++
      await gate
      return page('a')
    }
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('k', render)))
    release()
    const results = await all
    expect(renders).toBe(1)
    expect(results.every((r) => r.value?.text === 'a' && r.state === 'miss')).toBe(true)
    expect((await cache.get('k', render)).state).toBe('hit')
    expect(renders).toBe(1)
  })

  it('serves a stale entry while one new render runs, and makes the visitor wait once it is too old', async () => {
    const { cache, clock } = cacheAt()
    let version = 0
    const render = async () => page(`v${++version}`)
    await cache.get('k', render)
    clock.now = START + 1500
    const stale = await cache.get('k', render)
    expect(stale).toMatchObject({ state: 'stale', value: { text: 'v1' } })
    await Promise.resolve()
    await new Promise((resolve) => setImmediate(resolve))
    expect((await cache.get('k', render)).value?.text).toBe('v2')
    clock.now = START + 1500 + 2001
    const old = await cache.get('k', render)
    expect(old).toMatchObject({ state: 'miss', value: { text: 'v3' } })
  })

  it('keeps its bytes within the bound, evicting the least recently used', async () => {
    const { cache } = cacheAt({ maxBytes: 36 })
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => page(key))
    await cache.get('a', async () => page('never'))
    await cache.get('d', async () => page('d'))
    const stats = cache.stats()
    // Each entry counts its key: 10 + 1 bytes; the pages get 34 of the 36 (the memo 1/16).
    expect(stats.bytes).toBeLessThanOrEqual(34)
    expect(stats.entries).toBe(3)
    expect(stats.evictions).toBe(1)
    // b was the least recently used: it is rendered again; a was kept.
    expect((await cache.get('a', async () => page('again'))).state).toBe('hit')
    expect((await cache.get('b', async () => page('b2'))).state).toBe('miss')
  })

  it('keeps nothing an answer says must not be kept, and drops what it replaced', async () => {
    const { cache, clock } = cacheAt()
    await cache.get('k', async () => page('a'))
    clock.now = START + 5000
    const gone = await cache.get('k', async () => null)
    expect(gone).toEqual({ value: null, state: 'miss' })
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 })
    expect((await cache.get('k', async () => page('b'))).state).toBe('miss')
  })

  it('never keeps a value larger than the whole bound, and survives a render that throws', async () => {
    const { cache } = cacheAt({ maxBytes: 5 })
    expect((await cache.get('big', async () => page('big', 6))).value?.text).toBe('big')
    expect(cache.stats().entries).toBe(0)
    expect(await cache.get('bad', () => Promise.reject(new Error('render failed')))).toEqual({ value: null, state: 'miss' })
  })

  it('remembers what a signature worked out to, within a sixteenth of the bound, and never a long signature', () => {
    const cache = new RenderCache<{ text: string; bytes: number }, { bytes: number; n: number }>({
      maxBytes: 16_000,
      freshMs: 1000,
      maxAgeMs: 2000,
    })
    let work = 0
    const worked = () => ({ bytes: 40, n: ++work })
    expect(cache.remember('GET /fr-fr', worked).n).toBe(1)
    expect(cache.remember('GET /fr-fr', worked).n).toBe(1)
    const long = 'x'.repeat(MEMO_MAX_SIGNATURE + 1)
    cache.remember(long, worked)
    cache.remember(long, worked)
    expect(work).toBe(3)
    // A flood of unique signatures (unique cookies, unique query strings) stays within the share.
    for (let i = 0; i < 10_000; i++) cache.remember(`GET /fr-fr?gclid=${i}\ncookie=${'c'.repeat(500)}${i}`, worked)
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000)
  })
})
