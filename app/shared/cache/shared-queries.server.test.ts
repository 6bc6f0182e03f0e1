// What the server's caches rely on from the shared query client, held against TanStack Query
// itself so that an upgrade which changes it fails here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSharedQueryClient } from './shared-queries.server'

const options = (queryFn: () => Promise<string>) => ({ queryKey: ['answer'], queryFn, staleTime: 1000 })

describe('the shared query client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  it('answers from the cache for staleTime and asks again from then on', async () => {
    const queries = createSharedQueryClient()
    const fetch = vi.fn(async () => `at ${Date.now()}`)
    expect(await queries.query(options(fetch))).toBe('at 0')
    vi.setSystemTime(999)
    expect(await queries.query(options(fetch))).toBe('at 0')
    expect(fetch).toHaveBeenCalledTimes(1)
    vi.setSystemTime(1000)
    expect(await queries.query(options(fetch))).toBe('at 1000')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('shares one fetch between callers that arrive while it runs', async () => {
    const queries = createSharedQueryClient()
    let release: (value: string) => void = () => {}
    const fetch = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const all = Promise.all([queries.query(options(fetch)), queries.query(options(fetch)), queries.query(options(fetch))])
    release('shared')
    expect(await all).toEqual(['shared', 'shared', 'shared'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('keeps nothing from a fetch that throws, and never retries it', async () => {
    const queries = createSharedQueryClient()
    const fetch = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back')
    await expect(queries.query(options(fetch))).rejects.toThrow('down')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(await queries.query(options(fetch))).toBe('back')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the last good answer from being replaced by a failure, but asks again', async () => {
    const queries = createSharedQueryClient()
    const fetch = vi.fn().mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('third')
    expect(await queries.query(options(fetch))).toBe('first')
    vi.setSystemTime(2000)
    await expect(queries.query(options(fetch))).rejects.toThrow('down')
    expect(await queries.query(options(fetch))).toBe('third')
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})
