// Live payouts: stored claims, their public shape (masked name) and the broadcast on the public
// `claims` channel. Also the demonstration claims that keep the section alive in development.
import { CLAIM_CREATED_EVENT, CLAIMS_CHANNEL, type Claim } from '../contract/claims'
import { maskName } from '../contract/masking'
import type { LoyaltyTier, RewardCategory } from '../contract/vocabulary'
import { countries, type CountryCode } from './countries'
import type { Db } from './db/database'
import { logger } from './log/logger'

const log = logger('claims')

/**
 * Where new claims are announced. An implementation may publish asynchronously (over the network);
 * the claim service does not wait for it, and a failure, thrown or rejected, is only logged.
 */
export interface Broadcaster {
  broadcast(channels: string[], event: string, data: unknown): void | Promise<void>
}

/** Announces without waiting: the claim is already stored, and realtime being down must not undo that. */
function announce(broadcaster: Broadcaster, claim: Claim): void {
  const logFailure = (error: unknown) =>
    // One line, no stack: a realtime outage would otherwise flood the log on every claim.
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'claim broadcast failed')
  try {
    Promise.resolve(broadcaster.broadcast([CLAIMS_CHANNEL], CLAIM_CREATED_EVENT, claim)).catch(logFailure)
  } catch (error) {
    logFailure(error)
  }
}

export interface NewClaim {
  name: string
  amount: number
  currency: string
  category: RewardCategory
  brand: string
  tier: LoyaltyTier
  country_code?: string
  demo?: boolean
}

interface ClaimRow extends Omit<NewClaim, 'demo' | 'country_code'> {
  id: number
  country_code: string | null
  created_at: number
}

function toClaim(r: ClaimRow): Claim {
  return {
    id: r.id,
    name: maskName(r.name),
    amount: r.amount,
    currency: r.currency,
    category: r.category,
    brand: r.brand,
    tier: r.tier,
    country_code: r.country_code,
    created_at: new Date(r.created_at).toISOString(),
  }
}

export function createClaimService(db: Db, clock: () => Date, broadcaster: Broadcaster) {
  const insert = db.prepare(
    'INSERT INTO claims (name, amount, currency, category, brand, tier, country_code, demo, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
  )
  return {
    /** Stores the claim and broadcasts it; returns its public shape. */
    create(c: NewClaim): Claim {
      const row = insert.get(
        c.name,
        c.amount,
        c.currency,
        c.category,
        c.brand,
        c.tier,
        c.country_code ?? null,
        c.demo ? 1 : 0,
        clock().getTime(),
      ) as ClaimRow
      const claim = toClaim(row)
      announce(broadcaster, claim)
      return claim
    },
    recent(limit: number): Claim[] {
      return (db.prepare('SELECT * FROM claims ORDER BY created_at DESC, id DESC LIMIT ?').all(limit) as ClaimRow[]).map(toClaim)
    },
  }
}
export type ClaimService = ReturnType<typeof createClaimService>

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Sofia',
  'Noah',
  'Mia',
  'Lucas',
  'Hannah',
  'Mateo',
  'Yuki',
  'Aarav',
  'Chloe',
  'Omar',
  'Ingrid',
  'Thanh',
  'Ayesha',
  'Diego',
  'Lea',
  'Kwame',
  'Ji-woo',
  'Isabela',
]
const BRANDS: Record<RewardCategory, string[]> = {
  // Brand names only: the site words the category itself, in the visitor's language.
  transfers: ['PayPal', 'Wise', 'Payoneer'],
  gift_cards: ['Amazon', 'Google Play', 'Apple'],
  prepaid_cards: ['Visa Prepaid', 'Mastercard Prepaid'],
  charity: ['UNICEF', 'Red Cross', 'WWF'],
}
const TIERS: LoyaltyTier[] = ['bronze', 'bronze', 'bronze', 'silver', 'silver', 'gold', 'diamond']

/** A plausible demonstration claim: a local-currency amount of 1–4× the country minimum. */
export function randomDemoClaim(random: () => number = Math.random): NewClaim {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const code = pick(Object.keys(countries) as CountryCode[])
  const country = countries[code]
  const category = pick(country.reward_categories)
  const raw = country.minimum_payout * (1 + Math.floor(random() * 4))
  return {
    name: pick(FIRST_NAMES),
    amount: Math.round(raw * 100) / 100,
    currency: country.currency,
    category,
    brand: pick(BRANDS[category]),
    tier: pick(TIERS),
    country_code: code,
    demo: true,
  }
}

/** Emits a demonstration claim every `intervalMs`; returns a stop function. */
export function startDemoClaims(service: ClaimService, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {}
  const timer = setInterval(() => service.create(randomDemoClaim()), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
