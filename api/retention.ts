// How long analytics and contact rows are kept: personal data is deleted once its purpose has
// passed (GDPR art. 5(1)(e)). Expired passkey challenges go too: they can no longer be used, and
// anyone may ask for one, so the table must not grow with them. Purged when the API starts and
// then periodically; the timer is unref'd so it never keeps the process alive.
import type { Retention } from './config'
import type { Db } from './db/database'
import { logger } from './log/logger'

const log = logger('retention')

export interface PurgeResult {
  analytics: number
  contact: number
  passkeyChallenges: number
}

export function createRetention(db: Db, clock: () => Date, retention: Retention) {
  const analytics = db.prepare('DELETE FROM analytics_events WHERE created_at < ?')
  const contact = db.prepare('DELETE FROM contact_requests WHERE created_at < ?')
  const challenges = db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?')
  return {
    /** Deletes the rows older than their retention period; returns how many went. */
    purge(): PurgeResult {
      const now = clock().getTime()
      return {
        analytics: analytics.run(now - retention.analyticsMs).changes,
        contact: contact.run(now - retention.contactMs).changes,
        passkeyChallenges: challenges.run(now).changes,
      }
    },
  }
}

/** Purges now and every `intervalMs`; returns a stop function. */
export function startRetention(purge: () => PurgeResult, intervalMs: number): () => void {
  const run = () => {
    try {
      purge()
    } catch (error) {
      // A locked or closed database must not crash the API; the next run tries again.
      log.error({ reason: error instanceof Error ? error.message : String(error) }, 'retention purge failed')
    }
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
