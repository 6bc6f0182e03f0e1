import { describe, expect, it } from 'vitest'
import { numberLocale, tightCjkUnits } from './typography'

describe('tightCjkUnits', () => {
  it('joins a number to a Japanese or Chinese unit, as ICU does not', () => {
    const ja = new Intl.NumberFormat('ja', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(10)
    expect(tightCjkUnits(ja)).toBe('10分')
    expect(tightCjkUnits(new Intl.RelativeTimeFormat('ja', { numeric: 'auto' }).format(-5, 'minute'))).toBe('5分前')
    expect(tightCjkUnits(new Intl.RelativeTimeFormat('zh-Hant', { numeric: 'auto' }).format(-3, 'hour'))).toBe('3小時前')
    expect(tightCjkUnits('10\u202f分')).toBe('10分')
  })

  it('leaves every other script’s spacing as it is', () => {
    for (const text of ['10 minutes', '5분 전', '5 นาทีที่ผ่านมา', 'منذ 5 دقائق', 'vor 5 Minuten', '10 分 ago'.replace('分', 'min')])
      expect(tightCjkUnits(text)).toBe(text)
  })
})

describe('numberLocale', () => {
  it('gives Arabic pages Western digits, as their copy writes, and leaves other languages as they are', () => {
    for (const tag of ['ar', 'ar-SA', 'ar-EG', 'ar-MA']) {
      expect(new Intl.NumberFormat(numberLocale(tag)).format(1234.5)).toMatch(/^1[,.٬]?234[.,٫]5$/)
      expect(new Intl.NumberFormat(numberLocale(tag)).format(10)).not.toMatch(/[٠-٩۰-۹]/)
    }
    expect(numberLocale('de-DE')).toBe('de-DE')
    expect(numberLocale('ar-u-nu-arab')).toBe('ar-u-nu-arab')
  })
})
