// The reference API's payout table for every country of the locale table (DESIGN.md §6): payout
// currency, minimum payout in that currency and the reward categories offered there. An operator's
// own API has its own; the site only ever sees it through api/country.
// Minimum payouts sit around 5 USD, rounded to amounts that read naturally in each currency.
import type { RewardCategory } from '../contract/vocabulary'

export interface CountryData {
  currency: string
  minimum_payout: number
  reward_categories: RewardCategory[]
}

// Category sets, widest first: prepaid cards and charity partners exist only in some markets.
const ALL: RewardCategory[] = ['transfers', 'gift_cards', 'prepaid_cards', 'charity']
const NO_PREPAID: RewardCategory[] = ['transfers', 'gift_cards', 'charity']
const BASIC: RewardCategory[] = ['transfers', 'gift_cards']

export const countries = {
  us: { currency: 'USD', minimum_payout: 5, reward_categories: ALL },
  gb: { currency: 'GBP', minimum_payout: 4, reward_categories: ALL },
  ca: { currency: 'CAD', minimum_payout: 7, reward_categories: ALL },
  au: { currency: 'AUD', minimum_payout: 8, reward_categories: ALL },
  de: { currency: 'EUR', minimum_payout: 5, reward_categories: ALL },
  fr: { currency: 'EUR', minimum_payout: 5, reward_categories: ALL },
  nl: { currency: 'EUR', minimum_payout: 5, reward_categories: NO_PREPAID },
  es: { currency: 'EUR', minimum_payout: 5, reward_categories: NO_PREPAID },
  be: { currency: 'EUR', minimum_payout: 5, reward_categories: NO_PREPAID },
  mx: { currency: 'MXN', minimum_payout: 100, reward_categories: BASIC },
  it: { currency: 'EUR', minimum_payout: 5, reward_categories: NO_PREPAID },
  in: { currency: 'INR', minimum_payout: 400, reward_categories: BASIC },
  br: { currency: 'BRL', minimum_payout: 25, reward_categories: BASIC },
  nz: { currency: 'NZD', minimum_payout: 8, reward_categories: NO_PREPAID },
  my: { currency: 'MYR', minimum_payout: 20, reward_categories: BASIC },
  kr: { currency: 'KRW', minimum_payout: 7000, reward_categories: BASIC },
  sg: { currency: 'SGD', minimum_payout: 7, reward_categories: BASIC },
  ie: { currency: 'EUR', minimum_payout: 5, reward_categories: NO_PREPAID },
  se: { currency: 'SEK', minimum_payout: 55, reward_categories: NO_PREPAID },
  ch: { currency: 'CHF', minimum_payout: 5, reward_categories: NO_PREPAID },
  th: { currency: 'THB', minimum_payout: 170, reward_categories: BASIC },
  pl: { currency: 'PLN', minimum_payout: 20, reward_categories: BASIC },
  at: { currency: 'EUR', minimum_payout: 5, reward_categories: NO_PREPAID },
  jp: { currency: 'JPY', minimum_payout: 700, reward_categories: BASIC },
  id: { currency: 'IDR', minimum_payout: 75000, reward_categories: BASIC },
  sa: { currency: 'SAR', minimum_payout: 20, reward_categories: BASIC },
  cl: { currency: 'CLP', minimum_payout: 4500, reward_categories: BASIC },
  ae: { currency: 'AED', minimum_payout: 20, reward_categories: BASIC },
  ph: { currency: 'PHP', minimum_payout: 280, reward_categories: BASIC },
  za: { currency: 'ZAR', minimum_payout: 90, reward_categories: BASIC },
  dk: { currency: 'DKK', minimum_payout: 35, reward_categories: NO_PREPAID },
  no: { currency: 'NOK', minimum_payout: 55, reward_categories: NO_PREPAID },
  ar: { currency: 'ARS', minimum_payout: 5000, reward_categories: BASIC },
  hk: { currency: 'HKD', minimum_payout: 40, reward_categories: BASIC },
  vn: { currency: 'VND', minimum_payout: 125000, reward_categories: BASIC },
  co: { currency: 'COP', minimum_payout: 20000, reward_categories: BASIC },
  tr: { currency: 'TRY', minimum_payout: 150, reward_categories: BASIC },
  ro: { currency: 'RON', minimum_payout: 25, reward_categories: BASIC },
  fi: { currency: 'EUR', minimum_payout: 5, reward_categories: NO_PREPAID },
  cz: { currency: 'CZK', minimum_payout: 120, reward_categories: BASIC },
  pt: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
  bg: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
  cn: { currency: 'CNY', minimum_payout: 35, reward_categories: ['gift_cards'] },
  cr: { currency: 'CRC', minimum_payout: 2500, reward_categories: BASIC },
  do: { currency: 'DOP', minimum_payout: 300, reward_categories: BASIC },
  ec: { currency: 'USD', minimum_payout: 5, reward_categories: BASIC },
  ee: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
  eg: { currency: 'EGP', minimum_payout: 250, reward_categories: BASIC },
  gh: { currency: 'GHS', minimum_payout: 60, reward_categories: BASIC },
  gr: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
  gt: { currency: 'GTQ', minimum_payout: 40, reward_categories: BASIC },
  ma: { currency: 'MAD', minimum_payout: 50, reward_categories: BASIC },
  ng: { currency: 'NGN', minimum_payout: 7500, reward_categories: BASIC },
  om: { currency: 'OMR', minimum_payout: 2, reward_categories: BASIC },
  pk: { currency: 'PKR', minimum_payout: 1400, reward_categories: BASIC },
  tw: { currency: 'TWD', minimum_payout: 160, reward_categories: BASIC },
  uy: { currency: 'UYU', minimum_payout: 200, reward_categories: BASIC },
  hr: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
  hu: { currency: 'HUF', minimum_payout: 1900, reward_categories: BASIC },
  il: { currency: 'ILS', minimum_payout: 18, reward_categories: BASIC },
  kz: { currency: 'KZT', minimum_payout: 2500, reward_categories: BASIC },
  ke: { currency: 'KES', minimum_payout: 650, reward_categories: BASIC },
  kw: { currency: 'KWD', minimum_payout: 1.5, reward_categories: BASIC },
  lt: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
  pa: { currency: 'USD', minimum_payout: 5, reward_categories: BASIC },
  pe: { currency: 'PEN', minimum_payout: 18, reward_categories: BASIC },
  pr: { currency: 'USD', minimum_payout: 5, reward_categories: NO_PREPAID },
  qa: { currency: 'QAR', minimum_payout: 18, reward_categories: BASIC },
  rs: { currency: 'RSD', minimum_payout: 550, reward_categories: BASIC },
  sk: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
  si: { currency: 'EUR', minimum_payout: 5, reward_categories: BASIC },
} as const satisfies Record<string, CountryData>

export type CountryCode = keyof typeof countries

export function isCountryCode(code: string): code is CountryCode {
  return Object.hasOwn(countries, code)
}
