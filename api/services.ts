// Wires the stores and helpers every route needs from createApi's dependencies.
import type { Broadcaster } from './claims'
import { createClaimService } from './claims'
import type { Config } from './config'
import type { Db } from './db/database'
import type { Mailer } from './mail/mailer'
import { createOutbox } from './mail/outbox'
import { createPasswordHasher } from './security/passwords'
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
}

export function createServices(deps: ApiDeps) {
  const { db, clock, config } = deps
  return {
    config,
    clock,
    db,
    users: createUserStore(db, clock),
    tokens: createTokenStore(db, clock),
    sessions: createSessionStore(db, clock),
    throttle: createThrottle(clock),
    hasher: createPasswordHasher(config.argon2),
    outbox: createOutbox(db, clock, deps.mailer, config.mailFrom, config.siteName),
    claims: createClaimService(db, clock, deps.broadcaster),
  }
}
export type Services = ReturnType<typeof createServices>
