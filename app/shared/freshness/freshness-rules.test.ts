import { describe, expect, it } from 'vitest'
import { latestBuildSchema } from '../../../contract/builds'
import { chunkUrlOf, hasTypedText, isNewBuild, latestBuildId, RELOAD_GUARD_MS, shouldReloadForStaleChunk } from './freshness-rules'

describe('the stale-chunk reload guard', () => {
  const now = 1_800_000_000_000
  it('reloads when no reload happened in this session', () => {
    expect(shouldReloadForStaleChunk(now, null)).toBe(true)
  })
  it('never reloads twice within 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(shouldReloadForStaleChunk(now, String(now))).toBe(false)
    expect(shouldReloadForStaleChunk(now, String(now - 9_999))).toBe(false)
  })
  it('reloads again once the guard has passed', () => {
    expect(shouldReloadForStaleChunk(now, String(now - 10_000))).toBe(true)
    expect(shouldReloadForStaleChunk(now, String(now - 60_000))).toBe(true)
  })
  it('treats an unreadable or future marker as none', () => {
    expect(shouldReloadForStaleChunk(now, 'yesterday')).toBe(true)
    expect(shouldReloadForStaleChunk(now, '')).toBe(true)
    // A clock turned back must not block reloads for good.
    expect(shouldReloadForStaleChunk(now, String(now + 60_000))).toBe(true)
  })
})

describe('build ids', () => {
  it('reads the id of builds/latest.json and nothing else', () => {
    expect(latestBuildId({ id: 'mgx1-a1b2c3' })).toBe('mgx1-a1b2c3')
    for (const bad of [null, {}, { id: '' }, { id: 7 }, { id: 'x'.repeat(101) }, 'mgx1', { message: 'Not found' }]) {
      expect(latestBuildId(bad)).toBeNull()
      expect(latestBuildSchema.safeParse(bad).success).toBe(false)
    }
    expect(latestBuildSchema.parse({ id: 'mgx1-a1b2c3' }).id).toBe('mgx1-a1b2c3')
  })
  it('sees a new build only when the id differs, never in development', () => {
    expect(isNewBuild('a', 'b')).toBe(true)
    expect(isNewBuild('a', 'a')).toBe(false)
    expect(isNewBuild('a', null)).toBe(false)
    expect(isNewBuild('dev', 'b')).toBe(false)
  })
})

describe('hasTypedText', () => {
  const typed = (value: string, type = 'text') => ({ type, value, edited: true })
  it('is false for untouched forms and controls that hold no typing', () => {
    expect(hasTypedText([])).toBe(false)
    // Filled in by the page, not by the visitor.
    expect(hasTypedText([{ type: 'text', value: 'prefilled', edited: false }])).toBe(false)
    expect(hasTypedText([typed('', 'email'), typed('   ')])).toBe(false)
    expect(hasTypedText([typed('x', 'hidden'), typed('Send', 'submit')])).toBe(false)
  })
  it('is true as soon as the visitor has entered something', () => {
    expect(hasTypedText([typed(''), typed('Erika')])).toBe(true)
    expect(hasTypedText([typed('secret', 'password')])).toBe(true)
    expect(hasTypedText([typed('Hello', 'textarea')])).toBe(true)
    expect(hasTypedText([typed('on', 'checkbox')])).toBe(true)
  })
})

describe('chunkUrlOf', () => {
  const page = 'https://www.pollwise.com/fr-fr/contact'
  it('names the chunk a failed dynamic import or preload names, on the page’s origin', () => {
    expect(
      chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: https://www.pollwise.com/assets/forms-AbC_12.js'), page),
    ).toBe('https://www.pollwise.com/assets/forms-AbC_12.js')
    expect(chunkUrlOf(new Error('Unable to preload CSS for /assets/styles-x1.css'), page)).toBe(
      'https://www.pollwise.com/assets/styles-x1.css',
    )
  })
  it('names nothing for another origin or another kind of failure', () => {
    expect(chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/assets/a.js'), page)).toBeNull()
    expect(chunkUrlOf(new TypeError('Failed to fetch'), page)).toBeNull()
    expect(chunkUrlOf(undefined, page)).toBeNull()
  })
})
