// The render cache's bookkeeping (docs/decisions/022): entries bounded in bytes with least-recently
// used eviction, one render at a time per key (concurrent misses wait for the same render), and
// stale-while-revalidate — an entry is served as is while fresh, served and re-rendered in the
// background while only a little stale, and rendered anew (the visitor waits) once older than that.
// It knows nothing of HTTP: the site server decides what is cacheable and what a value is.

export interface Sized {
  /** What the entry holds in memory, roughly: the bound is kept in these units. */
  readonly bytes: number
}

export interface RenderCacheOptions {
  /** The bound on the sum of the entries' bytes. */
  maxBytes: number
  /** Served as is until this old. */
  freshMs: number
  /** Served (and re-rendered in the background) until this old; older entries are rendered anew. */
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

interface Entry<V> {
  value: V
  storedAt: number
}

/**
 * A render gives the value to keep, or null when this answer must not be kept (it is personal, an
 * error, sets a cookie…); the caller then answers without the cache.
 */
export type Render<V> = () => Promise<V | null>

export class RenderCache<V extends Sized> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly inFlight = new Map<string, Promise<V | null>>()
  private readonly now: () => number
  private bytes = 0
  private counts = { hits: 0, stale: 0, misses: 0, evictions: 0 }

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? Date.now
  }

  /** The value for a key, rendering it (once, however many ask at the same time) when needed. */
  async get(key: string, render: Render<V>): Promise<{ value: V | null; state: CacheState }> {
    const entry = this.entries.get(key)
    const age = entry ? this.now() - entry.storedAt : Infinity
    if (entry && age <= this.options.maxAgeMs) {
      // Most recently used: to the end of the map's order.
      this.entries.delete(key)
      this.entries.set(key, entry)
      if (age <= this.options.freshMs) {
        this.counts.hits++
        return { value: entry.value, state: 'hit' }
      }
      this.counts.stale++
      void this.fill(key, render)
      return { value: entry.value, state: 'stale' }
    }
    this.counts.misses++
    return { value: await this.fill(key, render), state: 'miss' }
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.options.maxBytes, ...this.counts }
  }

  /** Renders a key once at a time; what it gives replaces the entry (null removes it). */
  private fill(key: string, render: Render<V>): Promise<V | null> {
    const running = this.inFlight.get(key)
    if (running) return running
    const started = render()
      .catch(() => null)
      .then((value) => {
        this.store(key, value)
        return value
      })
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, started)
    return started
  }

  private store(key: string, value: V | null): void {
    const old = this.entries.get(key)
    if (old) {
      this.entries.delete(key)
      this.bytes -= old.value.bytes
    }
    // A value larger than the whole bound is served to whoever asked, never kept.
    if (!value || value.bytes > this.options.maxBytes) return
    this.entries.set(key, { value, storedAt: this.now() })
    this.bytes += value.bytes
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= entry.value.bytes
      this.counts.evictions++
    }
  }
}
