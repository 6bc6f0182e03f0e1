// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import type { Manifest } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { afterPaintLoader, deferScriptsUntilPainted } from './scripts-after-paint'

const manifest: Manifest = {
  inlineStyle: { attrs: { suppressHydrationWarning: true }, children: 'body{margin:0}' },
  routes: {
    __root__: {
      preloads: ['/assets/index.js', '/assets/runtime.js'],
      scripts: [
        { attrs: { type: 'application/json', id: 'data' }, children: '{}' },
        { attrs: { type: 'module', async: true, src: '/assets/index.js' } },
        { attrs: { type: 'module', async: false, src: '/assets/ordered.js' } },
      ],
      css: ['/assets/style.css'],
    },
    '/{-$locale}': { preloads: ['/assets/locale.js', '/assets/runtime.js'] },
    '/{-$locale}/': { preloads: [{ href: '/assets/home.js', crossOrigin: 'anonymous' }] },
    '/{-$locale}/about': { preloads: ['/assets/about.js'] },
  },
}

describe('the server-side manifest', () => {
  const deferred = deferScriptsUntilPainted(manifest, '__root__', ['__root__', '/{-$locale}', '/{-$locale}/'])

  it('keeps no module preload in any route, and nothing else changes', () => {
    for (const route of Object.values(deferred.routes)) expect(route.preloads).toBeUndefined()
    expect(deferred.inlineStyle).toBe(manifest.inlineStyle)
    expect(deferred.routes.__root__!.css).toEqual(['/assets/style.css'])
    expect(manifest.routes.__root__!.preloads).toHaveLength(2)
  })

  it('replaces the module entry with one inline loader of the entry and the matched routes’ preloads', () => {
    const scripts = deferred.routes.__root__!.scripts!
    expect(scripts[0]).toEqual(manifest.routes.__root__!.scripts![0])
    expect(scripts).toHaveLength(2)
    expect(scripts[1]!.attrs).toEqual({})
    expect(scripts[1]!.children).toBe(
      afterPaintLoader({
        entries: [
          { src: '/assets/index.js', async: true },
          { src: '/assets/ordered.js', async: false },
        ],
        preloads: [
          { href: '/assets/index.js' },
          { href: '/assets/runtime.js' },
          { href: '/assets/locale.js' },
          { href: '/assets/home.js', crossOrigin: 'anonymous' },
        ],
      }),
    )
  })

  it('is the manifest itself when there is no module entry to defer', () => {
    const noEntry: Manifest = { routes: { __root__: { preloads: ['/a.js'] } } }
    expect(deferScriptsUntilPainted(noEntry, '__root__', ['__root__'])).toBe(noEntry)
  })
})

/** Runs the loader as the browser would, with a paint timeline the test controls. */
function runLoader(options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  document.head.innerHTML = ''
  document.body.innerHTML = '<main>page</main>'
  const self = document.createElement('script')
  self.nonce = 'n0nce'
  document.body.append(self)
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => self })
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (options.hidden ? 'hidden' : 'visible') })
  const frames: (() => void)[] = []
  const tasks: (() => void)[] = []
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
  class FakePerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['paint', 'navigation']
    disconnected = false
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true })
      observers.push((list) => {
        if (!this.disconnected) this.callback(list)
      })
    }
    disconnect() {
      this.disconnected = true
    }
  }
  const source = afterPaintLoader({
    entries: [
      { src: '/assets/runtime.js', async: false },
      { src: '/assets/index.js', async: false },
    ],
    preloads: [{ href: '/assets/index.js' }, { href: '/assets/home.js', crossOrigin: 'anonymous' }],
  })
  new Function('PerformanceObserver', 'requestAnimationFrame', 'setTimeout', source)(
    FakePerformanceObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  )
  const paint = (name: string) =>
    observers.forEach((observer) => observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }))
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback())
  return { self, paint, nextFrame: () => run(frames), nextTask: () => run(tasks) }
}

const loaded = () => ({
  preloads: [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
    nonce: link.nonce,
  })),
  entries: [...document.body.querySelectorAll('script')].map((script) => ({
    type: script.type,
    src: script.getAttribute('src'),
    async: script.async,
    nonce: script.nonce,
  })),
})

describe('the loader in the page', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'currentScript')
    Reflect.deleteProperty(document, 'visibilityState')
  })

  const expected = {
    preloads: [
      { rel: 'modulepreload', href: '/assets/index.js', crossOrigin: null, nonce: 'n0nce' },
      { rel: 'modulepreload', href: '/assets/home.js', crossOrigin: 'anonymous', nonce: 'n0nce' },
    ],
    entries: [
      { type: 'module', src: '/assets/runtime.js', async: false, nonce: 'n0nce' },
      { type: 'module', src: '/assets/index.js', async: false, nonce: 'n0nce' },
    ],
  }

  it('removes itself and adds the scripts one frame after the first contentful paint, once', () => {
    const page = runLoader()
    expect(page.self.isConnected).toBe(false)
    page.paint('first-paint')
    page.nextFrame()
    page.nextTask()
    expect(loaded()).toEqual({ preloads: [], entries: [] })
    page.paint('first-contentful-paint')
    expect(loaded()).toEqual({ preloads: [], entries: [] })
    page.nextFrame()
    expect(loaded()).toEqual({ preloads: [], entries: [] })
    page.nextTask()
    expect(loaded()).toEqual(expected)
    page.paint('first-contentful-paint')
    page.nextFrame()
    page.nextTask()
    expect(loaded()).toEqual(expected)
  })

  it('adds them at once to a hidden page, which paints nothing until it is shown', () => {
    runLoader({ hidden: true })
    expect(loaded()).toEqual(expected)
  })

  it('waits one frame where the browser has no paint timing', () => {
    const page = runLoader({ paintTiming: false })
    expect(loaded()).toEqual({ preloads: [], entries: [] })
    page.nextFrame()
    page.nextTask()
    expect(loaded()).toEqual(expected)
  })

  it('cannot be closed early by what it carries', () => {
    const source = afterPaintLoader({ entries: [{ src: '/a</script><script>alert(1)//.js', async: true }], preloads: [] })
    expect(source).not.toContain('</script>')
    expect(source).toContain('/a\\u003c/script>')
  })
})
