// Money as visitors read it (SPEC.md §3, §9): `Intl` in the page's language, at most two fraction
// digits (none for a whole amount or a currency without minor units), and one symbol per currency
// from the map below, so that a list mixing currencies never shows two of them as a bare `$`.
import { numberLocale } from '../../../contract/typography'

/**
 * Symbols that replace what `Intl` would print. `$` means the US dollar only; other dollars and
 * pesos carry their country (C$, A$, MX$…). Currencies not listed keep `Intl`'s symbol for the
 * language (`CHF`, `kr`, `zł`…), which is already unambiguous there.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
  AUD: 'A$',
  NZD: 'NZ$',
  SGD: 'S$',
  HKD: 'HK$',
  TWD: 'NT$',
  MXN: 'MX$',
  // Pesos that Intl writes as a bare `$` in their own country (es-AR, es-CL, es-CO, es-UY), beside
  // the US dollar's `$`: each carries its country, as the Mexican peso does.
  ARS: 'AR$',
  CLP: 'CLP$',
  COP: 'COL$',
  UYU: '$U',
  DOP: 'RD$',
  BRL: 'R$',
  JPY: '¥',
  CNY: 'CN¥',
  KRW: '₩',
  INR: '₹',
  PHP: '₱',
  THB: '฿',
  VND: '₫',
  ILS: '₪',
  TRY: '₺',
  NGN: '₦',
  KZT: '₸',
  UAH: '₴',
  GHS: 'GH₵',
  CRC: '₡',
  PKR: 'Rs',
  IDR: 'Rp',
  MYR: 'RM',
  ZAR: 'R',
  PLN: 'zł',
  EGP: 'E£',
}

/** The most fraction digits ever shown. */
export const MAX_FRACTION_DIGITS = 2

// Intl formatters are costly to build and are asked for the same few combinations on every page.
const formats = new Map<string, Intl.NumberFormat>()
function cachedFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), options)
    if (formats.size > 500) formats.clear()
    formats.set(key, format)
  }
  return format
}

function minorDigits(currency: string): number {
  return cachedFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/**
 * `amount` of `currency` (ISO 4217) for a reader of `language` (a BCP 47 tag). A whole amount has
 * no fraction ("C$7"); otherwise the currency's minor digits, capped at two ("12,50 €", "OMR 2.13").
 * An unknown code still yields readable text ("12 XYZ").
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const code = currency.toUpperCase()
  let digits: number
  try {
    digits = Math.min(minorDigits(code), MAX_FRACTION_DIGITS)
  } catch {
    return `${cachedFormat(language, { maximumFractionDigits: MAX_FRACTION_DIGITS }).format(amount)} ${code}`
  }
  const rounded = Number(amount.toFixed(digits))
  const fraction = Number.isInteger(rounded) ? 0 : digits
  const format = cachedFormat(language, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  })
  const symbol = CURRENCY_SYMBOLS[code]
  return format
    .formatToParts(rounded)
    .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
    .join('')
}
