import { describe, expect, it } from 'vitest'
import { CURRENCY_SYMBOLS, formatMoney } from './currency'

// Intl separates number and symbol with a no-break space in many languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '')

describe('formatMoney', () => {
  it('shows Canadian and Australian dollars as C$ and A$, whatever the language', () => {
    expect(formatMoney(7, 'CAD', 'en-CA')).toBe('C$7')
    expect(plain(formatMoney(7, 'CAD', 'fr-CA'))).toBe('7 C$')
    expect(formatMoney(8, 'AUD', 'en-AU')).toBe('A$8')
    expect(formatMoney(8, 'aud', 'en-US')).toBe('A$8')
  })

  it('keeps $ for the US dollar only', () => {
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$5')
    expect(formatMoney(100, 'MXN', 'es-MX')).toBe('MX$100')
    expect(plain(formatMoney(5, 'USD', 'es-MX'))).toMatch(/^\$ ?5$/)
  })

  it('never shows two currencies as a bare $ on one page: the pesos Intl writes as $ at home carry their country', () => {
    for (const [language, peso] of [
      ['es-AR', 'ARS'],
      ['es-CL', 'CLP'],
      ['es-CO', 'COP'],
      ['es-UY', 'UYU'],
      ['es-DO', 'DOP'],
      ['es-MX', 'MXN'],
    ] as const) {
      const local = plain(formatMoney(5, peso, language))
      const dollar = plain(formatMoney(5, 'USD', language))
      expect(local, language).not.toMatch(/^\$ ?5|5 ?\$$/)
      expect(local.replace(/[\d.,\s]/g, ''), language).not.toBe(dollar.replace(/[\d.,\s]/g, ''))
    }
    expect(plain(formatMoney(5, 'ARS', 'es-AR'))).toBe('AR$ 5')
    expect(plain(formatMoney(5, 'UYU', 'es-UY'))).toBe('$U 5')
  })

  it('writes the amount the way the language does', () => {
    expect(plain(formatMoney(5, 'EUR', 'de-DE'))).toBe('5 €')
    expect(plain(formatMoney(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €')
    expect(plain(formatMoney(4, 'GBP', 'en-GB'))).toBe('£4')
  })

  it('caps the fraction at two digits, rounding', () => {
    expect(formatMoney(12.5, 'USD', 'en-US')).toBe('$12.50')
    expect(formatMoney(3.14159, 'USD', 'en-US')).toBe('$3.14')
    // The Omani rial has three minor digits: still two at most.
    expect(plain(formatMoney(2.125, 'OMR', 'en-US'))).toMatch(/^OMR 2\.1[23]$/)
    // A fraction that rounds away leaves a whole amount.
    expect(formatMoney(4.999, 'USD', 'en-US')).toBe('$5')
  })

  it('shows no fraction for a currency without minor units', () => {
    expect(formatMoney(700, 'JPY', 'ja-JP')).toBe('¥700')
    expect(formatMoney(7000.4, 'KRW', 'ko-KR')).toBe('₩7,000')
    expect(plain(formatMoney(75000.6, 'VND', 'vi-VN'))).toBe('75.001 ₫')
  })

  it('falls back to the code for a currency Intl does not know', () => {
    expect(plain(formatMoney(12, 'XQQ', 'en-US'))).toBe('XQQ 12')
    expect(formatMoney(12, 'not a code', 'en-US')).toBe('12 NOT A CODE')
  })

  it('maps only three-letter ISO codes to non-empty symbols', () => {
    for (const [code, symbol] of Object.entries(CURRENCY_SYMBOLS)) {
      expect(code).toMatch(/^[A-Z]{3}$/)
      expect(symbol.trim()).not.toBe('')
    }
  })
})
