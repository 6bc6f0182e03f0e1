// The render cache's bookkeeping (docs/decisions/022), on lru-cache: entries bounded in bytes (the
// key's own bytes included) with least-recently-used eviction, one render at a time per key
// (concurrent misses wait for the same render), and stale-while-revalidate — an entry is served as
// is while fresh, served and rendered again in the background while only a little stale, and
// rendered anew (the visitor waits) once older than that. Beside the pages it keeps one memo — a
// request's signature to what the site worked out of it — within the same bound: a sixteenth of
// it, signatures and answers counted, a long signature never kept. It knows nothing of HTTP: the
// site server decides what is cacheable and what a value is.
import { LRUCache } from 'lru-cache'

export interface Sized {
  /** What the entry holds in memory, roughly: the bound is kept in these units. */
  readonly bytes: number
}

export interface RenderCacheOptions {
  /** The bound on the sum of the entries' bytes and their keys'. */
  maxBytes: number
  /** Served as is until this old. */
  freshMs: number
  /** Served (and rendered again in the background) until this old; older entries are rendered anew. */
  maxAgeMs: number
  now?: () => number
}

/** How a lookup was answered: `hit` fresh, `stale` served while a new render runs, `miss` rendered for it. */
export type CacheState = 'hit' | 'stale' | 'miss'

export interface CacheStats {
  entries: number
  bytes: number
  maxBytes: number
  hits: number
  stale: number
  misses: number
  evictions: number
}

/**
 * A render gives the value to keep, or null when this answer must not be kept (it is personal, an
 * error, sets a cookie…); the caller then answers without the cache.
 */
export type Render<V> = () => Promise<V | null>

/** The memo's share of the bound, and the longest signature it keeps. */
const MEMO_SHARE = 1 / 16
export const MEMO_MAX_SIGNATURE = 2048

export class RenderCache<V extends Sized, M extends Sized = Sized> {
  private readonly lru: LRUCache<string, V, Render<V>>
  private readonly memo: LRUCache<string, M>
  private readonly counts = { hits: 0, stale: 0, misses: 0, evictions: 0 }

  constructor(private readonly options: RenderCacheOptions) {
    const memoBytes = Math.floor(options.maxBytes * MEMO_SHARE)
    this.memo = new LRUCache<string, M>({
      maxSize: Math.max(1, memoBytes),
      sizeCalculation: (value, key) => Math.max(1, value.bytes + key.length),
    })
    const pageBytes = options.maxBytes - memoBytes
    this.lru = new LRUCache<string, V, Render<V>>({
      maxSize: pageBytes,
      // A value larger than the whole bound is served to whoever asked, never kept.
      maxEntrySize: pageBytes,
      sizeCalculation: (value, key) => Math.max(1, value.bytes + key.length),
      ttl: options.freshMs,
      // Stale entries stay until they are asked for again (or evicted); `get` bounds their age.
      ttlAutopurge: false,
      // Ages read the clock each time (lru-cache would otherwise reuse a reading for a millisecond).
      ttlResolution: 0,
      allowStale: true,
      noDeleteOnStaleGet: true,
      fetchMethod: async (_key, _stale, { context }) => (await context().catch(() => null)) ?? undefined,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.counts.evictions++
      },
      ...(options.now ? { perf: { now: options.now } } : {}),
    })
  }

  /** The value for a key, rendering it (once, however many ask at the same time) when needed. */
  async get(key: string, render: Render<V>): Promise<{ value: V | null; state: CacheState }> {
    const remaining = this.lru.getRemainingTTL(key)
    const present = this.lru.has(key, { updateAgeOnHas: false }) || remaining < 0
    // Older than maxAgeMs: the visitor waits for a new render rather than get a page that old.
    const tooOld = present && remaining < this.options.freshMs - this.options.maxAgeMs
    const status: LRUCache.Status<string, V, Render<V>> = {}
    const value = await this.lru.fetch(key, { context: render, allowStale: !tooOld, forceRefresh: tooOld, status }).catch(() => undefined)
    // Nothing to keep (or the render failed): what the key held before goes too.
    if (value === undefined && !status.returnedStale) this.lru.delete(key)
    const state: CacheState = status.fetch === 'hit' ? 'hit' : status.returnedStale ? 'stale' : 'miss'
    this.counts[state === 'hit' ? 'hits' : state === 'stale' ? 'stale' : 'misses']++
    return { value: value ?? null, state }
  }

  /**
   * What `work` makes of a request whose signature is `signature`, worked out once and then
   * remembered (least recently used forgotten first); a signature longer than MEMO_MAX_SIGNATURE is
   * worked out every time and never kept.
   */
  remember(signature: string, work: () => M): M {
    if (signature.length > MEMO_MAX_SIGNATURE) return work()
    let value = this.memo.get(signature)
    if (value === undefined) {
      value = work()
      this.memo.set(signature, value)
    }
    return value
  }

  stats(): CacheStats {
    return {
      entries: this.lru.size,
      bytes: this.lru.calculatedSize + this.memo.calculatedSize,
      maxBytes: this.options.maxBytes,
      ...this.counts,
    }
  }
}
