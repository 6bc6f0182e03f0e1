// Wires the stores and helpers every route needs from createApi's dependencies.
import { Registry } from 'prom-client'
import { createLoginThrottle } from './auth/login-throttle'
import { createPasskeyStore } from './auth/passkeys'
import type { Broadcaster } from './claims'
import { createClaimService } from './claims'
import type { Config } from './config'
import type { Db } from './db/database'
import type { Mailer } from './mail/mailer'
import { createOutbox, type DeliverySchedule } from './mail/outbox'
import { createPasswordHasher, type PasswordHasher } from './security/passwords'
import { createSessionStore } from './security/sessions'
import { createThrottle } from './security/throttle'
import { createTokenStore } from './security/tokens'
import { createUserStore } from './users'

export interface ApiDeps {
  db: Db
  clock: () => Date
  mailer: Mailer
  config: Config
  broadcaster: Broadcaster
  /** Replaces the argon2 hasher built from config (tests count verifications through it). */
  hasher?: PasswordHasher
  /** Where the API's figures are registered; main.ts serves it (metrics.ts). A registry of its own by default. */
  metrics?: Registry
  /** Overrides of the outbox's retry schedule (tests retry in milliseconds, not seconds). */
  outboxSchedule?: Partial<DeliverySchedule>
}

export function createServices(deps: ApiDeps) {
  const { db, clock, config } = deps
  const throttle = createThrottle(clock)
  const metrics = deps.metrics ?? new Registry()
  return {
    config,
    metrics,
    clock,
    db,
    users: createUserStore(db, clock, config.campaignParams),
    tokens: createTokenStore(db, clock),
    sessions: createSessionStore(db, clock),
    passkeys: createPasskeyStore(db, clock),
    throttle,
    loginThrottle: createLoginThrottle(throttle, clock, config.throttles),
    hasher: deps.hasher ?? createPasswordHasher(config.argon2),
    // Outside production the stored mail keeps its links: the development mailbox shows them.
    outbox: createOutbox(db, clock, deps.mailer, {
      from: config.mailFrom,
      siteName: config.siteName,
      keepSecrets: !config.isProduction,
      signingKey: config.signingKey,
      metrics,
      ...(deps.outboxSchedule ? { schedule: deps.outboxSchedule } : {}),
    }),
    claims: createClaimService(db, clock, deps.broadcaster),
  }
}
export type Services = ReturnType<typeof createServices>
