import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, FALLBACK_VIEWPORT, parseViewport, platformFor, viewportClass } from './viewport'

describe('viewportClass', () => {
  it.each([
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobile'],
    [575, 'mobile'],
    [576, 'mobileMedium'],
    [767, 'mobileMedium'],
    [768, 'mobileWide'],
    [991, 'mobileWide'],
    [992, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktopMedium'],
    [1599, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(viewportClass(width)).toBe(expected)
  })

  it('reaches every breakpoint exactly at its minimum width', () => {
    for (const [name, width] of Object.entries(BREAKPOINTS)) expect(viewportClass(width)).toBe(name)
  })
})

describe('parseViewport', () => {
  it('accepts the class names and falls back to desktop', () => {
    expect(parseViewport('tablet')).toBe('tablet')
    expect(FALLBACK_VIEWPORT).toBe('desktop')
    for (const bad of [null, undefined, '', 'Tablet', 'phone', 'toString', '__proto__']) expect(parseViewport(bad)).toBe('desktop')
  })
})

describe('platformFor', () => {
  it('is web-mobile below the tablet breakpoint and web from it', () => {
    expect(platformFor('mobile')).toBe('web-mobile')
    expect(platformFor('mobileMedium')).toBe('web-mobile')
    expect(platformFor('mobileWide')).toBe('web-mobile')
    expect(platformFor('tablet')).toBe('web')
    expect(platformFor('desktop')).toBe('web')
    expect(platformFor('desktopWide')).toBe('web')
  })
})
