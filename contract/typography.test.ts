import { describe, expect, it } from 'vitest'
import { tightCjkUnits } from './typography'

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
